// Zod-free on purpose: pickers build their SWR keys from these without loading zod.
import { withQuery } from '../shared/query-string';

/** Look-ups the group screens' pickers use: people to add, directory groups to sync from. */
export const groupLookupPaths = {
  people: (search: string) => withQuery('groups/people_search/', { search }),
  directoryGroups: (search: string) => withQuery('groups/directory_groups/', { search }),
};
