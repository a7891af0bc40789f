import { z } from 'zod';

/** Organisation roles, one per user (DESIGN.md §5). */
export const organisationRoles = [
  'ADMIN',
  'CHANGE_OFFICE',
  'CHANGE_MANAGER',
  'LEADER',
  'EMPLOYEE',
] as const;
export const organisationRoleSchema = z.enum(organisationRoles);
export type OrganisationRole = z.infer<typeof organisationRoleSchema>;

export const organisationRoleLabels: Record<OrganisationRole, string> = {
  ADMIN: 'Admin',
  CHANGE_OFFICE: 'Change office',
  CHANGE_MANAGER: 'Change manager',
  LEADER: 'Leader',
  EMPLOYEE: 'Employee',
};
