import type { NudgeStats } from '@contract/leaders/activation-cycles.schema';
import type { DeliveryItemKind } from '@contract/leaders/kinds';

export const deliveryKindLabels: Record<DeliveryItemKind, string> = {
  NUDGE: 'Nudge',
  TASK: 'Task notification',
  ACTION: 'Action notification',
  KEY_MESSAGE: 'Key message',
};

/** A cell as CSV: quoted when it holds a comma, quote or line break; formulas defused. */
function csvCell(value: string | number): string {
  let text = String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The delivery funnel as CSV: one line per cycle, group and kind, then the totals, with the
 * same counts the screen shows (each stage never exceeds the one before it).
 */
export function deliveryCsv(stats: NudgeStats): string {
  const header = ['Cycle', 'Impacted group', 'Kind', 'Sent', 'Delivered', 'Opened', 'Acted'];
  const lines = [
    header.map(csvCell).join(','),
    ...stats.rows.map((r) =>
      [
        r.cycle_name,
        r.impacted_group.name,
        deliveryKindLabels[r.item_kind],
        r.sent,
        r.delivered,
        r.opened,
        r.acted,
      ]
        .map(csvCell)
        .join(','),
    ),
    [
      'Total',
      '',
      '',
      stats.totals.sent,
      stats.totals.delivered,
      stats.totals.opened,
      stats.totals.acted,
    ]
      .map(csvCell)
      .join(','),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
