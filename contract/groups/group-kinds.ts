// Zod-free on purpose: labels and kinds are read by screens that do not load zod.

/** Group types of a project (SPEC §3). */
export const groupTypes = ['Stakeholder', 'Impacted', 'Sponsor', 'Project Team'] as const;
export type GroupType = (typeof groupTypes)[number];

/** Group roles (SPEC §3): what a group does for the change. */
export const groupRoles = [
  'STAKEHOLDER_GROUP',
  'CHANGE_LEADERS',
  'IMPACTED_EMPLOYEES',
  'SPONSOR',
  'PROJECT_TEAM',
  'IMPACTED_LEADERS',
] as const;
export type GroupRole = (typeof groupRoles)[number];

export const groupRoleLabels: Record<GroupRole, string> = {
  STAKEHOLDER_GROUP: 'Stakeholder group',
  CHANGE_LEADERS: 'Change leaders',
  IMPACTED_EMPLOYEES: 'Impacted employees',
  SPONSOR: 'Sponsor',
  PROJECT_TEAM: 'Project team',
  IMPACTED_LEADERS: 'Impacted leaders',
};

/** Which roles fit which type; the first is the default. */
export const groupRolesByType: Record<GroupType, readonly GroupRole[]> = {
  Stakeholder: ['STAKEHOLDER_GROUP'],
  Impacted: ['IMPACTED_EMPLOYEES', 'IMPACTED_LEADERS', 'CHANGE_LEADERS'],
  Sponsor: ['SPONSOR'],
  'Project Team': ['PROJECT_TEAM'],
};

/** How a person belongs to a group. Editors maintain a global group; they are not its members. */
export const memberRoles = ['LEADER', 'EMPLOYEE'] as const;
export type MemberRole = (typeof memberRoles)[number];
export const memberRoleLabels: Record<MemberRole, string> = {
  LEADER: 'Leader',
  EMPLOYEE: 'Employee',
};

/** Where a membership came from: added by hand or synced from a directory group. */
export const memberSources = ['MANUAL', 'DIRECTORY'] as const;
export type MemberSource = (typeof memberSources)[number];
