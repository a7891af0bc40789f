import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { EngagementKind } from '../../../../contract/activities/activity-kinds';
import type { NamedRef } from '../../../../contract/activities/activities.schema';
import type { PersonRef } from '../../../../contract/shared/common.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { activities } from '../../../db/schema/activities';
import { projects } from '../../../db/schema/projects';
import { personRefSql, qualified } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { canEditProjectSql, visibleProjectsWhere } from '../../projects/policy';

export type ActivityRecord = typeof activities.$inferSelect;

/** An activity with everything its answer shows, read in one statement. */
export interface ActivityRow {
  activity: ActivityRecord;
  projectName: string;
  typeName: string;
  kind: EngagementKind | null;
  groups: NamedRef[];
  changes: NamedRef[];
  owner: PersonRef | null;
  createdBy: PersonRef | null;
  occurrenceCount: number;
  totalHours: number;
  canEdit: boolean;
}

const typeNameSql = sql<string>`coalesce(
  (SELECT et.name FROM engagement_activity_types et WHERE et.id = ${qualified(activities.engagementTypeId)}),
  (SELECT tt.name FROM training_activity_types tt WHERE tt.id = ${qualified(activities.trainingTypeId)}))`;
const kindSql = sql<EngagementKind | null>`(SELECT et.kind FROM engagement_activity_types et WHERE et.id = ${qualified(activities.engagementTypeId)})`;
const groupsSql = sql<
  NamedRef[]
>`(SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY lower(g.name), g.id), '[]'::json)
  FROM activity_impacted_groups ag JOIN project_groups g ON g.id = ag.group_id WHERE ag.activity_id = ${qualified(activities.id)})`;
const changesSql = sql<
  NamedRef[]
>`(SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY lower(c.name), c.id), '[]'::json)
  FROM activity_changes ac JOIN changes c ON c.id = ac.change_id WHERE ac.activity_id = ${qualified(activities.id)})`;

/** Activities the caller may see (their projects, not deleted), earliest first. */
export async function selectActivities(
  tx: TenantTx,
  user: CurrentUser,
  where: SQL | undefined,
): Promise<ActivityRow[]> {
  const rows = await tx
    .select({
      activity: activities,
      projectName: projects.name,
      typeName: typeNameSql,
      kind: kindSql,
      groups: groupsSql,
      changes: changesSql,
      owner: personRefSql(activities.ownerId),
      createdBy: personRefSql(activities.createdById),
      occurrenceCount: sql<number>`(SELECT count(*)::int FROM activity_occurrences o WHERE o.activity_id = ${qualified(activities.id)})`,
      totalHours: sql<number>`(SELECT coalesce(sum(o.hours_per_person), 0)::float8 FROM activity_occurrences o WHERE o.activity_id = ${qualified(activities.id)})`,
      canEdit: canEditProjectSql(user),
    })
    .from(activities)
    .innerJoin(projects, eq(projects.id, activities.projectId))
    .where(and(where, isNull(projects.deletedAt), visibleProjectsWhere(user)))
    .orderBy(
      asc(activities.startDate),
      sql`${activities.startTime} ASC NULLS FIRST`,
      sql`lower(${activities.name})`,
      asc(activities.id),
    );
  return rows;
}
