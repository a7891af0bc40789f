import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { outboxChannelLabels } from '@contract/integrations/outbox';
import type { OutboxMessage } from '@contract/integrations/outbox.schema';
import { ReadState } from '@/components/read-state';
import { Timestamp } from '@/lib/format/formatted';
import { useOutbox } from '@/features/comms/hooks';
import { saveFile } from '@/lib/api-client/save-file';
import { downloadSentItem } from '../api';
import { SafeHtml } from '@/components/safe-html';

const useStyles = makeStyles({
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
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  meta: { color: tokens.colorNeutralForeground2 },
  body: { paddingBlock: tokens.spacingVerticalS },
});

function SentItem({ message }: { message: OutboxMessage }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const to = message.recipients.map((r) => r.name || r.address).join(', ');
  return (
    <li className={styles.item}>
      <Button appearance="transparent" aria-expanded={open} onClick={() => setOpen(!open)}>
        {outboxChannelLabels[message.channel]} to {to}: {message.subject}
      </Button>
      <Caption1 className={styles.meta}>
        {' '}
        <Timestamp at={message.created_at} />
      </Caption1>
      {open ? (
        <div>
          <SafeHtml className={styles.body} html={message.body_html} />
          {message.raw_file_name ? (
            <Button
              size="small"
              icon={<ArrowDownloadRegular />}
              onClick={() => void downloadSentItem(message.id).then(saveFile)}
            >
              Download the message (.eml)
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * Sent mail: what the product sent while no mail server or Microsoft 365 is configured
 * (invitations, verification mails, announcements), newest first, each openable as received.
 */
export function SentMailTab() {
  const styles = useStyles();
  const read = useOutbox();
  return (
    <ReadState
      read={read}
      what="the sent mail"
      isEmpty={(page) => page.results.length === 0}
      empty={{
        title: 'Nothing sent yet',
        message: 'Invitations and other mail appear here once sent.',
      }}
    >
      {(page) => (
        <ul className={styles.list} aria-label="Sent mail">
          {page.results.map((m) => (
            <SentItem key={m.id} message={m} />
          ))}
        </ul>
      )}
    </ReadState>
  );
}
