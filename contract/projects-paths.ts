// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.
import type { PhaseCode } from './phase-names';
import type { ChangeType, ProjectOrdering, ProjectStatus, ScopeLevel } from './project-names';
import { withQuery } from './query-string';
import { teamsAppPaths } from './teams-app-paths';

/** Filters of the projects list as the SPA holds them (arrays, booleans). */
export interface ProjectListFilters {
  page_number?: number;
  page_size?: number;
  status?: ProjectStatus[];
  phase?: PhaseCode[];
  /** Project tag ids: projects with any of them. */
  tag?: number[];
  change_type?: ChangeType[];
  scope_level?: ScopeLevel[];
  search?: string;
  archived?: boolean;
  ordering?: ProjectOrdering;
}

export const projectsPaths = {
  /** `GET`: the filterable, paged list; `?archived=true` is the archive. */
  list: (filters: ProjectListFilters = {}) => withQuery('projects/', { ...filters }),
  /** `POST` */
  create: () => 'projects/',
  /** `GET` one project. */
  detail: (id: number) => `projects/${id}/`,
  /** `PATCH`: any subset; `archived: false` also restores a deleted project. */
  update: (id: number) => `projects/${id}/`,
  /** `DELETE`: soft; the project stays in the archive, restorable. */
  remove: (id: number) => `projects/${id}/`,
  /** `GET`: Home's "my projects". */
  forUser: () => 'projects/get_projects_for_user/',
  /** `GET`: record that the caller opened the project in Teams. */
  teamsAppInteraction: teamsAppPaths.projectInteraction,
};
