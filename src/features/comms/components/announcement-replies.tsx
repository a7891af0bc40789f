import {
  Button,
  Caption1,
  Field,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { Thread } from '@contract/comms/threads.schema';
import { track } from '@/lib/telemetry/track';
import { useAddMessage, useThread } from '../hooks';

const useStyles = makeStyles({
  replies: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
  },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Where the reader came from, for the usage reports' split of announcement views. */
export type ViewedFrom = 'announcements' | 'notification' | 'home';

/**
 * An opened announcement's replies and a reply box. Opening reads the announcement (which
 * counts it as opened for its sender's figures) and records the view.
 */
export function AnnouncementReplies({ thread, from }: { thread: Thread; from: ViewedFrom }) {
  const styles = useStyles();
  const detail = useThread(thread.id);
  const addMessage = useAddMessage();
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    track('Announcement viewed', {
      announcement_id: thread.id,
      from,
      ...(thread.project ? { project_id: thread.project } : {}),
    });
  }, [thread.id, thread.project, from]);
  const send = async () => {
    if (!reply.trim()) {
      setReplyError('Write a reply.');
      return;
    }
    setSending(true);
    try {
      await addMessage(thread.id, reply);
      track('Announcement replied', {
        announcement_id: thread.id,
        ...(thread.project ? { project_id: thread.project } : {}),
      });
      setReply('');
      setReplyError(undefined);
    } catch {
      setReplyError('Your reply was not sent. Try again.');
    } finally {
      setSending(false);
    }
  };
  const messages = detail.data?.messages ?? [];
  return (
    <>
      {detail.isLoading ? <Spinner size="tiny" label="Loading replies" /> : null}
      {messages.length ? (
        <ul className={styles.replies} aria-label="Replies">
          {messages.map((m) => (
            <li key={m.id}>
              <Caption1 className={styles.meta}>{m.author?.display_name ?? 'Someone'}</Caption1>
              <div>{m.body}</div>
            </li>
          ))}
        </ul>
      ) : null}
      <Field label="Reply" validationMessage={replyError}>
        <Textarea value={reply} onChange={(_e, data) => setReply(data.value)} rows={2} />
      </Field>
      <div className={styles.actions}>
        <Button onClick={() => void send()} disabled={sending}>
          {sending ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </>
  );
}
