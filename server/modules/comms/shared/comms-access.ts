import { and, eq, inArray } from 'drizzle-orm';
import type { OrganisationRole } from '../../../../contract/people/roles';
import type { CurrentUser } from '../../../auth/current-user';
import { changes } from '../../../db/schema/changes';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, forbidden } from '../../../http-errors';
import { findEditableProject, findVisibleProject } from '../../projects/policy';

/** Roles that write and send communications (for projects they may edit). */
export const commsWriterRoles: readonly OrganisationRole[] = [
  'ADMIN',
  'CHANGE_OFFICE',
  'CHANGE_MANAGER',
];

export function isCommsWriter(user: CurrentUser): boolean {
  return commsWriterRoles.includes(user.role);
}

/**
 * The caller may write communications for this project (404 when they cannot see it, 403 when
 * they only read it); without a project, the caller's role must be a writer's.
 */
export async function requireCommsEditor(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number | null | undefined,
): Promise<void> {
  if (projectId) {
    await findEditableProject(tx, user, projectId);
    return;
  }
  if (!isCommsWriter(user)) {
    throw forbidden('Only admins, the change office and change managers send communications.');
  }
}

/** The project exists and the caller can see it (404 otherwise). */
export async function requireVisibleProject(tx: TenantTx, user: CurrentUser, projectId: number) {
  return findVisibleProject(tx, user, projectId);
}

/** Associated changes must be changes of the same project (or of the organisation without one). */
export async function requireChanges(
  tx: TenantTx,
  changeIds: readonly number[],
  projectId: number | null | undefined,
  field = 'associated_changes',
): Promise<void> {
  const wanted = [...new Set(changeIds)];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: changes.id })
    .from(changes)
    .where(
      and(inArray(changes.id, wanted), projectId ? eq(changes.projectId, projectId) : undefined),
    );
  if (found.length !== wanted.length) {
    throw badRequest({
      [field]: [projectId ? 'Choose changes of this project.' : 'Choose changes from the list.'],
    });
  }
}
