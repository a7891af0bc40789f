/** The groups area's routes; the app's route table (src/app/paths.ts) takes them from here. */
export const groupPaths = {
  /** The organisation's global impacted groups, inside People. */
  peopleGroups: {
    pattern: '/people/groups/*',
    href: (groupId?: number) => (groupId ? `/people/groups/${groupId}` : '/people/groups'),
  },
  /** A new global impacted group's form. */
  newGroup: { pattern: '/people/groups/new', href: () => '/people/groups/new' },
  /** A group's edit form. */
  editGroup: {
    pattern: '/people/groups/:groupId/edit',
    href: (groupId: number) => `/people/groups/${groupId}/edit`,
  },
} as const;
