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
import { notFound } from '../../../http-errors';
import { projectFor } from '../shared/access';
import { linkedGroupsSql, requireProjectRefs } from '../shared/project-refs';

function selectCapabilities(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select({
      capability: trainingCapabilities,
      changeName: changes.name,
      groups: linkedGroupsSql(
        'training_capability_groups',
        'capability_id',
        qualified(trainingCapabilities.id),
      ),
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
  await requireProjectRefs(tx, input.project, input);
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
  await requireProjectRefs(tx, capability.projectId, input);
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
