import { sql, type SQL } from 'drizzle-orm';
import type { LeaderItemKind } from '../../../../contract/leaders/kinds';
import type { ItemState } from '../../../../contract/leaders/leader-items';
import type { ItemStats } from '../../../../contract/leaders/leader-items.schema';
import type { GroupRef } from '../../../../contract/leaders/shared.schema';
import type { PersonRef } from '../../../../contract/shared/common.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { organisationTodaySql } from '../../../db/sql-helpers';
import { canEditProjectSql } from '../../projects/policy';
import { visibleItemSql } from '../leader-policy';

export type ItemRow = {
  id: number;
  kind: LeaderItemKind;
  cycle_id: number;
  cycle_name: string;
  project_id: number;
  impacted_group: GroupRef | null;
  title: string;
  description: string;
  owner: PersonRef | null;
  due_date: string | null;
  closed: boolean;
  closed_at: Date | string | null;
  state: ItemState;
  closed_on_time: boolean | null;
  can_edit: boolean;
  can_close: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The day an item was closed, in the organisation's time zone. */
const closedDaySql = sql`(i.closed_at AT TIME ZONE (SELECT o.time_zone FROM organisations o LIMIT 1))::date`;
const overdueSql = sql`(NOT i.closed AND i.due_date < ${organisationTodaySql})`;
const closedOnTimeSql = sql`(i.closed AND i.due_date IS NOT NULL AND ${closedDaySql} <= i.due_date)`;

/** Tables every item query reads: item `i`, its cycle `c`, project `projects`, group `g`. */
const fromSql = sql`FROM leader_items i
  JOIN activation_cycles c ON c.id = i.cycle_id
  JOIN projects ON projects.id = c.project_id
  LEFT JOIN project_groups g ON g.id = i.impacted_group_id`;

/** Items the caller may see, with alias `i` for the item and `c` for its cycle. */
export function itemScopeSql(user: CurrentUser, ownGroupsOnly = false): SQL {
  return visibleItemSql(user, sql`i.cycle_id`, sql`i.impacted_group_id`, ownGroupsOnly);
}

/** Items that are the caller's own: given to them, or unassigned in a group they lead. */
export function mineSql(user: CurrentUser): SQL {
  return sql`(i.owner_id = ${user.id} OR (i.owner_id IS NULL AND ${itemScopeSql(user, true)}))`;
}

export function stateConditionSql(states: readonly ItemState[]): SQL {
  const parts = states.map((s) =>
    s === 'Closed'
      ? sql`i.closed`
      : s === 'Overdue'
        ? overdueSql
        : sql`(NOT i.closed AND NOT coalesce(i.due_date < ${organisationTodaySql}, false))`,
  );
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** Items matching `where` (on `i`, `c`, `g`), overdue first, then open by due date, then closed. */
export async function selectItems(
  tx: TenantTx,
  user: CurrentUser,
  where: SQL,
  window?: { limit: number; offset: number },
): Promise<ItemRow[]> {
  const result = await tx.execute<ItemRow>(sql`
    SELECT i.id, i.kind, i.cycle_id, c.name AS cycle_name, c.project_id,
      CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'name', g.name) END AS impacted_group,
      i.title, i.description,
      (SELECT json_build_object('id', p.id, 'display_name',
          coalesce(nullif(trim(concat(p.first_name, ' ', p.last_name)), ''), p.email))
        FROM user_profiles p WHERE p.id = i.owner_id) AS owner,
      to_char(i.due_date, 'YYYY-MM-DD') AS due_date, i.closed, i.closed_at,
      CASE WHEN i.closed THEN 'Closed' WHEN ${overdueSql} THEN 'Overdue' ELSE 'Open' END AS state,
      CASE WHEN i.closed AND i.due_date IS NOT NULL THEN ${closedOnTimeSql} ELSE NULL END AS closed_on_time,
      ${canEditProjectSql(user)} AS can_edit,
      (${canEditProjectSql(user)} OR ${itemScopeSql(user, true)}) AS can_close,
      i.created_at, i.updated_at
    ${fromSql}
    WHERE ${where}
    ORDER BY CASE WHEN i.closed THEN 2 WHEN ${overdueSql} THEN 0 ELSE 1 END,
      i.due_date NULLS LAST, i.id
    ${window ? sql`LIMIT ${window.limit} OFFSET ${window.offset}` : sql``}`);
  return result.rows;
}

export async function countItems(tx: TenantTx, where: SQL): Promise<number> {
  const result = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n ${fromSql} WHERE ${where}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The stats columns over items `i` (see `ItemStats`). */
export const statsColumnsSql = sql`count(*)::int AS total,
  count(*) FILTER (WHERE NOT i.closed AND NOT coalesce(i.due_date < ${organisationTodaySql}, false))::int AS open,
  count(*) FILTER (WHERE ${overdueSql})::int AS overdue,
  count(*) FILTER (WHERE i.closed)::int AS closed,
  count(*) FILTER (WHERE i.due_date <= ${organisationTodaySql})::int AS due_so_far,
  count(*) FILTER (WHERE i.due_date <= ${organisationTodaySql} AND ${closedOnTimeSql})::int AS closed_on_time`;

export const emptyStats: ItemStats = {
  total: 0,
  open: 0,
  overdue: 0,
  closed: 0,
  due_so_far: 0,
  closed_on_time: 0,
};

export async function itemStats(tx: TenantTx, where: SQL): Promise<ItemStats> {
  const result = await tx.execute<ItemStats>(
    sql`SELECT ${statsColumnsSql} ${fromSql} WHERE ${where}`,
  );
  return result.rows[0] ?? emptyStats;
}

/** Stats grouped by an expression over `i`, `c`, `g` (returned as `key`, `name`). */
export async function itemStatsBy(
  tx: TenantTx,
  key: SQL,
  name: SQL,
  where: SQL,
): Promise<(ItemStats & { key: number; name: string })[]> {
  const result = await tx.execute<ItemStats & { key: number; name: string }>(sql`
    SELECT ${key} AS key, ${name} AS name, ${statsColumnsSql} ${fromSql}
    WHERE ${where} GROUP BY 1, 2 ORDER BY lower(${name}), 1`);
  return result.rows;
}
