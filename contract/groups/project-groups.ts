// Zod-free on purpose: screens build links and SWR keys from these without loading zod.
import { withQuery } from '../shared/query-string';

/** Filters of a project's groups. */
export interface ProjectGroupFilters {
  /** Light rows (id, name, type, role) for pickers. */
  isList?: boolean;
  /** Only the groups the caller belongs to. */
  forCurrentLoggedInUser?: boolean;
  includeArchived?: boolean;
  isImpactedGroup?: boolean;
  isStakeholder?: boolean;
  /** Impacted groups with the impact of each change on them. */
  isChangeImpactAssessmentInsights?: boolean;
}

export const projectGroupsPaths = {
  /** `GET` a project's groups. */
  list: (projectId: number, filters: ProjectGroupFilters = {}) =>
    withQuery(`projects/${projectId}/groups/`, { ...filters }),
  /** `POST` */
  create: (projectId: number) => `projects/${projectId}/groups/`,
  /** `PATCH` (any subset, `archived` too) and `DELETE` one group. */
  detail: (projectId: number, group: number) =>
    withQuery(`projects/${projectId}/groups/`, { group }),
  /** `POST` make a directory group from a project group's people. */
  createDirectoryGroup: (projectId: number) =>
    `projects/${projectId}/groups/create_directory_group/`,
  /** `POST` bring a directory group's members into a project group. */
  linkDirectoryMembers: (projectId: number) =>
    `projects/${projectId}/groups/link_365_members_to_group/`,
  /** `GET` the project's team; `reduced` gives names only. */
  projectTeam: (projectId: number, reduced?: boolean) =>
    withQuery(`projects/${projectId}/project_team/`, { reduced }),
  /** `GET` the project's sponsor groups with their people. */
  sponsorGroup: (projectId: number) => `projects/${projectId}/sponsor_group/`,
  /** `GET` the caller's own groups in the project. */
  employeeGroups: (projectId: number) => `projects/${projectId}/get_employee_groups_in_project/`,
};
