import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  cycleDateIssues,
  type copyCycleInputSchema,
  type createCycleInputSchema,
  type cycleListQuerySchema,
  type updateCycleInputSchema,
} from '../../../../contract/leaders/activation-cycles.schema';
import type {
  CopyIntoCycleInput,
  DeliveryFunnel,
} from '../../../../contract/leaders/shared.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { activationCycleGroups, activationCycles } from '../../../db/schema/leaders';
import { intArray } from '../../../db/sql-arrays';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, HttpError, notFound } from '../../../http-errors';
import { organisationTodaySql } from '../../../db/sql-helpers';
import { findEditableProject, findVisibleProject } from '../../projects/policy';
import {
  findCycle,
  findEditableCycle,
  findImpactedGroup,
  visibleCycleSql,
  type CycleAccess,
} from '../leader-policy';
import { allInCycle, copyPart, type CopyPart } from './copy';
import { nudgeFunnels, selectCycles, type CycleRow } from './queries';

type ListQuery = z.output<typeof cycleListQuerySchema>;
type CreateData = z.output<typeof createCycleInputSchema>;
type UpdateData = z.output<typeof updateCycleInputSchema>;
type CopyData = z.output<typeof copyCycleInputSchema>;

export interface CycleBundle {
  cycle: CycleRow;
  canEdit: boolean;
  nudgeStats?: DeliveryFunnel;
}

/** `GET activation-cycles/` by project (optionally live only) or by impacted group. */
export async function listCycles(
  tx: TenantTx,
  user: CurrentUser,
  query: ListQuery,
): Promise<CycleBundle[]> {
  let projectId: number;
  let canEdit: boolean;
  let groupId: number | undefined;
  if (query.impacted_group_id) {
    const group = await findImpactedGroup(tx, user, query.impacted_group_id);
    ({ projectId, canEdit } = group);
    groupId = group.id;
    // Both given: the group must belong to that project, so a stray projectId is never ignored.
    if (query.projectId && query.projectId !== projectId) throw notFound('Project not found.');
  } else if (query.projectId) {
    projectId = query.projectId;
    ({ canEdit } = await findVisibleProject(tx, user, projectId));
  } else {
    throw badRequest({ projectId: ['Give the project (projectId) or the impacted group.'] });
  }
  const rows = await selectCycles(
    tx,
    sql`c.project_id = ${projectId} AND ${visibleCycleSql(user, sql`c.id`)}
      ${groupId ? sql`AND EXISTS (SELECT 1 FROM activation_cycle_groups fg WHERE fg.cycle_id = c.id AND fg.impacted_group_id = ${groupId})` : sql``}
      ${query.liveCyclesOnly ? sql`AND ${organisationTodaySql} BETWEEN c.start_date AND c.end_date` : sql``}`,
  );
  const stats = query.calculate_nudge_stats
    ? await nudgeFunnels(
        tx,
        rows.map((r) => r.id),
        groupId,
      )
    : undefined;
  return rows.map((cycle) => ({
    cycle,
    canEdit,
    ...(stats
      ? { nudgeStats: stats.get(cycle.id) ?? { sent: 0, delivered: 0, opened: 0, acted: 0 } }
      : {}),
  }));
}

export async function loadCycle(tx: TenantTx, access: CycleAccess): Promise<CycleBundle> {
  const [cycle] = await selectCycles(tx, sql`c.id = ${access.id}`);
  if (!cycle) throw notFound();
  return { cycle, canEdit: access.canEdit };
}

/** Refuses groups that are not active impacted groups of the project. */
async function requireImpactedGroups(
  tx: TenantTx,
  projectId: number,
  ids: readonly number[],
  field = 'impacted_groups',
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const result = await tx.execute<{ id: number }>(
    sql`SELECT id FROM project_groups WHERE id = ANY(${intArray(unique)}) AND project_id = ${projectId}
      AND group_type = 'Impacted' AND NOT archived`,
  );
  if (result.rows.length !== unique.length) {
    throw badRequest({ [field]: ['Choose impacted groups of this project from the list.'] });
  }
  return unique;
}

async function addGroups(tx: TenantTx, cycleId: number, groupIds: readonly number[]) {
  if (groupIds.length === 0) return;
  await tx
    .insert(activationCycleGroups)
    .values(groupIds.map((impactedGroupId) => ({ cycleId, impactedGroupId })))
    .onConflictDoNothing();
}

export async function createCycle(
  tx: TenantTx,
  user: CurrentUser,
  data: CreateData,
): Promise<CycleBundle> {
  await findEditableProject(tx, user, data.project);
  const groups = await requireImpactedGroups(tx, data.project, data.impacted_groups);
  const [row] = await tx
    .insert(activationCycles)
    .values({
      projectId: data.project,
      name: data.name,
      description: data.description ?? '',
      startDate: data.start_date,
      endDate: data.end_date,
      createdById: user.id,
    })
    .returning({ id: activationCycles.id });
  if (!row) throw new Error('cycle not created');
  await addGroups(tx, row.id, groups);
  return loadCycle(tx, await findCycle(tx, user, row.id));
}

export async function updateCycle(
  tx: TenantTx,
  user: CurrentUser,
  cycleId: number,
  data: UpdateData,
): Promise<CycleBundle> {
  const access = await findEditableCycle(tx, user, cycleId);
  const issues = cycleDateIssues({
    start_date: data.start_date ?? access.startDate,
    end_date: data.end_date ?? access.endDate,
  });
  if (issues.end_date) throw badRequest({ end_date: [issues.end_date] });
  if (data.impacted_groups) {
    const groups = await requireImpactedGroups(tx, access.projectId, data.impacted_groups);
    const removed = await tx.execute<{ id: number; name: string }>(sql`
      SELECT g.id, g.name FROM activation_cycle_groups cg JOIN project_groups g ON g.id = cg.impacted_group_id
      WHERE cg.cycle_id = ${cycleId} AND NOT (cg.impacted_group_id = ANY(${intArray(groups)}))
        AND (EXISTS (SELECT 1 FROM leader_items i WHERE i.cycle_id = ${cycleId} AND i.impacted_group_id = g.id)
          OR EXISTS (SELECT 1 FROM key_messages k WHERE k.cycle_id = ${cycleId} AND k.impacted_group_id = g.id)
          OR EXISTS (SELECT 1 FROM nudges n WHERE n.cycle_id = ${cycleId} AND n.impacted_group_id = g.id))`);
    if (removed.rows.length > 0) {
      throw badRequest({
        impacted_groups: [
          `${removed.rows.map((r) => r.name).join(', ')} still has tasks, actions, key messages or nudges in this cycle; remove those first.`,
        ],
      });
    }
    await tx
      .delete(activationCycleGroups)
      .where(
        and(
          eq(activationCycleGroups.cycleId, cycleId),
          sql`NOT (${activationCycleGroups.impactedGroupId} = ANY(${intArray(groups)}))`,
        ),
      );
    await addGroups(tx, cycleId, groups);
  }
  await tx
    .update(activationCycles)
    .set({
      ...(data.name !== undefined ? { name: data.name } : {}),
      ...(data.description !== undefined ? { description: data.description } : {}),
      ...(data.start_date !== undefined ? { startDate: data.start_date } : {}),
      ...(data.end_date !== undefined ? { endDate: data.end_date } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(activationCycles.id, cycleId));
  return loadCycle(tx, access);
}

/** Deletes a cycle with everything in it; returns the file keys of its nudges' images. */
export async function deleteCycle(
  tx: TenantTx,
  user: CurrentUser,
  cycleId: number,
): Promise<string[]> {
  await findEditableCycle(tx, user, cycleId);
  const images = await tx.execute<{ image_key: string }>(
    sql`SELECT image_key FROM nudges WHERE cycle_id = ${cycleId} AND image_key IS NOT NULL`,
  );
  await tx.delete(activationCycles).where(eq(activationCycles.id, cycleId));
  return images.rows.map((r) => r.image_key);
}

/** Days from one date to another (`YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

const allParts: CopyPart[] = ['tasks', 'actions', 'key_messages', 'new_ways_of_working'];

/** `POST activation-cycles/{id}/copy_activation_cycle/`: a new cycle holding copies of this one's plan. */
export async function copyCycle(
  tx: TenantTx,
  user: CurrentUser,
  sourceId: number,
  data: CopyData,
): Promise<CycleBundle> {
  const source = await findEditableCycle(tx, user, sourceId);
  const length = daysBetween(source.startDate, source.endDate);
  const endDate = data.end_date ?? addDays(data.start_date, length);
  const issues = cycleDateIssues({ start_date: data.start_date, end_date: endDate });
  if (issues.end_date) throw badRequest({ end_date: [issues.end_date] });
  const sourceGroups = await tx
    .select({ id: activationCycleGroups.impactedGroupId })
    .from(activationCycleGroups)
    .where(eq(activationCycleGroups.cycleId, sourceId));
  const groups = await requireImpactedGroups(
    tx,
    source.projectId,
    data.impacted_groups ?? sourceGroups.map((g) => g.id),
  );
  const [row] = await tx
    .insert(activationCycles)
    .values({
      projectId: source.projectId,
      name: data.name,
      description: sql`(SELECT description FROM activation_cycles WHERE id = ${sourceId})`,
      startDate: data.start_date,
      endDate,
      copiedFromId: sourceId,
      createdById: user.id,
    })
    .returning({ id: activationCycles.id });
  if (!row) throw new Error('cycle not copied');
  await addGroups(tx, row.id, groups);
  for (const part of data.include ?? allParts) {
    await copyPart(tx, part, sourceId, row.id, user.id);
  }
  return loadCycle(tx, await findCycle(tx, user, row.id));
}

/** `POST …/{source}/copy_…_into_cycle/`: copies some or all rows of a part into another cycle. */
export async function copyIntoCycle(
  tx: TenantTx,
  user: CurrentUser,
  part: CopyPart,
  sourceId: number,
  input: CopyIntoCycleInput,
): Promise<number> {
  await findCycle(tx, user, sourceId);
  if (input.ids?.length && !(await allInCycle(tx, part, sourceId, input.ids))) {
    throw badRequest({ ids: ['Choose items of the cycle copied from.'] });
  }
  if (input.target_cycle_id === sourceId) {
    throw badRequest({ target_cycle_id: ['Choose another cycle than the one copied from.'] });
  }
  await findEditableCycle(tx, user, input.target_cycle_id).catch((err: unknown) => {
    if (err instanceof HttpError && err.statusCode === 404) {
      throw badRequest({ target_cycle_id: ['Choose a cycle you can see from the list.'] });
    }
    throw err;
  });
  return copyPart(tx, part, sourceId, input.target_cycle_id, user.id, input.ids);
}
