// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.

/** Organisation roles, one per user (DESIGN.md §5). */
export const organisationRoles = [
  'ADMIN',
  'CHANGE_OFFICE',
  'CHANGE_MANAGER',
  'LEADER',
  'EMPLOYEE',
] as const;
export type OrganisationRole = (typeof organisationRoles)[number];

export const organisationRoleLabels: Record<OrganisationRole, string> = {
  ADMIN: 'Admin',
  CHANGE_OFFICE: 'Change office',
  CHANGE_MANAGER: 'Change manager',
  LEADER: 'Leader',
  EMPLOYEE: 'Employee',
};
