import { Button, Caption1, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ActivationCycle, NudgeStatsRow } from '@contract/leaders/activation-cycles.schema';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ReadState } from '@/components/read-state';
import { saveFile } from '@/lib/api-client/save-file';
import { useDeliveryStats } from '../hooks';
import { deliveryCsv, deliveryKindLabels } from './delivery-csv';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    flexWrap: 'wrap',
    marginBottom: tokens.spacingVerticalS,
  },
});

const count = (key: 'sent' | 'delivered' | 'opened' | 'acted', header: string) =>
  ({
    id: key,
    header,
    cell: (r: NudgeStatsRow) => r[key],
    compare: (a: NudgeStatsRow, b: NudgeStatsRow) => a[key] - b[key],
  }) satisfies DataColumn<NudgeStatsRow>;

/**
 * How far the cycle's (or every cycle's) nudges and task notifications got, per group and
 * kind: sent → delivered → opened → acted. Each stage counts people who reached at least it, so
 * the numbers never contradict each other; the same figures download as CSV.
 */
export function DeliveryPanel({
  projectId,
  cycle,
  groupId,
}: {
  projectId: number;
  cycle: ActivationCycle;
  groupId: number | null;
}) {
  const styles = useStyles();
  const [everyCycle, setEveryCycle] = useState(false);
  const stats = useDeliveryStats(projectId, everyCycle ? undefined : cycle.id);
  const columns: DataColumn<NudgeStatsRow>[] = [
    ...(everyCycle
      ? [{ id: 'cycle', header: 'Cycle', cell: (r: NudgeStatsRow) => r.cycle_name }]
      : []),
    { id: 'group', header: 'Group', cell: (r) => r.impacted_group.name },
    { id: 'kind', header: 'Kind', cell: (r) => deliveryKindLabels[r.item_kind] },
    count('sent', 'Sent'),
    count('delivered', 'Delivered'),
    count('opened', 'Opened'),
    count('acted', 'Acted'),
  ];
  return (
    <section aria-label="Delivery">
      <div className={styles.bar}>
        <Switch
          label="Every cycle of the project"
          checked={everyCycle}
          onChange={(_, d) => setEveryCycle(d.checked)}
        />
        <Button
          icon={<ArrowDownload20Regular />}
          disabled={!stats.data}
          onClick={() =>
            stats.data &&
            saveFile({
              blob: new Blob([deliveryCsv(stats.data)], { type: 'text/csv;charset=utf-8' }),
              fileName: everyCycle
                ? 'leader-delivery.csv'
                : `leader-delivery-cycle-${cycle.id}.csv`,
            })
          }
        >
          Download CSV
        </Button>
      </div>
      <ReadState
        read={stats}
        what="the delivery figures"
        isEmpty={(s) => s.rows.length === 0}
        empty={{
          title: 'Nothing sent yet',
          message: 'Nudges and task notifications show here once they go out.',
        }}
      >
        {(s) => {
          const rows = groupId ? s.rows.filter((r) => r.impacted_group.id === groupId) : s.rows;
          return (
            <>
              <Caption1 block>
                In all: {s.totals.sent} sent, {s.totals.delivered} delivered, {s.totals.opened}{' '}
                opened, {s.totals.acted} acted on. Each step counts people who got at least that
                far.
              </Caption1>
              <DataTable
                rows={rows}
                columns={columns}
                rowId={(r) => `${r.activation_cycle}-${r.impacted_group.id}-${r.item_kind}`}
                caption="Delivery by group"
              />
            </>
          );
        }}
      </ReadState>
    </section>
  );
}
