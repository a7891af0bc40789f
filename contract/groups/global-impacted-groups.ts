// Zod-free on purpose: screens build links and SWR keys from these without loading zod.
import { withQuery } from '../shared/query-string';

/** Filters of the global impacted groups list. */
export interface GlobalImpactedGroupFilters {
  search?: string;
  owner?: number;
  /** Persona id. */
  persona?: number;
  /** Groups the caller owns, edits or belongs to. */
  forCurrentLoggedInUser?: boolean;
  /** Groups the caller leads (the people-manager filter). */
  peopleManager?: boolean;
  includeArchived?: boolean;
  page_number?: number;
  page_size?: number;
}

export const globalImpactedGroupsPaths = {
  /** `GET` the organisation's groups; `POST` creates one. */
  list: (filters: GlobalImpactedGroupFilters = {}) =>
    withQuery('global-impacted-groups/', { ...filters }),
  create: () => 'global-impacted-groups/',
  /** `GET` one group; `?isCreate=true` adds the manual employees the edit form needs. */
  detail: (id: number, options: { isCreate?: boolean } = {}) =>
    withQuery(`global-impacted-groups/${id}/`, options),
  /** `PATCH` any subset, `archived` included; `DELETE` (refused while projects use it). */
  update: (id: number) => `global-impacted-groups/${id}/`,
  remove: (id: number) => `global-impacted-groups/${id}/`,
  /** `GET` every group's name, for the unique-name check while typing. */
  names: (excludeGroupId?: number) =>
    withQuery('global-impacted-groups/group_names/', { excludeGroupId }),
  /** `GET` members grouped by department. */
  membersByDepartment: (id: number) =>
    `global-impacted-groups/${id}/get_impacted_group_members_by_department/`,
  /** `POST` refresh members from the linked directory group now. */
  sync: (id: number) => `global-impacted-groups/${id}/sync_directory_group/`,
};
