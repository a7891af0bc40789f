// Zod-free on purpose: Home and read-only screens build these paths, and zod stays out of them.
import type { ChangeWizardStep } from './change-wizard-names';
import { withQuery } from './query-string';

export interface ChangesAcrossProjectsFilters {
  forChangesAndImpactsSummary?: boolean;
  excludeProjectId?: number;
  impacted_groups?: number[];
  searchTerm?: string;
  ids?: number[];
}

export const changesPaths = {
  /** `GET` the list, `POST` a change. */
  list: (projectId: number, options: { includeGoLiveEvents?: boolean; origin?: string } = {}) =>
    withQuery(`projects/${projectId}/changes/`, options),
  /** `GET` one change (with go-live events), `DELETE` it. */
  detail: (projectId: number, changeId: number) =>
    withQuery(`projects/${projectId}/changes/`, { change: changeId }),
  /** `PATCH`; with a wizard step, saves only that step. */
  update: (projectId: number, changeId: number, wizardStep?: ChangeWizardStep) =>
    withQuery(`projects/${projectId}/changes/`, { change: changeId, wizard_step: wizardStep }),
  /** `GET` changes across every visible project; `projectId` may be `null`. */
  acrossProjects: (projectId: number | null = null, filters: ChangesAcrossProjectsFilters = {}) =>
    withQuery(`projects/${projectId ?? 'null'}/changes_across_all_projects/`, { ...filters }),
};
