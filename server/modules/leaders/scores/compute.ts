import { sql, type SQL } from 'drizzle-orm';
import type { Score } from '../../../../contract/leaders/scores.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { intArray } from '../../../db/sql-arrays';
import { organisationTodaySql } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { projectGroupsMembershipSql } from '../../groups/members-sql';
import { reachableGroupSql } from '../leader-policy';

/*
 * DESIGN.md §6. Leader activation = leader tasks closed on time / tasks due so far (due today
 * or earlier), per impacted group and cycle; a general task counts for every group of its
 * cycle. Leader engagement = share of a group's leaders who opened or acted on any of the
 * cycle's nudges, key messages or tasks. Each score carries its counts and a sentence.
 */

function percent(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : Math.round((numerator / denominator) * 100);
}

export function activationScore(closedOnTime: number, dueSoFar: number): Score {
  return {
    score: percent(closedOnTime, dueSoFar),
    numerator: closedOnTime,
    denominator: dueSoFar,
    explanation:
      dueSoFar === 0
        ? 'No leader tasks are due yet.'
        : `${closedOnTime} of ${dueSoFar} leader tasks due so far were closed on time.`,
  };
}

export function engagementScore(engaged: number, leaders: number): Score {
  return {
    score: percent(engaged, leaders),
    numerator: engaged,
    denominator: leaders,
    explanation:
      leaders === 0
        ? 'These groups have no leaders yet.'
        : `${engaged} of ${leaders} leaders opened or acted on their nudges, key messages or tasks.`,
  };
}

const closedOnTimeSql = sql`(i.closed AND ${sql`(i.closed_at AT TIME ZONE (SELECT o.time_zone FROM organisations o LIMIT 1))::date`} <= i.due_date)`;

/** `key`: what the counts are grouped by, over task `i`, cycle `c`, plan `cg`, group `pg`. */
export async function activationCounts(
  tx: TenantTx,
  key: SQL,
  name: SQL,
  where: SQL,
  perGroup: boolean,
): Promise<{ key: number; name: string; due: number; on_time: number }[]> {
  // Per group, a general task counts once for each group of its cycle; otherwise each task once.
  const from = perGroup
    ? sql`FROM leader_items i JOIN activation_cycles c ON c.id = i.cycle_id
        JOIN activation_cycle_groups cg ON cg.cycle_id = i.cycle_id AND (i.impacted_group_id IS NULL OR i.impacted_group_id = cg.impacted_group_id)
        JOIN project_groups pg ON pg.id = cg.impacted_group_id`
    : sql`FROM leader_items i JOIN activation_cycles c ON c.id = i.cycle_id
        JOIN projects pg ON pg.id = c.project_id`;
  const result = await tx.execute<{ key: number; name: string; due: number; on_time: number }>(sql`
    SELECT ${key} AS key, ${name} AS name,
      count(*) FILTER (WHERE i.due_date <= ${organisationTodaySql})::int AS due,
      count(*) FILTER (WHERE i.due_date <= ${organisationTodaySql} AND ${closedOnTimeSql})::int AS on_time
    ${from}
    WHERE i.kind = 'TASK' AND ${where}
    GROUP BY 1, 2 ORDER BY lower(${name}), 1`);
  return result.rows;
}

/**
 * Leaders of the groups in `groupIds` and how many of them engaged, grouped by `by`: each
 * group, each cycle (of the groups), each project (of the cycles), or everything (`all`). A
 * leader of two groups counts once.
 */
export async function engagementCounts(
  tx: TenantTx,
  user: CurrentUser,
  groupIds: readonly number[],
  by: 'group' | 'cycle' | 'project' | 'all',
  cycleIds?: readonly number[],
): Promise<{ key: number; name: string; leaders: number; engaged: number }[]> {
  if (groupIds.length === 0) return [];
  const reach = reachableGroupSql(user, sql`pg.id`);
  const cycles = cycleIds ? sql`AND cg.cycle_id = ANY(${intArray(cycleIds)})` : sql``;
  const key =
    by === 'group'
      ? sql`pg.id`
      : by === 'cycle'
        ? sql`c.id`
        : by === 'project'
          ? sql`c.project_id`
          : sql`0`;
  const name = by === 'group' ? sql`pg.name` : by === 'cycle' ? sql`c.name` : sql`''`;
  // Set-based: the groups once (their ids checked as one hashed array), their leaders in one
  // pass over the member tables, then the counts. Joined per row, a whole portfolio's ~700
  // groups cost ~0.3 ms each (the id array checked per row, each group's members looked up).
  const result = await tx.execute<{
    key: number;
    name: string;
    leaders: number;
    engaged: number;
  }>(sql`
    WITH pg AS MATERIALIZED (
      SELECT pg.id, pg.name, pg.global_impacted_group_id FROM project_groups pg
      WHERE pg.id = ANY(${intArray(groupIds)}) ${reach ? sql`AND ${reach}` : sql``}),
    leader AS MATERIALIZED (
      SELECT m.group_id, m.user_id FROM ${projectGroupsMembershipSql(sql`pg`)} m
      JOIN user_profiles lp ON lp.id = m.user_id AND lp.is_active
      WHERE m.is_leader)
    SELECT ${key} AS key, ${name} AS name, count(DISTINCT m.user_id)::int AS leaders,
      count(DISTINCT m.user_id) FILTER (WHERE EXISTS (
        SELECT 1 FROM activation_deliveries d
        WHERE d.user_id = m.user_id AND d.cycle_id = cg.cycle_id
          AND (d.opened_at IS NOT NULL OR d.acted_at IS NOT NULL)))::int AS engaged
    FROM pg
    JOIN activation_cycle_groups cg ON cg.impacted_group_id = pg.id ${cycles}
    JOIN activation_cycles c ON c.id = cg.cycle_id
    JOIN leader m ON m.group_id = pg.id
    GROUP BY 1, 2 ORDER BY lower(${name}), 1`);
  return result.rows;
}
