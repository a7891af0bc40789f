// Zod-free on purpose: read-only screens show a change's wizard progress without zod.
import { fillPath } from '../shared/path-pattern';
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
  /** Only the projects the caller is involved in (on the team, or created), as Home lists them. */
  mine?: boolean;
  /** Only changes going live from today to this many weeks ahead, soonest first. */
  upcomingWeeks?: number;
  /** At most this many changes (Home shows the next few go-lives, not every change). */
  limit?: number;
}

/** Most weeks ahead `upcomingWeeks` looks, and most changes `limit` asks for. */
export const ACROSS_PROJECTS_MAX_WEEKS = 52;
export const ACROSS_PROJECTS_MAX_LIMIT = 100;
/** How far ahead Home looks for go-lives (and milestones), and how many go-lives it shows. */
export const HOME_WEEKS_AHEAD = 8;
export const HOME_GO_LIVES = 8;

/** Path patterns of the changes calls, relative to /api/v1/ (see `fillPath`). */
export const changesPatterns = {
  collection: 'projects/:id/changes/',
  /** `:id` is a project id or `null` (every visible project). */
  acrossProjects: 'projects/:id/changes_across_all_projects/',
} as const;

export const changesPaths = {
  /** `GET` the list, `POST` a change. */
  list: (projectId: number, options: { includeGoLiveEvents?: boolean; origin?: string } = {}) =>
    withQuery(fillPath(changesPatterns.collection, { id: projectId }), options),
  /** `GET` one change (with go-live events), `DELETE` it. */
  detail: (projectId: number, changeId: number) =>
    withQuery(fillPath(changesPatterns.collection, { id: projectId }), { change: changeId }),
  /** `PATCH`; with a wizard step, saves only that step. */
  update: (projectId: number, changeId: number, wizardStep?: ChangeWizardStep) =>
    withQuery(fillPath(changesPatterns.collection, { id: projectId }), {
      change: changeId,
      wizard_step: wizardStep,
    }),
  /** `GET` changes across every visible project; `projectId` may be `null`. */
  acrossProjects: (projectId: number | null = null, filters: ChangesAcrossProjectsFilters = {}) =>
    withQuery(fillPath(changesPatterns.acrossProjects, { id: projectId ?? 'null' }), {
      ...filters,
    }),
  /** Home's go-lives: the next few in the caller's own projects, soonest first. */
  homeGoLives: () =>
    withQuery(fillPath(changesPatterns.acrossProjects, { id: 'null' }), {
      mine: true,
      upcomingWeeks: HOME_WEEKS_AHEAD,
      limit: HOME_GO_LIVES,
    }),
};
