import { sql } from 'drizzle-orm';
import type { PersonRef } from '../../../../contract/shared/common.schema';
import type { EmployeeGroup } from '../../../../contract/groups/project-groups.schema';
import type { PersonSummary } from '../../../../contract/groups/group-members.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { findVisibleProject } from '../../projects/policy';
import { displayNameSql } from '../members-sql';
import { selectProjectGroups, type ProjectGroupRow } from './queries';

/**
 * `GET projects/{id}/project_team/`: the people on the project's team (who edit it) and the
 * people of its Project Team groups, each once.
 */
export async function projectTeam(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  reduced: boolean,
): Promise<PersonSummary[] | PersonRef[]> {
  await findVisibleProject(tx, user, projectId);
  const result = await tx.execute<PersonSummary>(sql`
    SELECT p.id, ${displayNameSql} AS display_name, p.email, p.job_title, p.department, p.site
    FROM user_profiles p
    WHERE p.id IN (
      SELECT tm.user_id FROM project_team_members tm WHERE tm.project_id = ${projectId}
      UNION
      SELECT m.user_id FROM project_groups pg JOIN project_group_members m ON m.group_id = pg.id
        WHERE pg.project_id = ${projectId} AND pg.group_type = 'Project Team' AND NOT pg.archived)
    ORDER BY p.last_name, p.first_name, p.id`);
  if (reduced) return result.rows.map((p) => ({ id: p.id, display_name: p.display_name }));
  return result.rows;
}

/** `GET projects/{id}/sponsor_group/`: the project's sponsor groups with their people. */
export async function sponsorGroups(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<ProjectGroupRow[]> {
  await findVisibleProject(tx, user, projectId);
  return selectProjectGroups(
    tx,
    sql`pg.project_id = ${projectId} AND pg.group_type = 'Sponsor' AND NOT pg.archived`,
  );
}

/** `GET projects/{id}/get_employee_groups_in_project/`: the caller's groups and whether they lead. */
export async function employeeGroups(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<EmployeeGroup[]> {
  await findVisibleProject(tx, user, projectId);
  const result = await tx.execute<EmployeeGroup>(sql`
    SELECT pg.id, pg.name, pg.group_type, pg.group_role, bool_or(m.is_leader) AS is_leader
    FROM project_groups pg
    JOIN (
      SELECT om.group_id, om.is_leader FROM project_group_members om WHERE om.user_id = ${user.id}
      UNION ALL
      SELECT lg.id, gm.is_leader FROM global_impacted_group_members gm
        JOIN project_groups lg ON lg.global_impacted_group_id = gm.group_id
        WHERE gm.user_id = ${user.id} AND lg.project_id = ${projectId}
    ) m ON m.group_id = pg.id
    WHERE pg.project_id = ${projectId} AND NOT pg.archived
    GROUP BY pg.id ORDER BY lower(pg.name)`);
  return result.rows;
}
