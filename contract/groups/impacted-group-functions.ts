// Zod-free on purpose: screens build links and SWR keys from these without loading zod.
import { withQuery } from '../shared/query-string';

/** Path patterns relative to /api/v1/ (the server and fake servers match these). */
export const impactedGroupFunctionsPatterns = {
  collection: 'impacted-group-functions/',
  detail: 'impacted-group-functions/:id/',
} as const;

export const impactedGroupFunctionsPaths = {
  /** `GET` the functions of a global group. */
  list: (globalImpactedGroup: number) =>
    withQuery('impacted-group-functions/', { globalImpactedGroup }),
  /** `POST` */
  create: () => 'impacted-group-functions/',
  /** `PATCH`, `DELETE` */
  detail: (id: number) => `impacted-group-functions/${id}/`,
  /** `GET` the group's members in the function's departments. */
  members: (id: number) => `impacted-group-functions/${id}/get_members_impacted_group_function/`,
  /** `GET` a CSV of the function's members in one department. */
  departmentCsv: (id: number, departmentId: number) =>
    withQuery(`impacted-group-functions/${id}/get_members_impacted_group_department_CSV/`, {
      departmentId,
    }),
};
