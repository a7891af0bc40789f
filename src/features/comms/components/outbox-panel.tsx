import { Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { outboxChannelLabels, outboxPaths } from '@contract/integrations/outbox';
import type { OutboxMessage } from '@contract/integrations/outbox.schema';
import { ReadState } from '@/components/read-state';
import { Timestamp } from '@/lib/format/formatted';
import { apiDownload } from '@/lib/api-client/api-client';
import { useOutbox } from '../hooks';
import { saveDownload } from '../save-download';
import { SafeHtml } from '@/components/safe-html';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  meta: { color: tokens.colorNeutralForeground2 },
});

function OutboxItem({ message }: { message: OutboxMessage }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.item}>
      <Button appearance="transparent" aria-expanded={open} onClick={() => setOpen(!open)}>
        {outboxChannelLabels[message.channel]}: {message.subject}
      </Button>
      <Caption1 className={styles.meta}>
        {' '}
        to {message.recipients.map((r) => r.name || r.address).join(', ')} ·{' '}
        <Timestamp at={message.created_at} />
      </Caption1>
      {open ? (
        <div>
          <SafeHtml html={message.body_html} />
          {message.raw_file_name ? (
            <Button
              size="small"
              icon={<ArrowDownloadRegular />}
              onClick={() =>
                void apiDownload(outboxPaths.raw(message.id), { label: 'Sent item' }).then(
                  saveDownload,
                )
              }
            >
              Download{' '}
              {message.raw_file_name.endsWith('.ics') ? 'invitation (.ics)' : 'message (.eml)'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * What the product sent without a mail server or Microsoft 365 configured: each item as its
 * recipients would have had it, openable, with the raw `.eml` or `.ics`.
 */
export function OutboxPanel() {
  const styles = useStyles();
  const read = useOutbox();
  return (
    <section className={styles.root} aria-labelledby="outbox-heading">
      <Subtitle2 as="h2" id="outbox-heading" className={styles.heading}>
        Sent items
      </Subtitle2>
      <ReadState
        read={read}
        what="the sent items"
        isEmpty={(page) => page.results.length === 0}
        empty={{
          title: 'Nothing sent yet',
          message: 'Announcements, emails, posts and invitations appear here once sent.',
        }}
      >
        {(page) => (
          <ul className={styles.list}>
            {page.results.map((m) => (
              <OutboxItem key={m.id} message={m} />
            ))}
          </ul>
        )}
      </ReadState>
    </section>
  );
}
