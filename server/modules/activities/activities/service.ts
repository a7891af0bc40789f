import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  activityTimingIssues,
  type createTrainingActivityInputSchema,
  type updateTrainingActivityInputSchema,
} from '../../../../contract/activities/activities.schema';
import type { ActivityFamily } from '../../../../contract/activities/activity-kinds';
import type { CurrentUser } from '../../../auth/current-user';
import { activities } from '../../../db/schema/activities';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { requireOwner } from '../../people/lookups';
import { findEditableProject, findVisibleProject } from '../../projects/policy';
import {
  replaceChanges,
  replaceGroups,
  requireProjectChanges,
  requireProjectImpactedGroups,
  requireProjectReadiness,
  requireType,
  writeOccurrences,
} from './parts';
import { selectActivities, type ActivityRecord, type ActivityRow } from './queries';

/** Engagement inputs are training inputs without `readiness_assessment`. */
type CreateActivityData = Omit<
  z.output<typeof createTrainingActivityInputSchema>,
  'readiness_assessment'
> & {
  readiness_assessment?: number | null;
};
type UpdateActivityData = z.output<typeof updateTrainingActivityInputSchema>;

export interface ActivityListFilters {
  project?: number | undefined;
  teamsApp?: boolean | undefined;
  readinessAssessmentId?: number | undefined;
}

/** `GET engagement-activities/` and `GET training-activities/`, earliest first. */
export async function listActivities(
  tx: TenantTx,
  user: CurrentUser,
  family: ActivityFamily,
  filters: ActivityListFilters,
): Promise<ActivityRow[]> {
  if (filters.project === undefined && filters.readinessAssessmentId === undefined) {
    throw badRequest({
      project: [
        family === 'TRAINING'
          ? 'Give the project or the readiness assessment.'
          : 'Give the project.',
      ],
    });
  }
  if (filters.project !== undefined) await findVisibleProject(tx, user, filters.project);
  return selectActivities(
    tx,
    user,
    and(
      eq(activities.family, family),
      filters.project !== undefined ? eq(activities.projectId, filters.project) : undefined,
      filters.teamsApp ? eq(activities.showInTeams, true) : undefined,
      filters.readinessAssessmentId !== undefined
        ? eq(activities.readinessAssessmentId, filters.readinessAssessmentId)
        : undefined,
    ),
  );
}

/** One activity of a project the caller can see; another family's id answers 404. */
export async function getActivity(
  tx: TenantTx,
  user: CurrentUser,
  family: ActivityFamily,
  id: number,
): Promise<ActivityRow> {
  const [row] = await selectActivities(
    tx,
    user,
    and(eq(activities.id, id), eq(activities.family, family)),
  );
  if (!row) throw notFound();
  return row;
}

async function findActivity(tx: TenantTx, family: ActivityFamily, id: number) {
  const [row] = await tx
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.family, family)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

function requireTiming(timing: Parameters<typeof activityTimingIssues>[0]) {
  const issues = activityTimingIssues(timing);
  if (Object.keys(issues).length > 0) {
    throw badRequest(
      Object.fromEntries(Object.entries(issues).map(([field, message]) => [field, [message]])),
    );
  }
}

function typeColumns(family: ActivityFamily, typeId: number) {
  return family === 'ENGAGEMENT'
    ? { engagementTypeId: typeId, trainingTypeId: null }
    : { engagementTypeId: null, trainingTypeId: typeId };
}

/** `POST engagement-activities/` / `POST training-activities/` on a project the caller edits. */
export async function createActivity(
  tx: TenantTx,
  user: CurrentUser,
  family: ActivityFamily,
  input: CreateActivityData,
): Promise<ActivityRow> {
  await findEditableProject(tx, user, input.project);
  await requireType(tx, family, input.type, input.date_mode, null);
  await requireProjectImpactedGroups(tx, input.project, input.impacted_groups);
  await requireProjectChanges(tx, input.project, input.changes);
  if (family === 'TRAINING') {
    await requireProjectReadiness(tx, input.project, input.readiness_assessment);
  }
  await requireOwner(tx, input.owner);
  const [created] = await tx
    .insert(activities)
    .values({
      projectId: input.project,
      family,
      ...typeColumns(family, input.type),
      name: input.name,
      description: input.description,
      dateMode: input.date_mode,
      startDate: input.start_date,
      endDate: input.date_mode === 'DURATION' ? input.end_date : null,
      startTime: input.start_time,
      repeat: input.repeat,
      repeatUntil: input.repeat === "Don't Repeat" ? null : input.repeat_until,
      reminder: input.reminder,
      audience: input.audience,
      ownerId: input.owner,
      hoursPerPerson: input.hours_per_person,
      showInTeams: input.show_in_teams,
      readinessAssessmentId: family === 'TRAINING' ? (input.readiness_assessment ?? null) : null,
      planKind: input.plan_kind,
      plannerReason: input.planner_reason,
      createdById: user.id,
    })
    .returning();
  if (!created) throw new Error('activity not created');
  await replaceGroups(tx, created.id, input.impacted_groups);
  await replaceChanges(tx, created.id, input.changes);
  await writeOccurrences(tx, created);
  return getActivity(tx, user, family, created.id);
}

/** `PATCH`: any subset; dates are checked against the stored values merged with the update. */
export async function updateActivity(
  tx: TenantTx,
  user: CurrentUser,
  family: ActivityFamily,
  id: number,
  input: UpdateActivityData,
): Promise<ActivityRow> {
  const stored = await findActivity(tx, family, id);
  await findEditableProject(tx, user, stored.projectId);
  const storedTypeId =
    (family === 'ENGAGEMENT' ? stored.engagementTypeId : stored.trainingTypeId) ?? 0;
  const merged = {
    date_mode: input.date_mode ?? stored.dateMode,
    start_date: input.start_date ?? stored.startDate,
    end_date: input.end_date !== undefined ? input.end_date : stored.endDate,
    repeat: input.repeat ?? stored.repeat,
    repeat_until: input.repeat_until !== undefined ? input.repeat_until : stored.repeatUntil,
  };
  requireTiming(merged);
  const typeId = input.type ?? storedTypeId;
  if (input.type !== undefined || input.date_mode !== undefined) {
    await requireType(tx, family, typeId, merged.date_mode, storedTypeId);
  }
  if (input.impacted_groups) {
    await requireProjectImpactedGroups(tx, stored.projectId, input.impacted_groups);
  }
  if (input.changes) await requireProjectChanges(tx, stored.projectId, input.changes);
  if (family === 'TRAINING') {
    await requireProjectReadiness(tx, stored.projectId, input.readiness_assessment);
  }
  await requireOwner(tx, input.owner);
  const changesTo: Partial<ActivityRecord> = {
    ...typeColumns(family, typeId),
    dateMode: merged.date_mode,
    startDate: merged.start_date,
    endDate: merged.date_mode === 'DURATION' ? merged.end_date : null,
    repeat: merged.repeat,
    repeatUntil: merged.repeat === "Don't Repeat" ? null : merged.repeat_until,
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.start_time !== undefined ? { startTime: input.start_time } : {}),
    ...(input.reminder !== undefined ? { reminder: input.reminder } : {}),
    ...(input.audience !== undefined ? { audience: input.audience } : {}),
    ...(input.owner !== undefined ? { ownerId: input.owner } : {}),
    ...(input.hours_per_person !== undefined ? { hoursPerPerson: input.hours_per_person } : {}),
    ...(input.show_in_teams !== undefined ? { showInTeams: input.show_in_teams } : {}),
    ...(input.plan_kind !== undefined ? { planKind: input.plan_kind } : {}),
    ...(input.planner_reason !== undefined ? { plannerReason: input.planner_reason } : {}),
    ...(family === 'TRAINING' && input.readiness_assessment !== undefined
      ? { readinessAssessmentId: input.readiness_assessment }
      : {}),
    updatedAt: new Date(),
  };
  const [updated] = await tx
    .update(activities)
    .set(changesTo)
    .where(eq(activities.id, id))
    .returning();
  if (!updated) throw notFound();
  if (input.impacted_groups) await replaceGroups(tx, id, input.impacted_groups);
  if (input.changes) await replaceChanges(tx, id, input.changes);
  await writeOccurrences(tx, updated);
  return getActivity(tx, user, family, id);
}

export async function deleteActivity(
  tx: TenantTx,
  user: CurrentUser,
  family: ActivityFamily,
  id: number,
): Promise<void> {
  const stored = await findActivity(tx, family, id);
  await findEditableProject(tx, user, stored.projectId);
  await tx.delete(activities).where(eq(activities.id, id));
}
