import { sql } from 'drizzle-orm';
import type { NudgeStats } from '../../../../contract/leaders/activation-cycles.schema';
import type { DeliveryItemKind } from '../../../../contract/leaders/kinds';
import type { DeliveryFunnel } from '../../../../contract/leaders/shared.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import { findVisibleProject } from '../../projects/policy';
import { reachableGroupSql, visibleCycleSql } from '../leader-policy';
import { funnelColumnsSql } from './queries';

/**
 * `POST activation-cycles/{project}/nudge_stats_project_level/`: the delivery funnel of a
 * project's nudges and task notifications per cycle, group and kind, with totals that are the
 * sums of the rows (one statement, so they cannot disagree).
 */
export async function nudgeStatsForProject(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  cycleId?: number,
): Promise<NudgeStats> {
  await findVisibleProject(tx, user, projectId);
  if (cycleId) {
    const cycle = await tx.execute(
      sql`SELECT 1 FROM activation_cycles WHERE id = ${cycleId} AND project_id = ${projectId}`,
    );
    if (cycle.rows.length === 0) throw notFound('Activation cycle not found.');
  }
  const reach = reachableGroupSql(user, sql`d.impacted_group_id`);
  const result = await tx.execute<
    DeliveryFunnel & {
      cycle_id: number;
      cycle_name: string;
      group_id: number;
      group_name: string;
      item_kind: DeliveryItemKind;
    }
  >(sql`
    SELECT c.id AS cycle_id, c.name AS cycle_name, g.id AS group_id, g.name AS group_name, d.item_kind,
      ${funnelColumnsSql('d')}
    FROM activation_deliveries d
    JOIN activation_cycles c ON c.id = d.cycle_id
    JOIN project_groups g ON g.id = d.impacted_group_id
    WHERE c.project_id = ${projectId} AND ${visibleCycleSql(user, sql`c.id`)}
      ${cycleId ? sql`AND c.id = ${cycleId}` : sql``}
      ${reach ? sql`AND ${reach}` : sql``}
    GROUP BY c.id, c.name, c.start_date, g.id, g.name, d.item_kind
    ORDER BY c.start_date DESC, c.id, lower(g.name), g.id, d.item_kind`);
  const totals: DeliveryFunnel = { sent: 0, delivered: 0, opened: 0, acted: 0 };
  const rows = result.rows.map((r) => {
    totals.sent += r.sent;
    totals.delivered += r.delivered;
    totals.opened += r.opened;
    totals.acted += r.acted;
    return {
      activation_cycle: r.cycle_id,
      cycle_name: r.cycle_name,
      impacted_group: { id: r.group_id, name: r.group_name },
      item_kind: r.item_kind,
      sent: r.sent,
      delivered: r.delivered,
      opened: r.opened,
      acted: r.acted,
    };
  });
  return { rows, totals };
}
