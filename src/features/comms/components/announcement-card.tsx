import {
  Button,
  Caption1,
  Field,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ClockRegular,
  DraftsRegular,
  HeartFilled,
  HeartRegular,
  PinRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { apiDownload } from '@/lib/api-client/api-client';
import type { Thread } from '@contract/comms/threads.schema';
import { StatusBadge, type StatusMap } from '@/components/status-badge';
import { saveDownload } from '../save-download';
import { downloadDeliveries } from '../api';
import { useAddMessage, useToggleLike } from '../hooks';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  title: { margin: 0 },
  meta: { color: tokens.colorNeutralForeground2 },
  image: { maxWidth: '100%', maxHeight: '16rem', borderRadius: tokens.borderRadiusMedium },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  figures: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
  },
  figure: { listStyleType: 'none' },
});

const statusLooks: StatusMap<Thread['status']> = {
  DRAFT: { label: 'Draft', tone: 'subtle', icon: DraftsRegular },
  SCHEDULED: { label: 'Scheduled', tone: 'warning', icon: ClockRegular },
  SENT: { label: 'Sent', tone: 'success', icon: SendRegular },
};

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : '';

/** The image of an announcement, fetched with the bearer token and shown from memory. */
function AnnouncementImage({ thread }: { thread: Thread }) {
  const styles = useStyles();
  const [src, setSrc] = useState<string | null>(null);
  const url = thread.image_url;
  useEffect(() => {
    if (!url) return;
    let shown: string | null = null;
    let live = true;
    apiDownload(url, { label: 'Announcement image', notifyOnError: false }).then(
      (file) => {
        if (!live) return;
        shown = URL.createObjectURL(file.blob);
        setSrc(shown);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [url]);
  if (!url || !src) return null;
  return <img src={src} alt={thread.image_name ?? 'Announcement image'} className={styles.image} />;
}

/** One announcement: its text, image, likes and replies; delivery figures for those who sent it. */
export function AnnouncementCard({ thread, open = false }: { thread: Thread; open?: boolean }) {
  const styles = useStyles();
  const toggleLike = useToggleLike();
  const addMessage = useAddMessage();
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const [replies, setReplies] = useState<{ id: number; body: string }[]>([]);
  const send = async () => {
    if (!reply.trim()) {
      setReplyError('Write a reply.');
      return;
    }
    try {
      const detail = await addMessage(thread.id, reply);
      setReplies(detail.messages.map((m) => ({ id: m.id, body: m.body })));
      setReply('');
      setReplyError(undefined);
    } catch {
      setReplyError('Your reply was not sent. Try again.');
    }
  };
  const headingId = `announcement-${thread.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Subtitle2 as="h3" id={headingId} className={styles.title}>
          {thread.title}
        </Subtitle2>
        <StatusBadge map={statusLooks} value={thread.status} />
        {thread.pinned ? (
          <Caption1>
            <PinRegular aria-hidden="true" /> Pinned
          </Caption1>
        ) : null}
      </div>
      <Caption1 className={styles.meta}>
        {thread.status === 'SENT'
          ? `Sent ${when(thread.sent_at)}`
          : thread.status === 'SCHEDULED'
            ? `Goes out ${when(thread.send_date)}`
            : 'Not sent yet'}
        {thread.author ? ` · ${thread.author.display_name}` : ' · The change team'}
        {thread.receivers.length ? ` · To ${thread.receivers.map((r) => r.name).join(', ')}` : ''}
      </Caption1>
      {/* Sanitised on the server to the editor's own markup. */}
      <div dangerouslySetInnerHTML={{ __html: thread.description }} />
      <AnnouncementImage thread={thread} />
      {thread.delivery ? (
        <div className={styles.actions}>
          <ul className={styles.figures} aria-label="Delivery">
            <li className={styles.figure}>{thread.delivery.sent} sent</li>
            <li className={styles.figure}>{thread.delivery.delivered} delivered</li>
            <li className={styles.figure}>{thread.delivery.opened} opened</li>
            <li className={styles.figure}>{thread.delivery.acted} acted</li>
            {thread.delivery.failed ? (
              <li className={styles.figure}>{thread.delivery.failed} failed</li>
            ) : null}
          </ul>
          {thread.delivery.sent ? (
            <Button
              size="small"
              icon={<ArrowDownloadRegular />}
              onClick={() => void downloadDeliveries('ANNOUNCEMENT', thread.id).then(saveDownload)}
            >
              Export CSV
            </Button>
          ) : null}
        </div>
      ) : null}
      {thread.status === 'SENT' ? (
        <div className={styles.actions}>
          <Button
            appearance="subtle"
            icon={thread.liked_by_me ? <HeartFilled /> : <HeartRegular />}
            aria-pressed={thread.liked_by_me}
            onClick={() => void toggleLike(thread.id)}
          >
            {thread.liked_by_me ? 'Liked' : 'Like'} ({thread.likes_count})
          </Button>
          <Caption1>{Math.max(thread.messages_count, replies.length)} replies</Caption1>
        </div>
      ) : null}
      {thread.status === 'SENT' && (open || !thread.delivery) ? (
        <>
          {replies.length ? (
            <ul aria-label="Replies">
              {replies.map((r) => (
                <li key={r.id}>{r.body}</li>
              ))}
            </ul>
          ) : null}
          <Field label="Reply" validationMessage={replyError}>
            <Textarea value={reply} onChange={(_e, data) => setReply(data.value)} rows={2} />
          </Field>
          <div className={styles.actions}>
            <Button onClick={() => void send()}>Send reply</Button>
          </div>
        </>
      ) : null}
    </article>
  );
}
