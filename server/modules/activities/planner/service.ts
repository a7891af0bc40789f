import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PlannerResult,
  plannerInputSchema,
} from '../../../../contract/activities/planner.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { engagementActivityTypes, trainingActivityTypes } from '../../../db/schema/activities';
import { changes } from '../../../db/schema/changes';
import { changeImpactedGroups, projectGroups } from '../../../db/schema/project-groups';
import type { TenantTx } from '../../../db/tenant';
import { findEditableProject } from '../../projects/policy';
import { planActivities, type PlanningChange, type PlanningType } from './plan';

/**
 * `POST engagement-planner/`: reads the project's changes, go-lives, impacted groups and impact
 * levels and proposes a plan. Nothing is written: the user accepts, edits or drops each
 * proposal and saves the ones they keep through the activity calls.
 */
export async function runPlanner(
  tx: TenantTx,
  user: CurrentUser,
  input: z.output<typeof plannerInputSchema>,
): Promise<PlannerResult> {
  await findEditableProject(tx, user, input.project);
  const groups = await tx
    .select({ id: projectGroups.id })
    .from(projectGroups)
    .where(
      and(
        eq(projectGroups.projectId, input.project),
        eq(projectGroups.groupType, 'Impacted'),
        eq(projectGroups.archived, false),
      ),
    );
  const groupIds = groups.map((g) => g.id);
  const changeRows = await tx
    .select({
      id: changes.id,
      name: changes.name,
      goLive: sql<
        string | null
      >`to_char(coalesce(${changes.goLiveDate}, ${changes.startDate}), 'YYYY-MM-DD')`,
    })
    .from(changes)
    .where(eq(changes.projectId, input.project))
    .orderBy(changes.id);
  const hits =
    changeRows.length === 0 || groupIds.length === 0
      ? []
      : await tx
          .select({
            changeId: changeImpactedGroups.changeId,
            groupId: changeImpactedGroups.impactedGroupId,
            level: changeImpactedGroups.impactLevel,
            hours: changeImpactedGroups.hoursPerPerson,
          })
          .from(changeImpactedGroups)
          .where(
            and(
              inArray(
                changeImpactedGroups.changeId,
                changeRows.map((c) => c.id),
              ),
              inArray(changeImpactedGroups.impactedGroupId, groupIds),
            ),
          );
  const planning: PlanningChange[] = changeRows.map((c) => ({
    id: c.id,
    name: c.name,
    goLive: c.goLive,
    groups: hits
      .filter((h) => h.changeId === c.id)
      .map((h) => ({ id: h.groupId, level: h.level, hoursPerPerson: h.hours })),
  }));
  const types = new Map<string, PlanningType>();
  const engagement = await tx
    .select()
    .from(engagementActivityTypes)
    .where(eq(engagementActivityTypes.enabled, true));
  for (const t of engagement) {
    types.set(t.name.toLowerCase(), {
      id: t.id,
      name: t.name,
      family: 'ENGAGEMENT',
      kind: t.kind,
      defaultHours: t.defaultHours,
    });
  }
  const training = await tx
    .select()
    .from(trainingActivityTypes)
    .where(eq(trainingActivityTypes.enabled, true));
  for (const t of training) {
    types.set(t.name.toLowerCase(), {
      id: t.id,
      name: t.name,
      family: 'TRAINING',
      kind: null,
      defaultHours: t.defaultHours,
    });
  }
  const { proposals, skipped } = planActivities({
    startDate: input.start_date,
    forProjectManagementPlan: input.for_change_project_management_plan,
    changes: planning,
    groupIds,
    types,
  });
  return {
    project: input.project,
    start_date: input.start_date,
    proposals,
    skipped_changes: skipped,
  };
}
