import type { OrganisationRole } from '../../contract/people/roles';
import { forbidden } from '../http-errors';
import type { CurrentUser } from './current-user';

/** Refuses unless the caller holds one of `roles`. */
export function requireRole(user: CurrentUser, roles: readonly OrganisationRole[]): void {
  if (!roles.includes(user.role)) throw forbidden();
}

/** The admin area and its settings need tool access (SPEC §6). */
export function requireToolAccess(user: CurrentUser): void {
  if (!user.hasToolAccess) throw forbidden('Tool access is required for the admin area.');
}
