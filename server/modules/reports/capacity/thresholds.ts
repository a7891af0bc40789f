import type { Heatmap, OverloadAlert } from '../../../../contract/reports/portfolio.schema';
import { groupCapacityThresholds } from '../../../db/schema/reports';
import { organisations } from '../../../db/schema/organisations';
import type { TenantTx } from '../../../db/tenant';

export interface Thresholds {
  medium: number;
  high: number;
  very_high: number;
}

const fallback: Thresholds = { medium: 5, high: 10, very_high: 15 };

/**
 * The thresholds that colour a heatmap: the organisation's, and each organisation group's own
 * capacity by its row key (`g<id>`). Two small reads (at most one row per group).
 */
export async function capacityThresholds(
  tx: TenantTx,
): Promise<{ organisation: Thresholds; groups: Map<string, Thresholds> }> {
  const [org] = await tx
    .select({ thresholds: organisations.heatmapThresholds })
    .from(organisations);
  const own = await tx
    .select({
      groupId: groupCapacityThresholds.groupId,
      medium: groupCapacityThresholds.medium,
      high: groupCapacityThresholds.high,
      veryHigh: groupCapacityThresholds.veryHigh,
    })
    .from(groupCapacityThresholds);
  return {
    organisation: org?.thresholds ?? fallback,
    groups: new Map(
      own.map((t) => [`g${t.groupId}`, { medium: t.medium, high: t.high, very_high: t.veryHigh }]),
    ),
  };
}

/**
 * Overload alerts: every cell of a group with its own capacity that reaches high or very high
 * by that capacity, in row then column order.
 */
export function overloadAlerts(heatmap: Heatmap): OverloadAlert[] {
  const alerts: OverloadAlert[] = [];
  for (const row of heatmap.rows) {
    if (!row.capacity) continue;
    row.levels.forEach((level, i) => {
      const column = heatmap.columns[i];
      if (!column || (level !== 'high' && level !== 'very_high')) return;
      alerts.push({
        row: row.key,
        name: row.name,
        column: column.start,
        label: column.label,
        value: row.cells[i] ?? 0,
        level,
        capacity: row.capacity?.high ?? 0,
      });
    });
  }
  return alerts;
}
