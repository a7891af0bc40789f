import { sql } from 'drizzle-orm';
import type { GroupType } from '../../../contract/groups/group-kinds';
import type { GroupMember } from '../../../contract/groups/group-members.schema';
import type { TenantTx } from '../../db/tenant';
import {
  selectProjectGroupMembers,
  selectProjectGroups,
  type ProjectGroupRow,
} from './project-groups/queries';

/*
 * The groups area's public service: what other areas (assessments, surveys, leaders, comms,
 * activities, reports) import to reach a group's people. Each answer is one statement, whatever
 * the group's size. Callers check the project's visibility themselves (projects' access rules).
 */

/** Everyone in a project group, its leaders first (own members, or its global group's). */
export function membersOfGroup(tx: TenantTx, projectGroupId: number): Promise<GroupMember[]> {
  return selectProjectGroupMembers(tx, projectGroupId);
}

/** The leaders of a project group, e.g. to assign leader tasks. */
export async function leadersOfGroup(tx: TenantTx, projectGroupId: number): Promise<GroupMember[]> {
  return (await selectProjectGroupMembers(tx, projectGroupId)).filter((m) => m.is_leader);
}

/** A project's active groups, optionally of one type, with their counts. */
export function groupsOfProject(
  tx: TenantTx,
  projectId: number,
  type?: GroupType,
): Promise<ProjectGroupRow[]> {
  return selectProjectGroups(
    tx,
    sql`pg.project_id = ${projectId} AND NOT pg.archived ${type ? sql`AND pg.group_type = ${type}` : sql``}`,
  );
}

/** The project groups a person belongs to (directly or through a global group), across projects. */
export async function groupsOfUser(
  tx: TenantTx,
  userId: number,
): Promise<
  { id: number; project_id: number; name: string; group_type: GroupType; is_leader: boolean }[]
> {
  const result = await tx.execute<{
    id: number;
    project_id: number;
    name: string;
    group_type: GroupType;
    is_leader: boolean;
  }>(sql`
    SELECT pg.id, pg.project_id, pg.name, pg.group_type, bool_or(m.is_leader) AS is_leader
    FROM (
      SELECT om.group_id, om.is_leader FROM project_group_members om WHERE om.user_id = ${userId}
      UNION ALL
      SELECT lg.id, gm.is_leader FROM global_impacted_group_members gm
        JOIN project_groups lg ON lg.global_impacted_group_id = gm.group_id WHERE gm.user_id = ${userId}
    ) m JOIN project_groups pg ON pg.id = m.group_id
    WHERE NOT pg.archived
    GROUP BY pg.id ORDER BY pg.project_id, lower(pg.name)`);
  return result.rows;
}
