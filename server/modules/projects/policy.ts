import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrganisationRole } from '../../../contract/people/roles';
import { projectCreatorRoles } from '../../../contract/projects/projects';
import type { CurrentUser } from '../../auth/current-user';
import type { TenantTx } from '../../db/tenant';
import { projects } from '../../db/schema/projects';
import { conflict, forbidden, notFound } from '../../http-errors';
import { qualified } from '../../db/sql-helpers';
import { projectTargetsUserSql } from '../groups/group-policy';

export type ProjectRow = typeof projects.$inferSelect;

/** Roles that see every project of the organisation. */
const seesEveryProject: readonly OrganisationRole[] = ['ADMIN', 'CHANGE_OFFICE', 'CHANGE_MANAGER'];
/** Roles that edit every project of the organisation. */
const editsEveryProject: readonly OrganisationRole[] = ['ADMIN', 'CHANGE_OFFICE'];

export const archivedDenied = 'This project is archived: restore it before changing it.';
const editDenied =
  'Only admins, the change office and change managers on the project’s team can change this project.';

/** The caller is on the team of the project in the current row of `projects`. */
function onTeamSql(user: CurrentUser): SQL {
  return sql`EXISTS (SELECT 1 FROM project_team_members tm WHERE tm.project_id = ${qualified(projects.id)} AND tm.user_id = ${user.id})`;
}

/**
 * The one rule for which projects a person may read, as a condition on `projects`. ADMIN,
 * CHANGE_OFFICE and CHANGE_MANAGER read every project; LEADER and EMPLOYEE read the projects
 * that target them: those whose team they are on, and those with a group they belong to
 * (the groups area's rule). `undefined` means no limit.
 */
export function visibleProjectsWhere(user: CurrentUser): SQL | undefined {
  if (seesEveryProject.includes(user.role)) return undefined;
  return sql`(${onTeamSql(user)} OR ${projectTargetsUserSql(user.id, qualified(projects.id))})`;
}

/**
 * The projects a person is involved in (created, or on the team): Home's "my projects" and the
 * go-lives it lists. A condition on `projects`, on top of `visibleProjectsWhere`.
 */
export function involvedProjectsWhere(user: CurrentUser): SQL {
  return sql`(${qualified(projects.createdById)} = ${user.id} OR ${onTeamSql(user)})`;
}

/** Whether the caller may edit the project in the current row, as a SQL boolean. */
export function canEditProjectSql(user: CurrentUser): SQL<boolean> {
  if (editsEveryProject.includes(user.role)) return sql<boolean>`true`;
  if (user.role === 'CHANGE_MANAGER') return sql<boolean>`${onTeamSql(user)}`;
  return sql<boolean>`false`;
}

/**
 * A project the caller may read, with whether they may edit it. Another organisation's
 * project, one the caller may not see, and (unless asked for) a deleted one answer 404.
 */
export async function findVisibleProject(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  options: { includeDeleted?: boolean } = {},
): Promise<{ project: ProjectRow; canEdit: boolean }> {
  const [row] = await tx
    .select({ project: projects, canEdit: canEditProjectSql(user) })
    .from(projects)
    .where(
      and(
        eq(projects.id, projectId),
        visibleProjectsWhere(user),
        options.includeDeleted ? undefined : isNull(projects.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * A project the caller may change: 404 when they cannot see it, 403 when they only read it,
 * 409 when it is archived (read-only until restored; `includeArchived` for the calls that
 * restore or delete it).
 */
export async function findEditableProject(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  options: { includeDeleted?: boolean; includeArchived?: boolean } = {},
): Promise<ProjectRow> {
  const { project, canEdit } = await findVisibleProject(tx, user, projectId, options);
  if (!canEdit) throw forbidden(editDenied);
  if (project.archived && !options.includeArchived) throw conflict(archivedDenied);
  return project;
}

/** Refuses a caller whose role may not create projects. */
export function requireProjectCreator(user: CurrentUser): void {
  if (!projectCreatorRoles.includes(user.role)) {
    throw forbidden('Only admins, the change office and change managers can create projects.');
  }
}
