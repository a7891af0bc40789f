import { and, eq, inArray } from 'drizzle-orm';
import type { ActivityFamily } from '../../../../contract/activities/activity-kinds';
import type { activities } from '../../../db/schema/activities';
import {
  activityChanges,
  activityImpactedGroups,
  activityOccurrences,
  engagementActivityTypes,
  trainingActivityTypes,
} from '../../../db/schema/activities';
import { assessments } from '../../../db/schema/assessments';
import { changes } from '../../../db/schema/changes';
import { projectGroups } from '../../../db/schema/project-groups';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';
import { expandOccurrences } from './occurrences';

type ActivityRecord = typeof activities.$inferSelect;

/** The type must be the organisation's, of the activity's family, and enabled (unless kept). */
export async function requireType(
  tx: TenantTx,
  family: ActivityFamily,
  typeId: number,
  dateMode: string,
  keptTypeId: number | null,
): Promise<void> {
  const table = family === 'ENGAGEMENT' ? engagementActivityTypes : trainingActivityTypes;
  const [type] = await tx
    .select({ enabled: table.enabled })
    .from(table)
    .where(eq(table.id, typeId))
    .limit(1);
  if (!type) throw badRequest({ type: ['Choose an activity type from the list.'] });
  if (!type.enabled && typeId !== keptTypeId) {
    throw badRequest({ type: ['This type is disabled; choose another.'] });
  }
  if (family === 'TRAINING' && dateMode === 'DURATION') {
    const [training] = await tx
      .select({ singleDateOnly: trainingActivityTypes.singleDateOnly })
      .from(trainingActivityTypes)
      .where(eq(trainingActivityTypes.id, typeId));
    if (training?.singleDateOnly) {
      throw badRequest({ date_mode: ['This type of training is held on a single date.'] });
    }
  }
}

/** Every id must be an impacted group (not archived) of the project. */
export async function requireProjectImpactedGroups(
  tx: TenantTx,
  projectId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: projectGroups.id })
    .from(projectGroups)
    .where(
      and(
        inArray(projectGroups.id, [...ids]),
        eq(projectGroups.projectId, projectId),
        eq(projectGroups.groupType, 'Impacted'),
        eq(projectGroups.archived, false),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw badRequest({
      impacted_groups: [`Not an impacted group of this project: ${missing.join(', ')}.`],
    });
  }
}

/** Every id must be a change of the project. */
export async function requireProjectChanges(
  tx: TenantTx,
  projectId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: changes.id })
    .from(changes)
    .where(and(inArray(changes.id, [...ids]), eq(changes.projectId, projectId)));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw badRequest({ changes: [`Not a change of this project: ${missing.join(', ')}.`] });
  }
}

/** A training's readiness assessment must be the readiness assessment of its own project. */
export async function requireProjectReadiness(
  tx: TenantTx,
  projectId: number,
  id: number | null | undefined,
): Promise<void> {
  if (id === null || id === undefined) return;
  const [found] = await tx
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        eq(assessments.id, id),
        eq(assessments.projectId, projectId),
        eq(assessments.kind, 'READINESS'),
      ),
    )
    .limit(1);
  if (!found) {
    throw badRequest({
      readiness_assessment: ['Choose the readiness assessment of this project.'],
    });
  }
}

export async function replaceGroups(tx: TenantTx, activityId: number, ids: readonly number[]) {
  await tx.delete(activityImpactedGroups).where(eq(activityImpactedGroups.activityId, activityId));
  if (ids.length > 0) {
    await tx
      .insert(activityImpactedGroups)
      .values([...new Set(ids)].map((groupId) => ({ activityId, groupId })));
  }
}

export async function replaceChanges(tx: TenantTx, activityId: number, ids: readonly number[]) {
  await tx.delete(activityChanges).where(eq(activityChanges.activityId, activityId));
  if (ids.length > 0) {
    await tx
      .insert(activityChanges)
      .values([...new Set(ids)].map((changeId) => ({ activityId, changeId })));
  }
}

/** Rewrites the activity's occurrences from its stored dates and hours. */
export async function writeOccurrences(tx: TenantTx, activity: ActivityRecord): Promise<void> {
  await tx.delete(activityOccurrences).where(eq(activityOccurrences.activityId, activity.id));
  const occurrences = expandOccurrences(activity);
  await tx.insert(activityOccurrences).values(
    occurrences.map((o) => ({
      activityId: activity.id,
      startsOn: o.startsOn,
      endsOn: o.endsOn,
      hoursPerPerson: activity.hoursPerPerson,
    })),
  );
}
