import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, PeopleCommunityRegular } from '@fluentui/react-icons';
import {
  yammerPostInputSchema,
  type YammerPost,
  type YammerPostInput,
} from '@contract/comms/yammer-posts.schema';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/confirm-delete';
import { Timestamp } from '@/lib/format/formatted';
import { DataTable, type DataColumn } from '@/components/data-table';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { ReadState } from '@/components/read-state';
import { StatusBadge } from '@/components/status-badge';
import {
  useCommunities,
  useCreatePost,
  useDeletePost,
  useProjectPosts,
  useUpdatePost,
} from '../hooks';
import { CheckList } from './check-list';
import { DateTimeInput } from './date-time-input';
import { instant, localInput } from './group-checklist';
import { DeliveryDetails } from './delivery-details';
import { sendStatusLooks } from './send-status';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

interface PostValues {
  subject: string;
  body: string;
  communities: string[];
  send_by: string;
  publish: boolean;
}

/** Writes a post to Viva Engage communities, or edits one that is not posted yet. */
export function PostComposer({
  projectId,
  post,
  onClose,
}: {
  projectId: number;
  post?: YammerPost;
  onClose: () => void;
}) {
  const communities = useCommunities();
  const create = useCreatePost();
  const update = useUpdatePost();
  const form = useContractForm<PostValues, YammerPostInput, YammerPost>({
    schema: yammerPostInputSchema,
    defaultValues: {
      subject: post?.subject ?? '',
      body: post?.body ?? '',
      communities: post?.communities.map((c) => c.id) ?? [],
      send_by: localInput(post?.send_by),
      publish: post ? !post.is_draft : true,
    },
    toBody: (v) => ({
      project: projectId,
      subject: v.subject,
      body: v.body,
      communities: v.communities,
      send_by: instant(v.send_by),
      is_draft: !v.publish,
      associated_changes: post?.associated_changes ?? [],
    }),
    fields: ['subject', 'body', 'communities', 'send_by'],
    submit: (body) => (post ? update(post.id, body) : create(body)),
    done: (saved) => (saved.is_draft ? 'Post saved as a draft' : 'Posted to Viva Engage'),
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={post ? 'Edit Viva Engage post' : 'New Viva Engage post'}
      submitLabel="Save post"
    >
      <FormField<PostValues> name="subject" label="Subject" required />
      <FormField<PostValues> name="body" label="Post" kind="textarea" rows={5} required />
      <FormField<PostValues>
        name="communities"
        label="Communities"
        kind="custom"
        render={(field) => (
          <CheckList
            label="Communities"
            items={communities.data}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            empty="No Viva Engage communities are connected."
          />
        )}
      />
      <FormField<PostValues>
        name="send_by"
        label="Post by"
        hint="Leave empty to post now."
        kind="custom"
        render={(field, invalid) => <DateTimeInput field={field} invalid={invalid} />}
      />
      <FormField<PostValues>
        name="publish"
        label="Publish (off keeps it as a draft)"
        kind="switch"
      />
    </FormDialog>
  );
}

/** A project's Viva Engage posts: drafts, scheduled and published. */
export function PostsPanel({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const styles = useStyles();
  const posts = useProjectPosts(projectId);
  const remove = useDeletePost();
  const [composing, setComposing] = useState(false);
  const [editing, setEditing] = useState<YammerPost>();
  const [deleting, setDeleting] = useState<YammerPost>();
  const columns: DataColumn<YammerPost>[] = [
    { id: 'subject', header: 'Subject', cell: (p) => p.subject },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => <StatusBadge map={sendStatusLooks} value={p.status} prefix="Status" />,
    },
    {
      id: 'communities',
      header: 'Communities',
      cell: (p) => p.communities.map((c) => c.name).join(', '),
      from: 'medium',
    },
    { id: 'when', header: 'Posted or due', cell: (p) => <Timestamp at={p.sent_at ?? p.send_by} /> },
    {
      id: 'delivery',
      header: 'Communities reached',
      cell: (p) =>
        p.status === 'SENT'
          ? `${p.delivery.delivered} of ${p.delivery.sent}` +
            (p.delivery.failed ? ` · ${p.delivery.failed} failed` : '')
          : '',
      from: 'medium',
    },
  ];
  return (
    <section className={styles.root} aria-labelledby="posts-heading">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="posts-heading" className={styles.heading}>
          Viva Engage
        </Subtitle2>
        {canEdit ? (
          <Button icon={<PeopleCommunityRegular />} onClick={() => setComposing(true)}>
            New post
          </Button>
        ) : null}
      </div>
      <ReadState
        read={posts}
        what="the Viva Engage posts"
        empty={{ title: 'No posts yet', message: 'Post to the communities your change reaches.' }}
      >
        {(rows) => (
          <DataTable
            caption="Viva Engage posts"
            rows={rows}
            columns={columns}
            rowId={(p) => p.id}
            actions={
              canEdit
                ? (p) => (
                    <div className={styles.actions}>
                      {p.delivery.sent ? (
                        <DeliveryDetails kind="YAMMER_POST" id={p.id} title={p.subject} />
                      ) : null}
                      {p.status !== 'SENT' ? (
                        <Button
                          size="small"
                          icon={<EditRegular />}
                          aria-label={`Edit ${p.subject}`}
                          onClick={() => setEditing(p)}
                        />
                      ) : null}
                      <Button
                        size="small"
                        icon={<DeleteRegular />}
                        aria-label={`Delete ${p.subject}`}
                        onClick={() => setDeleting(p)}
                      />
                    </div>
                  )
                : undefined
            }
          />
        )}
      </ReadState>
      {composing ? (
        <PostComposer projectId={projectId} onClose={() => setComposing(false)} />
      ) : null}
      {editing ? (
        <PostComposer
          key={editing.id}
          projectId={projectId}
          post={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          open
          noun="post"
          name={deleting.subject}
          consequence={
            deleting.status === 'SENT'
              ? 'It stays in Viva Engage; only the plan forgets it.'
              : undefined
          }
          onDelete={() => remove(deleting.id)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </section>
  );
}
