// Zod-free on purpose: screens build links and SWR keys from these without loading zod.
import { withQuery } from '../shared/query-string';

export const impactedGroupsPaths = {
  /** `GET` a project's impacted groups. */
  list: (project: number, includeArchived?: boolean) =>
    withQuery('impacted-groups/', { project, includeArchived }),
  /** `GET` one impacted group of a project, as a list of one. */
  current: (project: number, currentImpactedGroupId: number) =>
    withQuery('impacted-groups/', { project, current_impacted_group_id: currentImpactedGroupId }),
  /** `GET` one impacted group; `membersOnly` or `engagementStatsOnly` narrow the answer. */
  detail: (id: number, options: { membersOnly?: boolean; engagementStatsOnly?: boolean } = {}) =>
    withQuery(`impacted-groups/${id}/`, options),
  /** `POST` link a global group to a project. */
  create: (projectId: number) => `projects/${projectId}/impacted_groups/`,
  /** `PATCH` and `DELETE` one linked group. */
  update: (projectId: number, impactedGroup: number) =>
    withQuery(`projects/${projectId}/impacted_groups/`, { impacted_group: impactedGroup }),
};
