// Zod-free on purpose.
import { withQuery } from '../shared/query-string';

/** Paths relative to /api/v1/. */
export const directoryPaths = {
  groups: () => 'directory-groups/',
  searchGroups: (search: string) =>
    withQuery('directory-groups/get_directory_groups_by_search/', { search }),
  users: (search = '') => withQuery('get-graph-users/', search ? { search } : {}),
  /** `POST`: re-sync group memberships (a job); `GET directory-sync/` follows it. */
  refresh: () => 'refresh-ad-groups/',
  syncStatus: () => 'directory-sync/',
};
