import { sql } from 'drizzle-orm';
import type { MembersByDepartment } from '../../../../contract/groups/global-impacted-groups.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { forbidden } from '../../../http-errors';
import { isGroupStaff } from '../group-policy';
import { findGlobalGroup } from './service';
import { selectGlobalGroupMembers } from './queries';

/**
 * Whether the caller may list the group's people: staff, and the group's own leaders (a leader
 * sees their groups' members). Refuses everyone else who can see the group.
 */
export async function requireMemberReader(
  tx: TenantTx,
  user: CurrentUser,
  groupId: number,
): Promise<void> {
  await findGlobalGroup(tx, user, groupId);
  if (isGroupStaff(user)) return;
  const result = await tx.execute<{ leads: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM global_impacted_group_members WHERE group_id = ${groupId} AND user_id = ${user.id} AND is_leader) AS leads`);
  if (!result.rows[0]?.leads) {
    throw forbidden('Only the change team and the group’s leaders can see its members.');
  }
}

/** `get_impacted_group_members_by_department/`: one read, grouped in code. */
export async function membersByDepartment(
  tx: TenantTx,
  user: CurrentUser,
  groupId: number,
): Promise<MembersByDepartment> {
  await requireMemberReader(tx, user, groupId);
  const rows = await selectGlobalGroupMembers(tx, groupId);
  const byDepartment = new Map<string, MembersByDepartment[number]>();
  for (const { department_id, ...member } of rows) {
    // By the department reference; people with no reference (a name no list holds) by that name.
    const key = department_id !== null ? `id:${department_id}` : `name:${member.department ?? ''}`;
    let entry = byDepartment.get(key);
    if (!entry) {
      entry = { department_id, department: member.department, count: 0, members: [] };
      byDepartment.set(key, entry);
    }
    entry.count += 1;
    entry.members.push(member);
  }
  return [...byDepartment.values()];
}
