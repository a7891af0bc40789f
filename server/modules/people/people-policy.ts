import type { CurrentUser } from '../../auth/current-user';
import { requireRole } from '../../auth/permissions';

/** Roles, invitations, imports and deactivation are the organisation admin's (issue rules). */
export function requirePeopleAdmin(user: CurrentUser): void {
  requireRole(user, ['ADMIN']);
}

/** Fields of a profile that only an admin may change, on anyone's profile. */
export const adminOnlyProfileFields = [
  'manager_id',
  'people_tags',
  'persona',
  'function',
  'is_people_manager',
  'job_title',
] as const;
