import { sql, type SQL } from 'drizzle-orm';
import type { LeaderItemKind } from '../../../../contract/leaders/kinds';
import type {
  ItemStats,
  ProjectTaskStats,
  TaskFilterInput,
  TaskListQuery,
} from '../../../../contract/leaders/leader-items.schema';
import type { GroupRef } from '../../../../contract/leaders/shared.schema';
import type { PaginationQuery } from '../../../../contract/shared/common.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { intArray } from '../../../db/sql-arrays';
import { containsPattern } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { pageWindow } from '../../../http/pagination';
import { notFound } from '../../../http-errors';
import { findVisibleProject } from '../../projects/policy';
import { findCycle } from '../leader-policy';
import { listScope } from './service';
import {
  countItems,
  itemScopeSql,
  itemStats,
  itemStatsBy,
  mineSql,
  selectItems,
  stateConditionSql,
  type ItemRow,
} from './queries';

export type ItemPage = { count: number; rows: ItemRow[] };

/** Everything the wizard shows at once, whatever the page size asked. */
const WIZARD_LIMIT = 1000;

/** `GET leader-tasks/` (and, with fewer filters, `GET leader-actions/`). */
export async function listItems(
  tx: TenantTx,
  user: CurrentUser,
  kind: LeaderItemKind,
  query: TaskListQuery,
): Promise<{ stats: ItemStats } | ItemPage> {
  const scope = await listScope(tx, user, query);
  const parts: SQL[] = [
    sql`i.kind = ${kind}`,
    scope.where,
    itemScopeSql(user, query.isInTeams ?? false),
  ];
  if (query.closed !== undefined) parts.push(sql`i.closed = ${query.closed}`);
  if (query.personal_task) parts.push(mineSql(user));
  if (query.impacted_group_id) {
    parts.push(
      query.is_impacted_group_level
        ? sql`i.impacted_group_id = ${query.impacted_group_id}`
        : sql`(i.impacted_group_id = ${query.impacted_group_id} OR (i.impacted_group_id IS NULL AND EXISTS (
            SELECT 1 FROM activation_cycle_groups fg WHERE fg.cycle_id = i.cycle_id AND fg.impacted_group_id = ${query.impacted_group_id})))`,
    );
  } else if (query.is_impacted_group_level !== undefined) {
    parts.push(
      query.is_impacted_group_level
        ? sql`i.impacted_group_id IS NOT NULL`
        : sql`i.impacted_group_id IS NULL`,
    );
  }
  const where = sql.join(parts, sql` AND `);
  if (query.statsOnly) return { stats: await itemStats(tx, where) };
  const window = query.is_in_wizard ? { limit: WIZARD_LIMIT, offset: 0 } : pageWindow(query);
  const count = await countItems(tx, where);
  const rows = await selectItems(tx, user, where, window);
  return { count, rows };
}

/** `GET leader-tasks/personal_stats/`: the caller's own tasks. */
export async function personalStats(
  tx: TenantTx,
  user: CurrentUser,
  query: { activation_cycle_id?: number | undefined; impacted_group_id?: number | undefined },
): Promise<ItemStats> {
  if (query.activation_cycle_id) await findCycle(tx, user, query.activation_cycle_id);
  return itemStats(
    tx,
    sql`i.kind = 'TASK' AND projects.deleted_at IS NULL AND ${mineSql(user)}
      ${query.activation_cycle_id ? sql`AND i.cycle_id = ${query.activation_cycle_id}` : sql``}
      ${query.impacted_group_id ? sql`AND i.impacted_group_id = ${query.impacted_group_id}` : sql``}`,
  );
}

function filterConditions(user: CurrentUser, input: TaskFilterInput): SQL[] {
  const parts: SQL[] = [itemScopeSql(user)];
  if (input.activation_cycle_ids?.length) {
    parts.push(sql`i.cycle_id = ANY(${intArray(input.activation_cycle_ids)})`);
  }
  if (input.impacted_group_ids?.length) {
    parts.push(sql`i.impacted_group_id = ANY(${intArray(input.impacted_group_ids)})`);
  }
  if (input.owner_ids?.length) parts.push(sql`i.owner_id = ANY(${intArray(input.owner_ids)})`);
  if (input.states?.length) parts.push(stateConditionSql(input.states));
  if (input.kinds?.length)
    parts.push(
      sql`i.kind IN (${sql.join(
        input.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (input.search) {
    parts.push(
      sql`(i.title ILIKE ${containsPattern(input.search)} OR i.description ILIKE ${containsPattern(input.search)})`,
    );
  }
  return parts;
}

/** `POST leader-tasks/{project}/filter_tasks/`: a page of a project's tasks and actions. */
export async function filterProjectItems(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: TaskFilterInput,
): Promise<ItemPage & { page: PaginationQuery }> {
  await findVisibleProject(tx, user, projectId);
  const where = sql.join(
    [sql`c.project_id = ${projectId}`, ...filterConditions(user, input)],
    sql` AND `,
  );
  const page = { page_number: input.page_number ?? 1, page_size: input.page_size ?? 50 };
  const count = await countItems(tx, where);
  const rows = await selectItems(tx, user, where, pageWindow(page));
  return { count, rows, page };
}

export type CycleItemGroup = { group: GroupRef | null; stats: ItemStats; rows: ItemRow[] };

/** `POST leader-tasks/{cycle}/filter_tasks_cycle_level/`: a cycle's items, group by group (general first). */
export async function filterCycleItems(
  tx: TenantTx,
  user: CurrentUser,
  cycleId: number,
  input: TaskFilterInput,
): Promise<CycleItemGroup[]> {
  await findCycle(tx, user, cycleId);
  const where = sql.join(
    [sql`i.cycle_id = ${cycleId}`, ...filterConditions(user, input)],
    sql` AND `,
  );
  const rows = await selectItems(tx, user, where, { limit: 2000, offset: 0 });
  const stats = await itemStatsBy(tx, sql`coalesce(g.id, 0)`, sql`coalesce(g.name, '')`, where);
  return stats.map(({ key, name, ...counts }) => ({
    group: key === 0 ? null : { id: key, name },
    stats: counts,
    rows: rows.filter((r) => (r.impacted_group?.id ?? 0) === key),
  }));
}

/** `POST leader-tasks/{project}/task_stats_project_level/`. */
export async function projectItemStats(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: { activation_cycle_id?: number | undefined; kind?: LeaderItemKind | undefined },
): Promise<ProjectTaskStats> {
  await findVisibleProject(tx, user, projectId);
  const where = sql`c.project_id = ${projectId} AND ${itemScopeSql(user)}
    ${input.activation_cycle_id ? sql`AND i.cycle_id = ${input.activation_cycle_id}` : sql``}
    AND i.kind = ${input.kind ?? 'TASK'}`;
  const totals = await itemStats(tx, where);
  const byGroup = await itemStatsBy(tx, sql`g.id`, sql`g.name`, sql`${where} AND g.id IS NOT NULL`);
  const byCycle = await itemStatsBy(tx, sql`c.id`, sql`c.name`, where);
  return {
    totals,
    by_group: byGroup.map(({ key, name, ...stats }) => ({
      impacted_group: { id: key, name },
      stats,
    })),
    by_cycle: byCycle.map(({ key, name, ...stats }) => ({ activation_cycle: key, name, stats })),
  };
}

/** `GET projects/{id}/tasks/?leader_group_change_plan=`: one group's plan in a cycle. */
export async function planItems(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  query: PaginationQuery & { leader_group_change_plan: number; closed?: boolean | undefined },
): Promise<ItemPage> {
  await findVisibleProject(tx, user, projectId);
  const plan = await tx.execute<{ cycle_id: number; group_id: number }>(sql`
    SELECT cg.cycle_id, cg.impacted_group_id AS group_id FROM activation_cycle_groups cg
    JOIN activation_cycles pc ON pc.id = cg.cycle_id
    WHERE cg.id = ${query.leader_group_change_plan} AND pc.project_id = ${projectId}`);
  const found = plan.rows[0];
  if (!found) throw notFound();
  await findCycle(tx, user, found.cycle_id);
  const where = sql`i.cycle_id = ${found.cycle_id} AND (i.impacted_group_id = ${found.group_id} OR i.impacted_group_id IS NULL)
    AND ${itemScopeSql(user)} ${query.closed !== undefined ? sql`AND i.closed = ${query.closed}` : sql``}`;
  const count = await countItems(tx, where);
  const rows = await selectItems(tx, user, where, pageWindow(query));
  return { count, rows };
}
