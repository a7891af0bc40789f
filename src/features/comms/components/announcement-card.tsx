import {
  Button,
  Caption1,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  ChatRegular,
  ClockRegular,
  DeleteRegular,
  DraftsRegular,
  EditRegular,
  HeartFilled,
  HeartRegular,
  PinRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { apiDownload } from '@/lib/api-client/api-client';
import { useFormat } from '@/lib/format/use-format';
import type { Thread } from '@contract/comms/threads.schema';
import { StatusBadge, type StatusMap } from '@/components/status-badge';
import { saveDownload } from '../save-download';
import { downloadDeliveries } from '../api';
import { DeliveryDetails } from './delivery-details';
import { track } from '@/lib/telemetry/track';
import { useToggleLike } from '../hooks';
import { lazyPart } from '@/components/lazy-part';
import type { ViewedFrom } from './announcement-replies';
import { SafeHtml } from '@/components/safe-html';

// The replies and the reply form load when someone opens them (Home lists cards, DESIGN.md §8).
const AnnouncementReplies = lazyPart(
  'announcement-replies',
  () => import('./announcement-replies').then((m) => m.AnnouncementReplies),
  <Spinner size="extra-small" label="Loading the replies" />,
);

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

/**
 * One announcement: its text, image, likes and replies (opened on request, which counts as
 * opening it); delivery figures, edit and delete for those who may change it.
 */
export function AnnouncementCard({
  thread,
  open = false,
  from = 'announcements',
  onEdit,
  onDelete,
}: {
  thread: Thread;
  /** Shown opened, with its replies (a single announcement's page). */
  open?: boolean;
  from?: ViewedFrom;
  onEdit?: (thread: Thread) => void;
  onDelete?: (thread: Thread) => void;
}) {
  const format = useFormat();
  const styles = useStyles();
  const toggleLike = useToggleLike();
  const [expanded, setExpanded] = useState(open);
  const article = useRef<HTMLElement>(null);
  // Opened from a link: bring it into view once.
  useEffect(() => {
    if (open) article.current?.scrollIntoView?.({ block: 'start' });
  }, [open]);
  const like = async () => {
    const liked = !thread.liked_by_me;
    await toggleLike(thread.id);
    if (liked) {
      track('Announcement liked', {
        announcement_id: thread.id,
        ...(thread.project ? { project_id: thread.project } : {}),
      });
    }
  };
  const headingId = `announcement-${thread.id}`;
  return (
    <article ref={article} className={styles.card} aria-labelledby={headingId}>
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
          ? `Sent ${thread.sent_at ? format.timestamp(thread.sent_at) : ''}`
          : thread.status === 'SCHEDULED'
            ? `Goes out ${thread.send_date ? format.timestamp(thread.send_date) : ''}`
            : 'Not sent yet'}
        {thread.author ? ` · ${thread.author.display_name}` : ' · The change team'}
        {thread.receivers.length ? ` · To ${thread.receivers.map((r) => r.name).join(', ')}` : ''}
      </Caption1>
      <SafeHtml html={thread.description} />
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
            <DeliveryDetails kind="ANNOUNCEMENT" id={thread.id} title={thread.title} />
          ) : null}
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
            onClick={() => void like()}
          >
            {thread.liked_by_me ? 'Liked' : 'Like'} ({thread.likes_count})
          </Button>
          <Button
            appearance="subtle"
            icon={<ChatRegular />}
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            {`${thread.messages_count} ${thread.messages_count === 1 ? 'reply' : 'replies'}`}
          </Button>
        </div>
      ) : null}
      {thread.status === 'SENT' && expanded ? (
        <AnnouncementReplies thread={thread} from={from} />
      ) : null}
      {thread.can_edit && (onEdit || onDelete) ? (
        <div className={styles.actions}>
          {onEdit ? (
            <Button
              size="small"
              icon={<EditRegular />}
              aria-label={`Edit ${thread.title}`}
              onClick={() => onEdit(thread)}
            >
              Edit
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="small"
              icon={<DeleteRegular />}
              aria-label={`Delete ${thread.title}`}
              onClick={() => onDelete(thread)}
            >
              Delete
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
