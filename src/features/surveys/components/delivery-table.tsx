import {
  Button,
  Field,
  Input,
  Select,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, MailRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import {
  recipientStatusLabels,
  recipientStatuses,
  type RecipientStatus,
} from '@contract/surveys/delivery';
import type { DeliveryData, RecipientDelivery } from '@contract/surveys/delivery.schema';
import { announceAction } from '@/components/action-toasts';
import { ReadState } from '@/components/read-state';
import { useDeliveryData, useResendInvitations, useUpdateRecipientReminders } from '../hooks';
import { useFormat } from '@/lib/format/use-format';
import { formatWhen } from '../survey-status';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    marginBlock: tokens.spacingVerticalS,
  },
  scroll: { overflowX: 'auto' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    '& th, & td': {
      textAlign: 'start',
      padding: tokens.spacingHorizontalS,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      verticalAlign: 'middle',
    },
  },
  muted: { color: tokens.colorNeutralForeground2 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  pager: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    marginBlock: tokens.spacingVerticalS,
  },
});

function summaryText(d: DeliveryData): string {
  return (
    recipientStatuses
      .filter((s) => (d.summary[s] ?? 0) > 0)
      .map((s) => `${recipientStatusLabels[s]}: ${d.summary[s]}`)
      .join(' · ') || 'Nobody invited yet.'
  );
}

function Row({ surveyId, row }: { surveyId: number; row: RecipientDelivery }) {
  const format = useFormat();
  const styles = useStyles();
  const updateReminders = useUpdateRecipientReminders();
  const resend = useResendInvitations();
  const [busy, setBusy] = useState(false);
  const name = row.person.display_name || row.person.email;
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      announceAction({ title: await work() });
    } catch (err) {
      announceAction({
        title: err instanceof Error ? err.message : 'That did not work. Try again.',
        intent: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <th scope="row">
        <Text block>{name}</Text>
        <Text size={200} className={styles.muted}>
          {row.person.email}
        </Text>
      </th>
      <td>{row.group?.name ?? 'Named directly'}</td>
      <td>
        <span className={row.status === 'FAILED' ? styles.failed : undefined}>
          {recipientStatusLabels[row.status]}
        </span>
        {row.failed_reason && (
          <Text block size={200} className={styles.failed}>
            {row.failed_reason}
          </Text>
        )}
      </td>
      <td>{formatWhen(format, row.completed_at ?? row.opened_at ?? row.sent_at)}</td>
      <td>
        <Switch
          checked={row.reminders_enabled}
          disabled={busy || row.status === 'COMPLETED'}
          label={<span className={styles.muted}>{row.reminders_enabled ? 'On' : 'Off'}</span>}
          aria-label={`Reminders for ${name}`}
          onChange={(_, d) =>
            void run(async () => {
              await updateReminders(surveyId, row.id, { reminders_enabled: d.checked });
              return d.checked ? `Reminders on for ${name}` : `No more reminders to ${name}`;
            })
          }
        />
        {row.reminded_at && (
          <Text block size={200} className={styles.muted}>
            Last reminded {formatWhen(format, row.reminded_at)}
          </Text>
        )}
      </td>
      <td>
        {row.status === 'FAILED' ? (
          <Button
            size="small"
            icon={<ArrowSyncRegular />}
            disabled={busy}
            aria-label={`Retry the invitation to ${name}`}
            onClick={() =>
              void run(async () => {
                const c = await resend(surveyId, [row.id]);
                return c.delivered ? `Invitation to ${name} delivered` : `Still failing: ${name}`;
              })
            }
          >
            Retry
          </Button>
        ) : row.status !== 'COMPLETED' && row.status !== 'PENDING' ? (
          <Button
            size="small"
            icon={<MailRegular />}
            disabled={busy}
            aria-label={`Remind ${name} now`}
            onClick={() =>
              void run(async () => {
                await updateReminders(surveyId, row.id, { remind_now: true });
                return `Reminder sent to ${name}`;
              })
            }
          >
            Remind now
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * Who was invited and where each invitation stands, a page at a time: filter by status or
 * name, switch one person's reminders off (or on), remind one person now, retry a failed one.
 */
export function DeliveryTable({ surveyId }: { surveyId: number }) {
  const styles = useStyles();
  const [status, setStatus] = useState<RecipientStatus | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const read = useDeliveryData(surveyId, {
    page_number: page,
    page_size: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  });
  const resend = useResendInvitations();
  const pages = Math.max(1, Math.ceil((read.data?.count ?? 0) / PAGE_SIZE));
  return (
    <>
      <div className={styles.filters}>
        <Field label="Status">
          <Select
            value={status}
            onChange={(_, d) => {
              setStatus(d.value as RecipientStatus | '');
              setPage(1);
            }}
          >
            <option value="">Everyone</option>
            {recipientStatuses.map((s) => (
              <option key={s} value={s}>
                {recipientStatusLabels[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Find a person">
          <Input
            type="search"
            value={search}
            placeholder="Name or e-mail"
            onChange={(_, d) => {
              setSearch(d.value);
              setPage(1);
            }}
          />
        </Field>
      </div>
      <ReadState read={read} what="the deliveries">
        {(d) => (
          <>
            <p role="status">{summaryText(d)}</p>
            {(d.summary.FAILED ?? 0) > 0 && (
              <Button
                icon={<ArrowSyncRegular />}
                onClick={() =>
                  void resend(surveyId).then((c) =>
                    announceAction({
                      title: `Retried ${c.recipients}; ${c.delivered} delivered`,
                    }),
                  )
                }
              >
                Retry failed invitations
              </Button>
            )}
            {d.results.length === 0 ? (
              <p>Nobody matches these filters.</p>
            ) : (
              <div className={styles.scroll}>
                <table className={styles.table}>
                  <caption className={styles.muted}>
                    Invitations {(page - 1) * PAGE_SIZE + 1}–
                    {(page - 1) * PAGE_SIZE + d.results.length} of {d.count}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Person</th>
                      <th scope="col">Group</th>
                      <th scope="col">Status</th>
                      <th scope="col">Last change</th>
                      <th scope="col">Reminders</th>
                      <th scope="col">Action</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.results.map((row) => (
                      <Row key={row.id} surveyId={surveyId} row={row} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {pages > 1 && (
              <nav className={styles.pager} aria-label="Invitation pages">
                <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous page
                </Button>
                <span>
                  Page {page} of {pages}
                </span>
                <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Next page
                </Button>
              </nav>
            )}
          </>
        )}
      </ReadState>
    </>
  );
}
