import { Button, Field } from '@fluentui/react-components';
import { useState } from 'react';
import {
  threadInputSchema,
  type Thread,
  type ThreadDetail,
  type ThreadInput,
} from '@contract/comms/threads.schema';
import type { PersonRef } from '@contract/shared/common.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import {
  useCreateAnnouncement,
  useProjectChanges,
  useRemoveImage,
  useUpdateAnnouncement,
} from '../hooks';
import { CheckList } from './check-list';
import { DateTimeInput } from './date-time-input';
import { GroupChecklist, groupReceivers, instant, localInput } from './group-checklist';
import { personReceivers, personRefs, ReceiverPeopleField } from './receiver-people';
import { RichTextEditor } from './rich-text-editor';

type When = 'now' | 'later' | 'draft';

interface AnnouncementValues {
  title: string;
  description: string;
  receivers: string[];
  people: PersonRef[];
  associated_changes: string[];
  pinned: boolean;
  pin_expiry: string;
  when: When;
  send_date: string;
}

const whenOptions = [
  { value: 'now', label: 'Send now' },
  { value: 'later', label: 'Schedule' },
  { value: 'draft', label: 'Save as draft' },
];

const doneLabels: Record<When, string> = {
  now: 'Announcement sent',
  later: 'Announcement scheduled',
  draft: 'Draft saved',
};

function initialValues(thread: Thread | undefined): AnnouncementValues {
  return {
    title: thread?.title ?? '',
    description: thread?.description ?? '',
    receivers: (thread?.receivers ?? []).filter((r) => r.type === 'group').map((r) => String(r.id)),
    people: personRefs(thread?.receivers),
    associated_changes: (thread?.associated_changes ?? []).map(String),
    pinned: thread?.pinned ?? false,
    pin_expiry: localInput(thread?.pin_expiry),
    when: !thread ? 'now' : thread.status === 'SCHEDULED' ? 'later' : 'draft',
    send_date: localInput(thread?.send_date),
  };
}

/** The project's changes as checkboxes: what an announcement is about. */
function ChangeChecklist({
  projectId,
  value,
  onChange,
}: {
  projectId: number;
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const changes = useProjectChanges(projectId);
  return (
    <CheckList
      label="Associated changes"
      items={changes.data?.map((c) => ({ id: String(c.id), name: c.name }))}
      value={value}
      onChange={onChange}
      empty="This project has no changes yet."
    />
  );
}

/**
 * Writes an announcement for a project's groups (or edits one; once sent, its receivers and
 * send time stay): text, image, the changes it is about, a pin that ends on its own, and send
 * now, at a time, or keep as a draft.
 */
export function AnnouncementComposer({
  projectId,
  thread,
  onClose,
}: {
  projectId: number;
  /** The announcement to edit; a new one without. */
  thread?: Thread;
  onClose: () => void;
}) {
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const removeImage = useRemoveImage();
  const [image, setImage] = useState<File | null>(null);
  const [imageName, setImageName] = useState(thread?.image_name ?? null);
  const sent = thread?.status === 'SENT';
  const form = useContractForm<AnnouncementValues, ThreadInput, ThreadDetail>({
    schema: threadInputSchema,
    defaultValues: initialValues(thread),
    toBody: (v) => ({
      type: 'ANNOUNCEMENT',
      title: v.title,
      description: v.description,
      project: projectId,
      pinned: v.pinned,
      pin_expiry: v.pinned ? instant(v.pin_expiry) : null,
      send_date: v.when === 'later' ? instant(v.send_date) : null,
      receivers: [...groupReceivers(v.receivers), ...personReceivers(v.people)],
      associated_changes: v.associated_changes.map(Number),
    }),
    submit: (input, v) =>
      thread
        ? update(thread.id, input, image, sent || v.when !== 'draft')
        : create(input, image, v.when !== 'draft'),
    done: (_r, v) => (sent ? 'Announcement saved' : doneLabels[v.when]),
    onClose,
  });
  const when = form.form.watch('when');
  const pinned = form.form.watch('pinned');
  const dropImage = async () => {
    if (thread) await removeImage(thread.id);
    setImageName(null);
  };
  return (
    <FormDialog
      form={form}
      title={thread ? 'Edit announcement' : 'New announcement'}
      submitLabel="Save announcement"
      failureTitle="The announcement was not saved."
    >
      <FormField<AnnouncementValues> name="title" label="Title" required />
      <FormField<AnnouncementValues>
        name="description"
        label="Message"
        kind="custom"
        render={(field, invalid) => (
          <RichTextEditor
            label="Message"
            value={String(field.value ?? '')}
            onChange={field.onChange}
            invalid={invalid}
          />
        )}
      />
      {sent ? null : (
        <FormField<AnnouncementValues>
          name="receivers"
          label="Receivers"
          hint="The project's groups; their members receive it in Teams and in the app."
          kind="custom"
          render={(field) => (
            <GroupChecklist
              projectId={projectId}
              label="Receivers"
              value={(field.value as string[] | undefined) ?? []}
              onChange={field.onChange}
            />
          )}
        />
      )}
      {sent ? null : (
        <ReceiverPeopleField<AnnouncementValues>
          name="people"
          label="People"
          hint="Anyone else who should receive it, by name."
        />
      )}
      <FormField<AnnouncementValues>
        name="associated_changes"
        label="About these changes"
        kind="custom"
        render={(field) => (
          <ChangeChecklist
            projectId={projectId}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <Field
        label="Image"
        hint={imageName ? `Now: ${imageName}` : 'PNG, JPEG, GIF or WebP, up to 5 MB.'}
      >
        <input
          aria-label="Image"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
        />
      </Field>
      {imageName && thread ? (
        <Button onClick={() => void dropImage()}>Remove the image</Button>
      ) : null}
      <FormField<AnnouncementValues>
        name="pinned"
        label="Pin to the top of the feed"
        kind="switch"
      />
      {pinned ? (
        <FormField<AnnouncementValues>
          name="pin_expiry"
          label="Unpin on"
          hint="Leave empty to keep it pinned until you unpin it."
          kind="custom"
          render={(field, invalid) => <DateTimeInput field={field} invalid={invalid} />}
        />
      ) : null}
      {sent ? null : (
        <FormField<AnnouncementValues>
          name="when"
          label="When"
          kind="radio"
          options={whenOptions}
        />
      )}
      {!sent && when === 'later' ? (
        <FormField<AnnouncementValues>
          name="send_date"
          label="Send at"
          required
          kind="custom"
          render={(field, invalid) => <DateTimeInput field={field} invalid={invalid} />}
        />
      ) : null}
    </FormDialog>
  );
}
