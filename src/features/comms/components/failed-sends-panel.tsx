import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { CommsItemKind } from '@contract/comms/deliveries';
import type { FailedDelivery } from '@contract/comms/deliveries.schema';
import { announceAction } from '@/components/action-toasts';
import { Timestamp } from '@/lib/format/formatted';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ReadState } from '@/components/read-state';
import { useFailedDeliveries, useRetryDelivery } from '../hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
});

const kindLabels: Record<CommsItemKind, string> = {
  ANNOUNCEMENT: 'Announcement',
  EMAIL: 'Email',
  YAMMER_POST: 'Viva Engage post',
  OUTLOOK_EVENT: 'Event',
  COMMS_FILE: 'Shared file',
};

function RetryButton({ delivery }: { delivery: FailedDelivery }) {
  const retry = useRetryDelivery();
  const [busy, setBusy] = useState(false);
  const who = delivery.recipient.display_name;
  return (
    <Button
      size="small"
      icon={<ArrowClockwiseRegular />}
      disabled={busy}
      aria-label={`Send “${delivery.item_title}” to ${who} again`}
      onClick={() => {
        setBusy(true);
        retry(delivery.id)
          .then((summary) =>
            announceAction({
              title: summary.failed
                ? `“${delivery.item_title}” still did not reach everyone`
                : `“${delivery.item_title}” sent to ${who}`,
            }),
          )
          .catch((error: unknown) =>
            announceAction({
              intent: 'error',
              title: 'It was not sent again',
              ...(error instanceof Error ? { body: error.message } : {}),
            }),
          )
          .finally(() => setBusy(false));
      }}
    >
      Retry
    </Button>
  );
}

const columns: DataColumn<FailedDelivery>[] = [
  {
    id: 'item',
    header: 'Communication',
    cell: (d) => `${kindLabels[d.item_kind]}: ${d.item_title}`,
    compare: (a, b) => a.item_title.localeCompare(b.item_title),
  },
  {
    id: 'recipient',
    header: 'Recipient',
    // A community a post did not reach has no email.
    cell: (d) =>
      d.recipient.email
        ? `${d.recipient.display_name} (${d.recipient.email})`
        : d.recipient.display_name,
  },
  { id: 'reason', header: 'Reason', cell: (d) => d.failed_reason },
  {
    id: 'when',
    header: 'Sent',
    cell: (d) => <Timestamp at={d.sent_at} />,
    compare: (a, b) => a.sent_at.localeCompare(b.sent_at),
  },
  { id: 'retry', header: 'Retry', cell: (d) => <RetryButton delivery={d} /> },
];

/**
 * The project's sends that did not go through (the mail server, Teams, Outlook or Viva Engage
 * refused them), each
 * with the reason it gave and a retry through the same channel.
 */
export function FailedSendsPanel({ projectId }: { projectId: number }) {
  const styles = useStyles();
  const read = useFailedDeliveries(projectId);
  return (
    <section className={styles.root} aria-labelledby="failed-sends-heading">
      <Subtitle2 as="h2" id="failed-sends-heading" className={styles.heading}>
        Failed sends
      </Subtitle2>
      <ReadState
        read={read}
        what="the failed sends"
        empty={{
          icon: <CheckmarkCircleRegular />,
          title: 'Nothing failed',
          message:
            'Every announcement, email, invitation, post and shared file reached the channel it was sent through.',
        }}
      >
        {(failed) => (
          <DataTable caption="Failed sends" rows={failed} columns={columns} rowId={(d) => d.id} />
        )}
      </ReadState>
    </section>
  );
}
