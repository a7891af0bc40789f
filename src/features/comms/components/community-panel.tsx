import {
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Field,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PeopleCommunityRegular, ThumbLikeFilled, ThumbLikeRegular } from '@fluentui/react-icons';
import type { CommunityPost } from '@contract/comms/yammer-posts.schema';
import { communityReplyMaxLength } from '@contract/comms/yammer-posts';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Timestamp } from '@/lib/format/formatted';
import { ReadState } from '@/components/read-state';
import { ApiError } from '@/lib/api-client/api-error';
import { useCommunityFeed, useLikeCommunityPost, useReplyToCommunityPost } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  feed: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  body: { whiteSpace: 'pre-wrap' },
  replies: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
  },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** One post in its community: like it, read the thread, reply. */
function CommunityPostCard({ post }: { post: CommunityPost }) {
  const styles = useStyles();
  const like = useLikeCommunityPost();
  const replyTo = useReplyToCommunityPost();
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingId = `community-post-${post.id}`;
  const send = async () => {
    if (!reply.trim()) {
      setReplyError('Write a reply.');
      return;
    }
    setBusy(true);
    try {
      await replyTo(post.id, reply);
      setReply('');
      setReplyError(undefined);
    } catch (error) {
      setReplyError(
        error instanceof ApiError && error.fieldErrors?.body?.[0]
          ? error.fieldErrors.body[0]
          : 'Your reply was not sent. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader
        header={
          <Subtitle2 as="h3" id={headingId} className={styles.heading}>
            {post.subject}
          </Subtitle2>
        }
        description={
          <Caption1 className={styles.meta}>
            {post.community} · <Timestamp at={post.posted_at} />
          </Caption1>
        }
      />
      <Body1 className={styles.body}>{post.body}</Body1>
      <div className={styles.actions}>
        <Button
          appearance="subtle"
          icon={post.liked ? <ThumbLikeFilled /> : <ThumbLikeRegular />}
          aria-pressed={post.liked}
          onClick={() => void like(post.id, !post.liked).catch(() => undefined)}
        >
          {post.liked ? 'Liked' : 'Like'}
        </Button>
        <Caption1 className={styles.meta}>
          {post.likes === 1 ? '1 like' : `${post.likes} likes`}
        </Caption1>
      </div>
      {post.replies.length ? (
        <ul className={styles.replies} aria-label={`Replies to ${post.subject}`}>
          {post.replies.map((r, index) => (
            <li key={`${r.at}-${index}`}>
              <Caption1 className={styles.meta}>
                {r.mine ? 'You' : r.author} · <Timestamp at={r.at} />
              </Caption1>
              <div>{r.body}</div>
            </li>
          ))}
        </ul>
      ) : null}
      <Field label="Reply" validationMessage={replyError}>
        <Textarea
          value={reply}
          maxLength={communityReplyMaxLength}
          rows={2}
          onChange={(_e, data) => setReply(data.value)}
        />
      </Field>
      <div className={styles.actions}>
        <Button onClick={() => void send()} disabled={busy}>
          {busy ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </Card>
  );
}

/**
 * The project's Viva Engage posts in the communities the viewer belongs to, while no Microsoft
 * 365 is connected (the local default): likes and replies here count in the posts' figures as
 * they would in Viva Engage. Connected, the server says so, and people answer in Viva Engage.
 */
export function CommunityPanel({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const feed = useCommunityFeed(projectId);
  const inVivaEngage = feed.error instanceof ApiError && feed.error.status === 404;
  return (
    <section className={styles.root} aria-labelledby="community-heading">
      <Subtitle2 as="h2" id="community-heading" className={styles.heading}>
        Community posts
      </Subtitle2>
      {inVivaEngage ? (
        <EmptyState
          icon={<PeopleCommunityRegular />}
          title="Posts are in Viva Engage"
          headingLevel="h3"
          message="Read, like and reply to this project's posts in your Viva Engage communities."
        />
      ) : (
        <ReadState
          read={feed}
          what="the community posts"
          empty={{
            title: 'No posts in your communities',
            headingLevel: 'h3',
            message: 'Posts about this project to communities you belong to appear here.',
          }}
        >
          {(posts) => (
            <div className={styles.feed}>
              {posts.map((p) => (
                <CommunityPostCard key={p.id} post={p} />
              ))}
            </div>
          )}
        </ReadState>
      )}
    </section>
  );
}
