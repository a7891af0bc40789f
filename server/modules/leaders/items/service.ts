import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { LeaderItemKind } from '../../../../contract/leaders/kinds';
import type {
  BulkUpdateInput,
  createItemQuerySchema,
  CreateItemInput,
  TaskListQuery,
  UpdateItemInput,
  updateItemQuerySchema,
} from '../../../../contract/leaders/leader-items.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { leaderItems } from '../../../db/schema/leaders-work';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, forbidden, notFound } from '../../../http-errors';
import { leadsProjectGroupSql } from '../../groups/group-policy';
import { findVisibleProject, visibleProjectsWhere } from '../../projects/policy';
import { findCycle, findEditableCycle, requireEdit, type CycleAccess } from '../leader-policy';
import { markOpened } from '../deliveries';
import { notifyItem, type NotifyDeps } from './notify';
import { itemScopeSql, selectItems, type ItemRow } from './queries';

type CreateQuery = z.output<typeof createItemQuerySchema>;
type UpdateQuery = z.output<typeof updateItemQuerySchema>;

const what = (kind: LeaderItemKind) => (kind === 'TASK' ? 'task' : 'action');

/** Refuses a group that is not one of the cycle's. */
async function requireCycleGroup(tx: TenantTx, cycleId: number, groupId: number, field: string) {
  const result = await tx.execute(
    sql`SELECT 1 FROM activation_cycle_groups WHERE cycle_id = ${cycleId} AND impacted_group_id = ${groupId}`,
  );
  if (result.rows.length === 0) {
    throw badRequest({ [field]: ['Choose one of the cycle’s impacted groups.'] });
  }
}

/** Refuses an owner who does not lead the item's group (any of the cycle's for a general item). */
async function requireOwner(
  tx: TenantTx,
  cycleId: number,
  groupId: number | null,
  ownerId: number,
  field = 'owner',
) {
  const groups = groupId
    ? sql`SELECT ${groupId}::int AS gid`
    : sql`SELECT impacted_group_id AS gid FROM activation_cycle_groups WHERE cycle_id = ${cycleId}`;
  const result = await tx.execute(sql`
    SELECT 1 FROM (${groups}) gs JOIN user_profiles p ON p.id = ${ownerId} AND p.is_active
    WHERE ${leadsProjectGroupSql(ownerId, sql`gs.gid`)} LIMIT 1`);
  if (result.rows.length === 0) {
    throw badRequest({ [field]: ['Choose a leader of the group from the list.'] });
  }
}

export async function loadItem(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  kind?: LeaderItemKind,
): Promise<ItemRow> {
  const [row] = await selectItems(
    tx,
    user,
    sql`i.id = ${id} ${kind ? sql`AND i.kind = ${kind}` : sql``} AND ${itemScopeSql(user)}`,
  );
  if (!row) throw notFound();
  return row;
}

/** `POST leader-tasks/` and `POST leader-actions/`: a general item or one group's. */
export async function createItem(
  tx: TenantTx,
  user: CurrentUser,
  deps: NotifyDeps,
  kind: LeaderItemKind,
  target: CreateQuery,
  data: CreateItemInput,
): Promise<ItemRow> {
  const cycle = await findEditableCycle(tx, user, target.activation_cycle_id);
  if (target.project_id !== undefined && target.project_id !== cycle.projectId) {
    throw badRequest({ project_id: ['The cycle belongs to another project.'] });
  }
  const general = target.is_general ?? target.impacted_group_id === undefined;
  if (general && target.impacted_group_id !== undefined && target.is_general) {
    throw badRequest({ impacted_group_id: [`A general ${what(kind)} has no impacted group.`] });
  }
  const groupId = general ? null : (target.impacted_group_id ?? null);
  if (groupId) await requireCycleGroup(tx, cycle.id, groupId, 'impacted_group_id');
  if (data.owner) await requireOwner(tx, cycle.id, groupId, data.owner);
  const [row] = await tx
    .insert(leaderItems)
    .values({
      kind,
      cycleId: cycle.id,
      impactedGroupId: groupId,
      title: data.title,
      description: data.description ?? '',
      ownerId: data.owner ?? null,
      dueDate: data.due_date ?? null,
      createdById: user.id,
    })
    .returning({ id: leaderItems.id });
  if (!row) throw new Error('item not created');
  await notifyItem(tx, deps, {
    id: row.id,
    kind,
    cycleId: cycle.id,
    projectId: cycle.projectId,
    groupId,
    ownerId: data.owner ?? null,
    title: data.title,
    dueDate: data.due_date ?? null,
  });
  return loadItem(tx, user, row.id);
}

/** Closing or reopening: stamps the time; a leader closing their own item has acted on it. */
function closingValues(closed: boolean | undefined, current: boolean) {
  if (closed === undefined || closed === current) return {};
  return closed ? { closed: true, closedAt: sql`now()` } : { closed: false, closedAt: null };
}

/** `PATCH leader-tasks/{id}/`: staff change anything; a leader only closes or reopens. */
export async function updateItem(
  tx: TenantTx,
  user: CurrentUser,
  kind: LeaderItemKind,
  id: number,
  move: UpdateQuery,
  data: UpdateItemInput,
): Promise<ItemRow> {
  const item = await loadItem(tx, user, id, kind);
  const onlyClosing = Object.keys(data).every((k) => k === 'closed');
  if (!item.can_edit) {
    if (!onlyClosing || !item.can_close) {
      throw forbidden(`Leaders can close or reopen their groups’ ${what(kind)}s; nothing else.`);
    }
  }
  let cycleId = item.cycle_id;
  if (move.activation_cycle_id !== undefined && move.activation_cycle_id !== item.cycle_id) {
    const target = await findEditableCycle(tx, user, move.activation_cycle_id);
    if (target.projectId !== item.project_id) {
      throw badRequest({ activation_cycle_id: ['Move it to a cycle of the same project.'] });
    }
    cycleId = target.id;
  }
  if (move.project_id !== undefined && move.project_id !== item.project_id) {
    throw badRequest({ project_id: ['The item belongs to another project.'] });
  }
  const groupId =
    data.impacted_group !== undefined ? data.impacted_group : (item.impacted_group?.id ?? null);
  if (groupId && (data.impacted_group !== undefined || cycleId !== item.cycle_id)) {
    await requireCycleGroup(tx, cycleId, groupId, 'impacted_group');
  }
  if (data.owner) await requireOwner(tx, cycleId, groupId, data.owner);
  await tx
    .update(leaderItems)
    .set({
      cycleId,
      impactedGroupId: groupId,
      ...(data.title !== undefined ? { title: data.title } : {}),
      ...(data.description !== undefined ? { description: data.description } : {}),
      ...(data.owner !== undefined ? { ownerId: data.owner } : {}),
      ...(data.due_date !== undefined ? { dueDate: data.due_date } : {}),
      ...closingValues(data.closed, item.closed),
      updatedAt: sql`now()`,
    })
    .where(eq(leaderItems.id, id));
  if (data.closed === true && !item.closed) {
    await markOpened(tx, user, cycleId, kind, [id], 'acted');
  }
  return loadItem(tx, user, id);
}

export async function deleteItem(
  tx: TenantTx,
  user: CurrentUser,
  kind: LeaderItemKind,
  id: number,
): Promise<void> {
  const item = await loadItem(tx, user, id, kind);
  requireEdit(item.can_edit);
  await tx.delete(leaderItems).where(and(eq(leaderItems.id, id), eq(leaderItems.kind, kind)));
}

/**
 * `PATCH leader-tasks/{project}/update_tasks/`: close, reassign or move the due date of many
 * items at once. Answers their values before the change, which sent back undoes it.
 */
export async function bulkUpdate(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: BulkUpdateInput,
): Promise<{
  updated: ItemRow[];
  previous: { id: number; closed: boolean; owner: number | null; due_date: string | null }[];
}> {
  // Another organisation's (or an unseen) project is not found, whatever the items say.
  await findVisibleProject(tx, user, projectId);
  const ids = [...new Set(input.items.map((i) => i.id))];
  if (ids.length !== input.items.length) {
    throw badRequest({ items: ['Give each task once.'] });
  }
  const rows = await selectItems(
    tx,
    user,
    sql`i.id = ANY(${`{${ids.join(',')}}`}::int[]) AND c.project_id = ${projectId} AND ${itemScopeSql(user)}`,
  );
  if (rows.length !== ids.length) {
    throw badRequest({ items: ['Choose tasks of this project from the list.'] });
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const previous = [];
  for (const [index, change] of input.items.entries()) {
    const row = byId.get(change.id);
    if (!row) continue;
    const onlyClosing = change.owner === undefined && change.due_date === undefined;
    if (!row.can_edit && !(onlyClosing && row.can_close)) {
      throw forbidden('Leaders can close or reopen their groups’ tasks; nothing else.');
    }
    if (change.owner) {
      const group = row.impacted_group?.id ?? null;
      await requireOwner(tx, row.cycle_id, group, change.owner, `items.${index}.owner`);
    }
    previous.push({
      id: row.id,
      closed: row.closed,
      owner: row.owner?.id ?? null,
      due_date: row.due_date,
    });
    await tx
      .update(leaderItems)
      .set({
        ...(change.owner !== undefined ? { ownerId: change.owner } : {}),
        ...(change.due_date !== undefined ? { dueDate: change.due_date } : {}),
        ...closingValues(change.closed, row.closed),
        updatedAt: sql`now()`,
      })
      .where(eq(leaderItems.id, row.id));
  }
  const updated = await selectItems(tx, user, sql`i.id = ANY(${`{${ids.join(',')}}`}::int[])`);
  return { updated, previous };
}

/** The cycle or project a list is scoped to, checked; `null` when the list is the caller's own. */
export async function listScope(
  tx: TenantTx,
  user: CurrentUser,
  query: Pick<TaskListQuery, 'activation_cycle_id' | 'project' | 'personal_task' | 'isInTeams'>,
): Promise<{ where: SQL; cycle?: CycleAccess }> {
  if (query.activation_cycle_id) {
    const cycle = await findCycle(tx, user, query.activation_cycle_id);
    if (query.project !== undefined && query.project !== cycle.projectId) {
      throw badRequest({ project: ['The cycle belongs to another project.'] });
    }
    return { where: sql`i.cycle_id = ${cycle.id}`, cycle };
  }
  if (query.project) {
    await findVisibleProject(tx, user, query.project);
    return { where: sql`c.project_id = ${query.project}` };
  }
  if (query.personal_task || query.isInTeams) {
    return {
      where: sql`projects.deleted_at IS NULL AND ${visibleProjectsWhere(user) ?? sql`true`}`,
    };
  }
  throw badRequest({ project: ['Give the project or the cycle (or ask for your own tasks).'] });
}
