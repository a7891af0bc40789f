import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { groupRolesByType } from '../../../../contract/groups/group-kinds';
import type {
  createProjectGroupInputSchema,
  projectGroupListQuerySchema,
  updateProjectGroupInputSchema,
} from '../../../../contract/groups/project-groups.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { globalImpactedGroups } from '../../../db/schema/global-impacted-groups';
import { projectGroups } from '../../../db/schema/project-groups';
import type { TenantTx } from '../../../db/tenant';
import { textArray } from '../../../db/sql-arrays';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { findEditableProject, findVisibleProject } from '../../projects/policy';
import { requireActivePeople } from '../../people/lookups';
import { replaceManualMembers } from '../directory-sync';
import { groupUsages } from '../group-usage';
import { selectProjectGroups, type ProjectGroupRow } from './queries';

type CreateData = z.output<typeof createProjectGroupInputSchema>;
type UpdateData = z.output<typeof updateProjectGroupInputSchema>;
type ListQuery = z.output<typeof projectGroupListQuerySchema>;

/** The caller belongs to the group in alias `pg` (own member, or member of its global group). */
export function callerInGroupSql(userId: number): SQL {
  return sql`(EXISTS (SELECT 1 FROM project_group_members cm WHERE cm.group_id = pg.id AND cm.user_id = ${userId})
    OR EXISTS (SELECT 1 FROM global_impacted_group_members cg WHERE cg.group_id = pg.global_impacted_group_id AND cg.user_id = ${userId}))`;
}

/** `GET projects/{id}/groups/`: the project's groups, narrowed as the query asks. */
export async function listProjectGroups(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  query: ListQuery,
): Promise<ProjectGroupRow[]> {
  await findVisibleProject(tx, user, projectId);
  const types: string[] = [];
  if (query.isImpactedGroup || query.isChangeImpactAssessmentInsights) types.push('Impacted');
  if (query.isStakeholder) types.push('Stakeholder');
  const conditions = [
    sql`pg.project_id = ${projectId}`,
    query.includeArchived ? undefined : sql`pg.archived = false`,
    types.length ? sql`pg.group_type = ANY(${textArray(types)})` : undefined,
    query.forCurrentLoggedInUser ? callerInGroupSql(user.id) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return selectProjectGroups(tx, sql.join(conditions, sql` AND `));
}

/** One group of a project, read back after a write. */
export async function getProjectGroup(tx: TenantTx, groupId: number): Promise<ProjectGroupRow> {
  const [row] = await selectProjectGroups(tx, sql`pg.id = ${groupId}`);
  if (!row) throw notFound();
  return row;
}

/** A group of the project, which the caller may change (404 / 403 as for the project). */
export async function findEditableProjectGroup(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  groupId: number | undefined,
) {
  await findEditableProject(tx, user, projectId);
  if (groupId === undefined) throw badRequest({ group: ['Say which group: ?group=<id>.'] });
  const [row] = await tx
    .select()
    .from(projectGroups)
    .where(and(eq(projectGroups.id, groupId), eq(projectGroups.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A global group to link: it must exist in the organisation and not be archived. */
async function requireLinkableGlobalGroup(
  tx: TenantTx,
  id: number,
  projectId: number,
  exceptId?: number,
) {
  const [group] = await tx
    .select({ id: globalImpactedGroups.id, archived: globalImpactedGroups.archived })
    .from(globalImpactedGroups)
    .where(eq(globalImpactedGroups.id, id));
  if (!group || group.archived) {
    throw badRequest({ global_impacted_group: ['Choose an active group of your organisation.'] });
  }
  const [linked] = await tx
    .select({ id: projectGroups.id })
    .from(projectGroups)
    .where(
      and(
        eq(projectGroups.projectId, projectId),
        eq(projectGroups.globalImpactedGroupId, id),
        exceptId !== undefined ? sql`${projectGroups.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (linked) {
    throw badRequest({ global_impacted_group: ['This group is already linked to the project.'] });
  }
}

function checkShape(
  type: string,
  role: string | undefined,
  data: Partial<CreateData>,
  linked: boolean,
): void {
  const errors: Record<string, string[]> = {};
  if (role && !groupRolesByType[type as keyof typeof groupRolesByType]?.includes(role as never)) {
    errors.group_role = [
      `A ${type} group’s role is one of ${groupRolesByType[type as keyof typeof groupRolesByType].join(', ')}.`,
    ];
  }
  if (type !== 'Impacted' && data.global_impacted_group) {
    errors.global_impacted_group = ['Only impacted groups link a global group.'];
  }
  if (type !== 'Impacted' && data.audience_band) {
    errors.audience_band = ['Only impacted groups have an audience size.'];
  }
  if (linked && (data.members?.length || data.leaders?.length)) {
    errors.members = ['This group takes its people from its global group; change them there.'];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** `POST projects/{id}/groups/` */
export async function createProjectGroup(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  data: CreateData,
): Promise<number> {
  await findEditableProject(tx, user, projectId);
  const role = data.group_role ?? groupRolesByType[data.group_type][0];
  checkShape(data.group_type, role, data, Boolean(data.global_impacted_group));
  if (data.global_impacted_group) {
    await requireLinkableGlobalGroup(tx, data.global_impacted_group, projectId);
  }
  if (data.members) await requireActivePeople(tx, data.members, 'members');
  if (data.leaders) await requireActivePeople(tx, data.leaders, 'leaders');
  const [row] = await tx
    .insert(projectGroups)
    .values({
      organisationId: user.organisationId,
      projectId,
      name: data.name,
      groupType: data.group_type,
      groupRole: role ?? 'STAKEHOLDER_GROUP',
      category: data.category ?? '',
      teamsAccess: data.teams_access ?? false,
      notes: data.notes ?? '',
      globalImpactedGroupId: data.global_impacted_group ?? null,
      audienceBand: data.audience_band ?? null,
      createdById: user.id,
    })
    .returning({ id: projectGroups.id });
  if (!row) throw new Error('insert returned no row');
  await replaceManualMembers(tx, 'project_group_members', row.id, {
    employees: data.members ?? [],
    leaders: data.leaders ?? [],
  });
  return row.id;
}

/** `PATCH projects/{id}/groups/?group=`: any subset; `archived` archives or restores. */
export async function updateProjectGroup(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  groupId: number | undefined,
  data: UpdateData,
): Promise<number> {
  const current = await findEditableProjectGroup(tx, user, projectId, groupId);
  const linked =
    data.global_impacted_group !== undefined
      ? data.global_impacted_group !== null
      : current.globalImpactedGroupId !== null;
  checkShape(current.groupType, data.group_role, data, linked);
  if (data.global_impacted_group) {
    await requireLinkableGlobalGroup(tx, data.global_impacted_group, projectId, current.id);
    // Linked, the group takes its people from the global group only.
    await tx.execute(sql`DELETE FROM project_group_members WHERE group_id = ${current.id}`);
  }
  if (data.members) await requireActivePeople(tx, data.members, 'members');
  if (data.leaders) await requireActivePeople(tx, data.leaders, 'leaders');
  await tx
    .update(projectGroups)
    .set({
      ...(data.name !== undefined ? { name: data.name } : {}),
      ...(data.group_role !== undefined ? { groupRole: data.group_role } : {}),
      ...(data.category !== undefined ? { category: data.category } : {}),
      ...(data.teams_access !== undefined ? { teamsAccess: data.teams_access } : {}),
      ...(data.notes !== undefined ? { notes: data.notes } : {}),
      ...(data.archived !== undefined ? { archived: data.archived } : {}),
      ...(data.audience_band !== undefined ? { audienceBand: data.audience_band } : {}),
      ...(data.global_impacted_group !== undefined
        ? { globalImpactedGroupId: data.global_impacted_group }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(projectGroups.id, current.id));
  await replaceManualMembers(tx, 'project_group_members', current.id, {
    ...(data.members ? { employees: data.members } : {}),
    ...(data.leaders ? { leaders: data.leaders } : {}),
  });
  return current.id;
}

/**
 * `DELETE projects/{id}/groups/?group=`: refused, naming what uses the group, while anything
 * does; archiving keeps those records and hides the group.
 */
export async function deleteProjectGroup(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  groupId: number | undefined,
): Promise<void> {
  const current = await findEditableProjectGroup(tx, user, projectId, groupId);
  const uses = await groupUsages(tx, current.id);
  if (uses.length > 0) {
    throw conflict(`This group is in use (${uses.join(', ')}). Archive it instead.`);
  }
  await tx.delete(projectGroups).where(eq(projectGroups.id, current.id));
}
