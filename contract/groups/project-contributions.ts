// Zod-free on purpose: screens build links and SWR keys from these without loading zod.
import { withQuery } from '../shared/query-string';

export const projectContributionsPaths = {
  /** `GET` what each person of a group contributes. */
  list: (group: number) => withQuery('project-contributions/', { group }),
  /** `PATCH` the whole set of one group at once (the fixed id 1 names the set, not a row). */
  bulkUpdate: () => 'project-contributions/1/',
};
