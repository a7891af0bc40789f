/** The groups area's routes; the app's route table (src/app/paths.ts) takes them from here. */
export const groupPaths = {
  /** The organisation's global impacted groups, inside People. */
  peopleGroups: {
    pattern: '/people/groups/*',
    href: (groupId?: number) => (groupId ? `/people/groups/${groupId}` : '/people/groups'),
  },
} as const;
