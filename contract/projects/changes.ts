// Zod-free on purpose: read-only screens show a change's wizard progress without zod.
import { withQuery } from '../shared/query-string';

/** The change wizard's steps, in order; each saves only its own fields. */
export const changeWizardSteps = [
  { step: 1, key: 'details', label: 'Details', fields: ['name', 'description', 'change_type'] },
  {
    step: 2,
    key: 'classification',
    label: 'Classification',
    fields: ['criticality', 'impact_attributes'],
  },
  {
    step: 3,
    key: 'timing',
    label: 'Timing',
    fields: ['deployment_state', 'date_mode', 'go_live_date', 'start_date', 'end_date'],
  },
  { step: 4, key: 'go_live_events', label: 'Go-live events', fields: ['go_live_events'] },
] as const;
export type ChangeWizardStep = (typeof changeWizardSteps)[number]['step'];
export type ChangeWizardStepKey = (typeof changeWizardSteps)[number]['key'];
export const CHANGE_WIZARD_STEP_COUNT = changeWizardSteps.length;

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
