import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ImpactedGroupStats,
  impactedGroupListQuerySchema,
  linkImpactedGroupInputSchema,
  updateImpactedGroupInputSchema,
} from '../../../../contract/groups/impacted-groups.schema';
import type { GroupMember } from '../../../../contract/groups/group-members.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { forbidden, notFound } from '../../../http-errors';
import { findVisibleProject } from '../../projects/policy';
import { isGroupStaff, leadsProjectGroupSql } from '../group-policy';
import {
  selectProjectGroupMembers,
  selectProjectGroups,
  type ProjectGroupRow,
} from '../project-groups/queries';
import {
  createProjectGroup,
  deleteProjectGroup,
  findEditableProjectGroup,
  updateProjectGroup,
} from '../project-groups/service';

type ListQuery = z.output<typeof impactedGroupListQuerySchema>;

/** `GET impacted-groups/?project`: the project's impacted groups (or the one asked for). */
export async function listImpactedGroups(
  tx: TenantTx,
  user: CurrentUser,
  query: ListQuery,
): Promise<ProjectGroupRow[]> {
  await findVisibleProject(tx, user, query.project);
  const rows = await selectProjectGroups(
    tx,
    sql`pg.project_id = ${query.project} AND pg.group_type = 'Impacted'
      ${query.current_impacted_group_id !== undefined ? sql`AND pg.id = ${query.current_impacted_group_id}` : sql``}
      ${query.includeArchived || query.current_impacted_group_id !== undefined ? sql`` : sql`AND NOT pg.archived`}`,
  );
  if (query.current_impacted_group_id !== undefined && rows.length === 0) throw notFound();
  return rows;
}

/** An impacted group the caller may read through its project (404 otherwise). */
export async function findImpactedGroup(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<ProjectGroupRow> {
  const [row] = await selectProjectGroups(tx, sql`pg.id = ${id} AND pg.group_type = 'Impacted'`);
  if (!row) throw notFound();
  await findVisibleProject(tx, user, row.project_id);
  return row;
}

/** `?membersOnly`: everyone in the group; staff, the project's team and the group's leaders. */
export async function impactedGroupMembers(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<GroupMember[]> {
  const group = await findImpactedGroup(tx, user, id);
  if (!isGroupStaff(user)) {
    const result = await tx.execute<{ allowed: boolean }>(sql`
      SELECT (${leadsProjectGroupSql(user.id, sql`${id}`)}
        OR EXISTS (SELECT 1 FROM project_team_members WHERE project_id = ${group.project_id} AND user_id = ${user.id})) AS allowed`);
    if (!result.rows[0]?.allowed) {
      throw forbidden('Only the change team and the group’s leaders can see its members.');
    }
  }
  return selectProjectGroupMembers(tx, id);
}

/** `?engagementStatsOnly`: what the group is asked to carry. */
export async function impactedGroupStats(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<ImpactedGroupStats> {
  const group = await findImpactedGroup(tx, user, id);
  const result = await tx.execute<{
    change_count: number;
    changes_in_deployment: number;
    hours: number;
    levels: Record<string, number> | null;
  }>(sql`
    SELECT count(*) FILTER (WHERE ci.impact_level <> 'N/A')::int AS change_count,
      count(*) FILTER (WHERE ci.deployment_state = 'DEPLOYED')::int AS changes_in_deployment,
      coalesce(sum(ci.hours_per_person), 0)::float AS hours,
      (SELECT json_object_agg(l.impact_level, l.n) FROM (
        SELECT impact_level, count(*)::int AS n FROM change_impacted_groups WHERE impacted_group_id = ${id} GROUP BY impact_level) l) AS levels
    FROM change_impacted_groups ci WHERE ci.impacted_group_id = ${id}`);
  const row = result.rows[0];
  return {
    member_count: group.member_count,
    leader_count: group.leader_count,
    change_count: row?.change_count ?? 0,
    changes_in_deployment: row?.changes_in_deployment ?? 0,
    hours_per_person_total: row?.hours ?? 0,
    impact_levels: row?.levels ?? {},
  };
}

/** `POST projects/{id}/impacted_groups/`: link a global group to the project. */
export async function linkImpactedGroup(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  data: z.output<typeof linkImpactedGroupInputSchema>,
): Promise<number> {
  const result = await tx.execute<{ name: string }>(
    sql`SELECT name FROM global_impacted_groups WHERE id = ${data.global_impacted_group}`,
  );
  return createProjectGroup(tx, user, projectId, {
    name: result.rows[0]?.name ?? 'Impacted group',
    group_type: 'Impacted',
    global_impacted_group: data.global_impacted_group,
    ...(data.group_role ? { group_role: data.group_role } : {}),
    audience_band: data.audience_band ?? null,
    ...(data.notes !== undefined ? { notes: data.notes } : {}),
  });
}

async function requireImpacted(tx: TenantTx, user: CurrentUser, projectId: number, id: number) {
  const group = await findEditableProjectGroup(tx, user, projectId, id);
  if (group.groupType !== 'Impacted') throw notFound();
}

/** `PATCH projects/{id}/impacted_groups/?impacted_group=` */
export async function updateImpactedGroup(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  id: number,
  data: z.output<typeof updateImpactedGroupInputSchema>,
): Promise<number> {
  await requireImpacted(tx, user, projectId, id);
  return updateProjectGroup(tx, user, projectId, id, data);
}

/** `DELETE projects/{id}/impacted_groups/?impacted_group=` (refused while in use). */
export async function unlinkImpactedGroup(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  id: number,
): Promise<void> {
  await requireImpacted(tx, user, projectId, id);
  await deleteProjectGroup(tx, user, projectId, id);
}
