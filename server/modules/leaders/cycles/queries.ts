import { sql, type SQL } from 'drizzle-orm';
import type { CycleStatus } from '../../../../contract/leaders/activation-cycles';
import type { DeliveryFunnel, GroupRef } from '../../../../contract/leaders/shared.schema';
import type { PersonRef } from '../../../../contract/shared/common.schema';
import type { TenantTx } from '../../../db/tenant';
import { organisationTodaySql } from '../../../db/sql-helpers';
import { intArray } from '../../../db/sql-arrays';
import { projectGroupMembershipSql } from '../../groups/members-sql';

export type CycleRow = {
  id: number;
  project_id: number;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  status: CycleStatus;
  impacted_groups: (GroupRef & { plan_id: number; leaders: PersonRef[] })[];
  copied_from_id: number | null;
  created_by: PersonRef | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The active leaders of project group `groupId` as a JSON array of person refs, by name. */
function groupLeadersSql(groupId: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object('id', lp.id, 'display_name', lp.name)
      ORDER BY lower(lp.name), lp.id), '[]')
    FROM (SELECT DISTINCT p.id,
        coalesce(nullif(trim(concat(p.first_name, ' ', p.last_name)), ''), p.email) AS name
      FROM ${projectGroupMembershipSql(groupId)} m JOIN user_profiles p ON p.id = m.user_id
      WHERE m.is_leader AND p.is_active) lp)`;
}

/** A cycle's state today in the organisation's time zone. */
export function cycleStatusSql(alias: string): SQL {
  const c = sql.raw(alias);
  return sql`CASE WHEN ${organisationTodaySql} < ${c}.start_date THEN 'UPCOMING'
    WHEN ${organisationTodaySql} > ${c}.end_date THEN 'ENDED' ELSE 'LIVE' END`;
}

/**
 * Cycles matching `where` (a condition on alias `c`) with their groups, live ones first, then
 * upcoming by start, then ended (latest first): the timeline's order.
 */
export async function selectCycles(tx: TenantTx, where: SQL): Promise<CycleRow[]> {
  const result = await tx.execute<CycleRow>(sql`
    SELECT c.id, c.project_id, c.name, c.description,
      to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
      ${cycleStatusSql('c')} AS status,
      (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'plan_id', cg.id,
          'leaders', ${groupLeadersSql(sql`g.id`)})
          ORDER BY lower(g.name), g.id), '[]')
        FROM activation_cycle_groups cg JOIN project_groups g ON g.id = cg.impacted_group_id
        WHERE cg.cycle_id = c.id) AS impacted_groups,
      c.copied_from_id,
      (SELECT json_build_object('id', p.id, 'display_name',
          coalesce(nullif(trim(concat(p.first_name, ' ', p.last_name)), ''), p.email))
        FROM user_profiles p WHERE p.id = c.created_by_id) AS created_by,
      c.created_at, c.updated_at
    FROM activation_cycles c
    WHERE ${where}
    ORDER BY array_position(ARRAY['LIVE','UPCOMING','ENDED'], ${cycleStatusSql('c')}),
      CASE WHEN ${cycleStatusSql('c')} = 'ENDED' THEN NULL ELSE c.start_date END,
      c.end_date DESC, c.id`);
  return result.rows;
}

/** The nudge funnel of each of these cycles (optionally of one group only). */
export async function nudgeFunnels(
  tx: TenantTx,
  cycleIds: readonly number[],
  groupId?: number,
): Promise<Map<number, DeliveryFunnel>> {
  const map = new Map<number, DeliveryFunnel>();
  if (cycleIds.length === 0) return map;
  const result = await tx.execute<DeliveryFunnel & { cycle_id: number }>(sql`
    SELECT d.cycle_id, ${funnelColumnsSql('d')}
    FROM activation_deliveries d
    WHERE d.item_kind = 'NUDGE' AND d.cycle_id = ANY(${intArray(cycleIds)})
      ${groupId ? sql`AND d.impacted_group_id = ${groupId}` : sql``}
    GROUP BY d.cycle_id`);
  for (const { cycle_id, ...funnel } of result.rows) map.set(cycle_id, funnel);
  return map;
}

/**
 * The funnel's four counts over deliveries in alias `d`: each stage counts rows that reached at
 * least it, so the counts can only shrink from one stage to the next.
 */
export function funnelColumnsSql(alias: string): SQL {
  const d = sql.raw(alias);
  return sql`count(${d}.sent_at)::int AS sent,
    count(*) FILTER (WHERE ${d}.sent_at IS NOT NULL AND coalesce(${d}.delivered_at, ${d}.opened_at, ${d}.acted_at) IS NOT NULL)::int AS delivered,
    count(*) FILTER (WHERE ${d}.sent_at IS NOT NULL AND coalesce(${d}.opened_at, ${d}.acted_at) IS NOT NULL)::int AS opened,
    count(*) FILTER (WHERE ${d}.sent_at IS NOT NULL AND ${d}.acted_at IS NOT NULL)::int AS acted`;
}

export const emptyFunnel: DeliveryFunnel = { sent: 0, delivered: 0, opened: 0, acted: 0 };
