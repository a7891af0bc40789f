import { sql, type SQL } from 'drizzle-orm';
import type { OrganisationRole } from '../../../contract/people/roles';
import type { CurrentUser } from '../../auth/current-user';
import type { TenantTx } from '../../db/tenant';
import { forbidden, notFound } from '../../http-errors';
import { findVisibleProject } from '../projects/policy';

/*
 * Who sees and changes leader activation. Staff (admins, the change office, change managers)
 * see every cycle of the projects they see and edit those of projects they edit (projects'
 * rule). A leader sees the cycles of the groups they lead, and of those groups only: their
 * tasks, actions, key messages and nudges, plus the cycle's general items. Others see nothing.
 */

const staffRoles: readonly OrganisationRole[] = ['ADMIN', 'CHANGE_OFFICE', 'CHANGE_MANAGER'];

export function isLeaderStaff(user: CurrentUser): boolean {
  return staffRoles.includes(user.role);
}

/** Ids of the project groups the person leads (own leaders, or leaders of the linked global group). */
export function ledGroupIdsSql(userId: number): SQL {
  return sql`(SELECT lm.group_id FROM project_group_members lm WHERE lm.user_id = ${userId} AND lm.is_leader
    UNION SELECT lpg.id FROM global_impacted_group_members lgm
      JOIN project_groups lpg ON lpg.global_impacted_group_id = lgm.group_id
      WHERE lgm.user_id = ${userId} AND lgm.is_leader)`;
}

/**
 * The groups the caller reaches within cycles, as a condition on a group id: every group for
 * staff (`undefined`), the groups they lead otherwise. `scopeToOwnGroups` applies the
 * leader's rule to staff too (the Teams tab and "my leader tasks" show the caller's own groups).
 */
export function reachableGroupSql(
  user: CurrentUser,
  groupId: SQL,
  scopeToOwnGroups = false,
): SQL | undefined {
  if (isLeaderStaff(user) && !scopeToOwnGroups) return undefined;
  return sql`${groupId} IN ${ledGroupIdsSql(user.id)}`;
}

/** A condition on a cycle id: the caller may read the cycle (see the rule above). */
export function visibleCycleSql(user: CurrentUser, cycleId: SQL, scopeToOwnGroups = false): SQL {
  const groups = reachableGroupSql(user, sql.raw('vcg.impacted_group_id'), scopeToOwnGroups);
  if (!groups) return sql`true`;
  return sql`EXISTS (SELECT 1 FROM activation_cycle_groups vcg WHERE vcg.cycle_id = ${cycleId} AND ${groups})`;
}

/**
 * A condition on an item with group column `groupId` (null: general) of cycle `cycleId`: the
 * caller reaches its group, or, for a general item, one of the cycle's groups.
 */
export function visibleItemSql(
  user: CurrentUser,
  cycleId: SQL,
  groupId: SQL,
  scopeToOwnGroups = false,
): SQL {
  const groups = reachableGroupSql(user, groupId, scopeToOwnGroups);
  if (!groups) return sql`true`;
  return sql`((${groupId} IS NOT NULL AND ${groups}) OR (${groupId} IS NULL AND ${visibleCycleSql(user, cycleId, scopeToOwnGroups)}))`;
}

export interface CycleAccess {
  id: number;
  projectId: number;
  startDate: string;
  endDate: string;
  canEdit: boolean;
}

/** A cycle the caller may read, with whether they may edit it; otherwise 404. */
export async function findCycle(
  tx: TenantTx,
  user: CurrentUser,
  cycleId: number,
): Promise<CycleAccess> {
  const result = await tx.execute<{
    id: number;
    project_id: number;
    start_date: string;
    end_date: string;
  }>(sql`SELECT c.id, c.project_id, to_char(c.start_date, 'YYYY-MM-DD') AS start_date,
      to_char(c.end_date, 'YYYY-MM-DD') AS end_date
    FROM activation_cycles c WHERE c.id = ${cycleId} AND ${visibleCycleSql(user, sql`c.id`)}`);
  const row = result.rows[0];
  if (!row) throw notFound();
  const { canEdit } = await findVisibleProject(tx, user, row.project_id);
  return {
    id: row.id,
    projectId: row.project_id,
    startDate: row.start_date,
    endDate: row.end_date,
    canEdit,
  };
}

const editDenied =
  'Only admins, the change office and change managers on the project’s team can change its leader activation.';

/** A cycle the caller may change: 404 when they cannot see it, 403 when they only read it. */
export async function findEditableCycle(
  tx: TenantTx,
  user: CurrentUser,
  cycleId: number,
): Promise<CycleAccess> {
  const cycle = await findCycle(tx, user, cycleId);
  if (!cycle.canEdit) throw forbidden(editDenied);
  return cycle;
}

export function requireEdit(canEdit: boolean): void {
  if (!canEdit) throw forbidden(editDenied);
}

/** An impacted group the caller may read (its project visible, and led by them if a leader). */
export async function findImpactedGroup(
  tx: TenantTx,
  user: CurrentUser,
  groupId: number,
): Promise<{ id: number; projectId: number; name: string; canEdit: boolean }> {
  const reach = reachableGroupSql(user, sql`g.id`);
  const result = await tx.execute<{ id: number; project_id: number; name: string }>(
    sql`SELECT g.id, g.project_id, g.name FROM project_groups g
      WHERE g.id = ${groupId} AND g.group_type = 'Impacted' ${reach ? sql`AND ${reach}` : sql``}`,
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  const { canEdit } = await findVisibleProject(tx, user, row.project_id);
  return { id: row.id, projectId: row.project_id, name: row.name, canEdit };
}
