import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createUserDefinedActivityInputSchema,
  updateUserDefinedActivityInputSchema,
} from '../../../../contract/activities/activities.schema';
import type { ActivityFamily } from '../../../../contract/activities/activity-kinds';
import type { PersonRef } from '../../../../contract/shared/common.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { userDefinedActivities } from '../../../db/schema/activities';
import { activationCycles } from '../../../db/schema/leaders';
import { projects } from '../../../db/schema/projects';
import { personRefSql } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { requireOwner } from '../../people/lookups';
import {
  findEditableProject,
  findVisibleProject,
  visibleProjectsWhere,
} from '../../projects/policy';

export interface UserDefinedRow {
  activity: typeof userDefinedActivities.$inferSelect;
  owner: PersonRef | null;
}

async function select(tx: TenantTx, user: CurrentUser, where: SQL | undefined) {
  return tx
    .select({ activity: userDefinedActivities, owner: personRefSql(userDefinedActivities.ownerId) })
    .from(userDefinedActivities)
    .innerJoin(projects, eq(projects.id, userDefinedActivities.projectId))
    .where(and(where, isNull(projects.deletedAt), visibleProjectsWhere(user)))
    .orderBy(
      asc(userDefinedActivities.date),
      sql`lower(${userDefinedActivities.name})`,
      asc(userDefinedActivities.id),
    );
}

/** `GET user-defined-activities/` by project, family (`type`), activation cycle and Teams. */
export async function listUserDefined(
  tx: TenantTx,
  user: CurrentUser,
  filters: {
    project?: number | undefined;
    type?: ActivityFamily | undefined;
    activationCycleId?: number | undefined;
    inTeams?: boolean | undefined;
  },
): Promise<UserDefinedRow[]> {
  if (filters.project === undefined && filters.activationCycleId === undefined) {
    throw badRequest({ project: ['Give the project or the activation cycle.'] });
  }
  if (filters.project !== undefined) await findVisibleProject(tx, user, filters.project);
  return select(
    tx,
    user,
    and(
      filters.project !== undefined
        ? eq(userDefinedActivities.projectId, filters.project)
        : undefined,
      filters.type ? eq(userDefinedActivities.family, filters.type) : undefined,
      filters.activationCycleId !== undefined
        ? eq(userDefinedActivities.activationCycleId, filters.activationCycleId)
        : undefined,
      filters.inTeams !== undefined
        ? eq(userDefinedActivities.inTeams, filters.inTeams)
        : undefined,
    ),
  );
}

async function getUserDefined(tx: TenantTx, user: CurrentUser, id: number) {
  const [row] = await select(tx, user, eq(userDefinedActivities.id, id));
  if (!row) throw notFound();
  return row;
}

async function requireCycleOfProject(tx: TenantTx, projectId: number, cycleId: number | null) {
  if (cycleId === null) return;
  const [cycle] = await tx
    .select({ id: activationCycles.id })
    .from(activationCycles)
    .where(and(eq(activationCycles.id, cycleId), eq(activationCycles.projectId, projectId)));
  if (!cycle)
    throw badRequest({ activation_cycle: ['Choose an activation cycle of this project.'] });
}

export async function createUserDefined(
  tx: TenantTx,
  user: CurrentUser,
  input: z.output<typeof createUserDefinedActivityInputSchema>,
): Promise<UserDefinedRow> {
  await findEditableProject(tx, user, input.project);
  await requireCycleOfProject(tx, input.project, input.activation_cycle);
  await requireOwner(tx, input.owner);
  const [row] = await tx
    .insert(userDefinedActivities)
    .values({
      projectId: input.project,
      family: input.family,
      activationCycleId: input.activation_cycle,
      name: input.name,
      description: input.description,
      date: input.date,
      hoursPerPerson: input.hours_per_person,
      inTeams: input.in_teams,
      ownerId: input.owner,
      createdById: user.id,
    })
    .returning({ id: userDefinedActivities.id });
  if (!row) throw new Error('user-defined activity not created');
  return getUserDefined(tx, user, row.id);
}

async function findStored(tx: TenantTx, user: CurrentUser, id: number) {
  const [stored] = await tx
    .select()
    .from(userDefinedActivities)
    .where(eq(userDefinedActivities.id, id));
  if (!stored) throw notFound();
  await findEditableProject(tx, user, stored.projectId);
  return stored;
}

export async function updateUserDefined(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: z.output<typeof updateUserDefinedActivityInputSchema>,
): Promise<UserDefinedRow> {
  const stored = await findStored(tx, user, id);
  if (input.activation_cycle !== undefined) {
    await requireCycleOfProject(tx, stored.projectId, input.activation_cycle);
  }
  await requireOwner(tx, input.owner);
  await tx
    .update(userDefinedActivities)
    .set({
      ...(input.family !== undefined ? { family: input.family } : {}),
      ...(input.activation_cycle !== undefined
        ? { activationCycleId: input.activation_cycle }
        : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.date !== undefined ? { date: input.date } : {}),
      ...(input.hours_per_person !== undefined ? { hoursPerPerson: input.hours_per_person } : {}),
      ...(input.in_teams !== undefined ? { inTeams: input.in_teams } : {}),
      ...(input.owner !== undefined ? { ownerId: input.owner } : {}),
      updatedAt: new Date(),
    })
    .where(eq(userDefinedActivities.id, id));
  return getUserDefined(tx, user, id);
}

export async function deleteUserDefined(tx: TenantTx, user: CurrentUser, id: number) {
  await findStored(tx, user, id);
  await tx.delete(userDefinedActivities).where(eq(userDefinedActivities.id, id));
}
