import { sql, type SQL } from 'drizzle-orm';
import type { OrganisationRole } from '../../../contract/people/roles';
import type { CurrentUser } from '../../auth/current-user';
import { forbidden } from '../../http-errors';

/** Roles that read every group of the organisation and create global groups. */
export const groupStaffRoles: readonly OrganisationRole[] = [
  'ADMIN',
  'CHANGE_OFFICE',
  'CHANGE_MANAGER',
];
/** Roles that edit every global group, whoever owns it. */
const editsEveryGlobalGroup: readonly OrganisationRole[] = ['ADMIN', 'CHANGE_OFFICE'];

export function isGroupStaff(user: CurrentUser): boolean {
  return groupStaffRoles.includes(user.role);
}

/** Refuses a caller who may not create global groups. */
export function requireGlobalGroupCreator(user: CurrentUser): void {
  if (!isGroupStaff(user)) {
    throw forbidden('Only admins, the change office and change managers can create groups.');
  }
}

/**
 * Whether the caller may change the global group whose id `groupId` holds, as a SQL boolean:
 * ADMIN and CHANGE_OFFICE always; a CHANGE_MANAGER who owns or edits it.
 */
export function canEditGlobalGroupSql(user: CurrentUser, groupId: SQL): SQL<boolean> {
  if (editsEveryGlobalGroup.includes(user.role)) return sql<boolean>`true`;
  if (user.role !== 'CHANGE_MANAGER') return sql<boolean>`false`;
  return sql<boolean>`(EXISTS (SELECT 1 FROM global_impacted_groups og WHERE og.id = ${groupId} AND og.owner_id = ${user.id})
    OR EXISTS (SELECT 1 FROM global_impacted_group_editors ge WHERE ge.group_id = ${groupId} AND ge.user_id = ${user.id}))`;
}

/**
 * Which global groups the caller may read, as a condition on the id in `groupId`: staff read
 * all; LEADER and EMPLOYEE read the groups they belong to, own or edit. `undefined`: no limit.
 */
export function visibleGlobalGroupsWhere(user: CurrentUser, groupId: SQL): SQL | undefined {
  if (isGroupStaff(user)) return undefined;
  return sql`(EXISTS (SELECT 1 FROM global_impacted_group_members vm WHERE vm.group_id = ${groupId} AND vm.user_id = ${user.id})
    OR EXISTS (SELECT 1 FROM global_impacted_group_editors ve WHERE ve.group_id = ${groupId} AND ve.user_id = ${user.id})
    OR EXISTS (SELECT 1 FROM global_impacted_groups vo WHERE vo.id = ${groupId} AND vo.owner_id = ${user.id}))`;
}

/**
 * The projects that target a person through their groups, as a condition on the project id in
 * `projectId`: a group of the project (not archived) that has the person as its own member,
 * or that links a global group the person belongs to. Both look-ups start from the person's
 * memberships (indexed by user), so the cost follows their groups, not the organisation's size.
 */
export function projectTargetsUserSql(userId: number, projectId: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM project_groups tpg WHERE tpg.project_id = ${projectId} AND tpg.archived = false AND (
    EXISTS (SELECT 1 FROM project_group_members tpm WHERE tpm.group_id = tpg.id AND tpm.user_id = ${userId})
    OR EXISTS (SELECT 1 FROM global_impacted_group_members tgm WHERE tgm.group_id = tpg.global_impacted_group_id AND tgm.user_id = ${userId})))`;
}

/**
 * Whether the caller leads the project group in `groupId` (its own leaders, or leaders of the
 * global group it links). Leaders see their groups' members.
 */
export function leadsProjectGroupSql(userId: number, groupId: SQL): SQL<boolean> {
  return sql<boolean>`(EXISTS (SELECT 1 FROM project_group_members lpm WHERE lpm.group_id = ${groupId} AND lpm.user_id = ${userId} AND lpm.is_leader)
    OR EXISTS (SELECT 1 FROM project_groups lpg JOIN global_impacted_group_members lgm ON lgm.group_id = lpg.global_impacted_group_id
      WHERE lpg.id = ${groupId} AND lgm.user_id = ${userId} AND lgm.is_leader))`;
}
