import type { NudgeStats } from '@contract/leaders/activation-cycles.schema';
import type { DeliveryItemKind } from '@contract/leaders/kinds';
import { toCsv } from '@contract/shared/csv';

export const deliveryKindLabels: Record<DeliveryItemKind, string> = {
  NUDGE: 'Nudge',
  TASK: 'Task notification',
  ACTION: 'Action notification',
  KEY_MESSAGE: 'Key message',
};

/**
 * The delivery funnel as CSV: one line per cycle, group and kind, then the totals, with the
 * same counts the screen shows (each stage never exceeds the one before it).
 */
export function deliveryCsv(stats: NudgeStats): string {
  const header = ['Cycle', 'Impacted group', 'Kind', 'Sent', 'Delivered', 'Opened', 'Acted'];
  return toCsv([
    header,
    ...stats.rows.map((r) => [
      r.cycle_name,
      r.impacted_group.name,
      deliveryKindLabels[r.item_kind],
      r.sent,
      r.delivered,
      r.opened,
      r.acted,
    ]),
    [
      'Total',
      '',
      '',
      stats.totals.sent,
      stats.totals.delivered,
      stats.totals.opened,
      stats.totals.acted,
    ],
  ]);
}
