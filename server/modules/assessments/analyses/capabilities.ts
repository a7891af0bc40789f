import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  CreateCapabilityInput,
  UpdateCapabilityInput,
} from '../../../../contract/assessments/analyses.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { assessmentRatings } from '../../../db/schema/assessments';
import {
  trainingCapabilities,
  trainingCapabilityGroups,
} from '../../../db/schema/assessments-training';
import { changes } from '../../../db/schema/changes';
import { projectGroups } from '../../../db/schema/project-groups';
import { qualified } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { projectFor } from '../shared/access';

function selectCapabilities(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select({
      capability: trainingCapabilities,
      changeName: changes.name,
      groups: sql<{ id: number; name: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.id)
        FROM training_capability_groups cg JOIN project_groups g ON g.id = cg.impacted_group_id
        WHERE cg.capability_id = ${qualified(trainingCapabilities.id)}), '[]'::json)`,
    })
    .from(trainingCapabilities)
    .innerJoin(changes, eq(changes.id, trainingCapabilities.changeId))
    .where(where)
    .orderBy(asc(changes.id), asc(trainingCapabilities.name), asc(trainingCapabilities.id));
}
export type CapabilityBundle = Awaited<ReturnType<typeof selectCapabilities>>[number];

/** `GET training-needs-capabilities/?groupBy=change&projectId=` */
export async function capabilitiesByChange(tx: TenantTx, user: CurrentUser, projectId: number) {
  await projectFor(tx, user, projectId, 'TRAINING_NEEDS', 'read');
  const rows = await selectCapabilities(tx, eq(trainingCapabilities.projectId, projectId));
  const byChange = new Map<
    number,
    { changeId: number; changeName: string; rows: CapabilityBundle[] }
  >();
  for (const row of rows) {
    const entry = byChange.get(row.capability.changeId) ?? {
      changeId: row.capability.changeId,
      changeName: row.changeName,
      rows: [],
    };
    entry.rows.push(row);
    byChange.set(row.capability.changeId, entry);
  }
  return [...byChange.values()];
}

async function loadCapability(tx: TenantTx, id: number): Promise<CapabilityBundle> {
  const [row] = await selectCapabilities(tx, eq(trainingCapabilities.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

async function requireOfProject(
  tx: TenantTx,
  projectId: number,
  input: { change?: number | undefined; impacted_groups?: number[] | undefined },
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.change !== undefined) {
    const [found] = await tx
      .select({ id: changes.id })
      .from(changes)
      .where(and(eq(changes.id, input.change), eq(changes.projectId, projectId)));
    if (!found) errors.change = ['Choose a change of this project.'];
  }
  const groups = [...new Set(input.impacted_groups ?? [])];
  if (groups.length > 0) {
    const found = await tx
      .select({ id: projectGroups.id })
      .from(projectGroups)
      .where(
        and(
          inArray(projectGroups.id, groups),
          eq(projectGroups.projectId, projectId),
          eq(projectGroups.groupType, 'Impacted'),
        ),
      );
    const known = new Set(found.map((g) => g.id));
    const missing = groups.filter((g) => !known.has(g));
    if (missing.length > 0) {
      errors.impacted_groups = [`Not an impacted group of this project: ${missing.join(', ')}.`];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

async function setGroups(tx: TenantTx, capabilityId: number, groups: number[]) {
  await tx
    .delete(trainingCapabilityGroups)
    .where(eq(trainingCapabilityGroups.capabilityId, capabilityId));
  const unique = [...new Set(groups)];
  if (unique.length > 0) {
    await tx
      .insert(trainingCapabilityGroups)
      .values(unique.map((impactedGroupId) => ({ capabilityId, impactedGroupId })));
  }
}

/** `POST training-needs-capabilities/` */
export async function createCapability(
  tx: TenantTx,
  user: CurrentUser,
  input: CreateCapabilityInput,
): Promise<CapabilityBundle> {
  await projectFor(tx, user, input.project, 'TRAINING_NEEDS', 'edit');
  await requireOfProject(tx, input.project, input);
  const [row] = await tx
    .insert(trainingCapabilities)
    .values({
      projectId: input.project,
      changeId: input.change,
      name: input.name,
      description: input.description ?? '',
      competencyLevel: input.competency_level,
      trainingActivityType: input.training_activity_type ?? '',
    })
    .returning({ id: trainingCapabilities.id });
  if (!row) throw new Error('capability not created');
  await setGroups(tx, row.id, input.impacted_groups ?? []);
  return loadCapability(tx, row.id);
}

async function findEditableCapability(tx: TenantTx, user: CurrentUser, id: number) {
  const { capability } = await loadCapability(tx, id);
  await projectFor(tx, user, capability.projectId, 'TRAINING_NEEDS', 'edit');
  return capability;
}

/** `PATCH training-needs-capabilities/{id}/` */
export async function updateCapability(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateCapabilityInput,
): Promise<CapabilityBundle> {
  const capability = await findEditableCapability(tx, user, id);
  await requireOfProject(tx, capability.projectId, input);
  await tx
    .update(trainingCapabilities)
    .set({
      changeId: input.change,
      name: input.name,
      description: input.description,
      competencyLevel: input.competency_level,
      trainingActivityType: input.training_activity_type,
      updatedAt: sql`now()`,
    })
    .where(eq(trainingCapabilities.id, id));
  if (input.impacted_groups !== undefined) await setGroups(tx, id, input.impacted_groups);
  return loadCapability(tx, id);
}

/** `DELETE training-needs-capabilities/{id}/` */
export async function deleteCapability(tx: TenantTx, user: CurrentUser, id: number) {
  await findEditableCapability(tx, user, id);
  await tx.delete(trainingCapabilities).where(eq(trainingCapabilities.id, id));
}

/**
 * `GET capability-training-items/?projectId=&groupBy=|impacted_groups=`: each capability each
 * impacted group needs, with the group's training need for the change from the analysis.
 */
export async function capabilityTrainingItems(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  groupIds: number[] | undefined,
) {
  await projectFor(tx, user, projectId, 'TRAINING_NEEDS', 'read');
  return tx
    .select({
      capabilityId: trainingCapabilities.id,
      capabilityName: trainingCapabilities.name,
      changeId: trainingCapabilities.changeId,
      changeName: changes.name,
      groupId: projectGroups.id,
      groupName: projectGroups.name,
      competencyLevel: trainingCapabilities.competencyLevel,
      trainingActivityType: trainingCapabilities.trainingActivityType,
      trainingNeed: sql<(typeof assessmentRatings.$inferSelect)['rating'] | null>`(
        SELECT r.rating FROM assessment_ratings r JOIN assessments a ON a.id = r.assessment_id
        WHERE a.project_id = ${projectId} AND a.kind = 'TRAINING_NEEDS'
          AND r.change_id = ${qualified(trainingCapabilities.changeId)}
          AND r.impacted_group_id = ${qualified(projectGroups.id)} AND r.dimension = 'OVERALL')`,
    })
    .from(trainingCapabilityGroups)
    .innerJoin(
      trainingCapabilities,
      eq(trainingCapabilities.id, trainingCapabilityGroups.capabilityId),
    )
    .innerJoin(changes, eq(changes.id, trainingCapabilities.changeId))
    .innerJoin(projectGroups, eq(projectGroups.id, trainingCapabilityGroups.impactedGroupId))
    .where(
      and(
        eq(trainingCapabilities.projectId, projectId),
        groupIds ? inArray(trainingCapabilityGroups.impactedGroupId, groupIds) : undefined,
      ),
    )
    .orderBy(asc(changes.id), asc(trainingCapabilities.name), asc(projectGroups.name));
}
export type CapabilityItemRow = Awaited<ReturnType<typeof capabilityTrainingItems>>[number];
