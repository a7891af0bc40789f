import {
  Button,
  Caption1,
  Field,
  Spinner,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChatRegular, HeartFilled, HeartRegular, PinRegular } from '@fluentui/react-icons';
import type { Thread } from '@contract/comms/threads.schema';
import { useEffect, useState } from 'react';
import { useAddMessage, useThread, useToggleLike } from '@/features/comms/hooks';
import { useFormat } from '@/lib/format/use-format';
import { track } from '@/lib/telemetry/track';
import { SafeHtml } from '@/components/safe-html';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  title: { margin: 0 },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  replies: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const projectOf = (thread: Thread) => (thread.project ? { project_id: thread.project } : {});

/** Its replies and a reply box; reading them counts as opening the announcement. */
function Replies({ thread }: { thread: Thread }) {
  const styles = useStyles();
  const detail = useThread(thread.id);
  const addMessage = useAddMessage();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    track('Announcement viewed', {
      announcement_id: thread.id,
      from: 'announcements',
      ...projectOf(thread),
    });
  }, [thread]);
  const send = async () => {
    if (!reply.trim()) return setError('Write a reply.');
    try {
      await addMessage(thread.id, reply);
      track('Announcement replied', { announcement_id: thread.id, ...projectOf(thread) });
      setReply('');
      setError(undefined);
    } catch {
      setError('Your reply was not sent. Try again.');
    }
  };
  return (
    <>
      {detail.isLoading ? <Spinner size="tiny" label="Loading replies" /> : null}
      {detail.data?.messages.length ? (
        <ul className={styles.replies} aria-label={`Replies to ${thread.title}`}>
          {detail.data.messages.map((m) => (
            <li key={m.id}>
              <Caption1 className={styles.meta}>{m.author?.display_name ?? 'Someone'}: </Caption1>
              {m.body}
            </li>
          ))}
        </ul>
      ) : null}
      <Field label="Reply" validationMessage={error}>
        <Textarea value={reply} onChange={(_e, d) => setReply(d.value)} rows={2} />
      </Field>
      <div className={styles.actions}>
        <Button size="small" onClick={() => void send()}>
          Send reply
        </Button>
      </div>
    </>
  );
}

/** One announcement in the narrow pane: its text, who sent it, likes and replies. */
export function PaneAnnouncement({ thread }: { thread: Thread }) {
  const format = useFormat();
  const styles = useStyles();
  const toggleLike = useToggleLike();
  const [open, setOpen] = useState(false);
  const headingId = `pane-announcement-${thread.id}`;
  const like = async () => {
    const liking = !thread.liked_by_me;
    await toggleLike(thread.id);
    if (liking) track('Announcement liked', { announcement_id: thread.id, ...projectOf(thread) });
  };
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.title}>
        {thread.pinned ? <PinRegular aria-label="Pinned" /> : null} {thread.title}
      </Subtitle2>
      <Caption1 className={styles.meta}>
        {[
          thread.project_name,
          thread.author?.display_name ?? 'The change team',
          thread.sent_at ? format.timestamp(thread.sent_at) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Caption1>
      <SafeHtml html={thread.description} />
      <div className={styles.actions}>
        <Button
          size="small"
          appearance="subtle"
          icon={thread.liked_by_me ? <HeartFilled /> : <HeartRegular />}
          aria-pressed={thread.liked_by_me}
          onClick={() => void like()}
        >
          {thread.liked_by_me ? 'Liked' : 'Like'} ({thread.likes_count})
        </Button>
        <Button
          size="small"
          appearance="subtle"
          icon={<ChatRegular />}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {`${thread.messages_count} ${thread.messages_count === 1 ? 'reply' : 'replies'}`}
        </Button>
      </div>
      {open ? <Replies thread={thread} /> : null}
    </article>
  );
}
