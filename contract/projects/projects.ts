// Zod-free on purpose: the SPA's first screen imports these values, and zod stays out of it.
import { fillPath } from '../shared/path-pattern';
import type { PhaseCode } from './phases';
import { withQuery } from '../shared/query-string';
import { teamsAppPaths } from './teams-app';
import type { OrganisationRole } from '../people/roles';

/** Project status values (SPEC §4), in lifecycle order. */
export const projectStatuses = [
  'None',
  'Planned',
  'Live',
  'Completed',
  'Paused',
  'Cancelled',
] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const projectStatusLabels: Record<ProjectStatus, string> = {
  None: 'No status',
  Planned: 'Planned',
  Live: 'Live',
  Completed: 'Completed',
  Paused: 'Paused',
  Cancelled: 'Cancelled',
};

/** Where a project may move from each status (DESIGN.md §6). Staying put is always allowed. */
export const projectStatusMoves: Record<ProjectStatus, readonly ProjectStatus[]> = {
  None: ['Planned', 'Live', 'Cancelled'],
  Planned: ['Live', 'Paused', 'Cancelled'],
  Live: ['Completed', 'Paused', 'Cancelled'],
  Paused: ['Planned', 'Live', 'Cancelled'],
  Completed: ['Live'],
  Cancelled: ['Planned'],
};

/** The message for a refused move, or `null` when `from → to` is allowed. */
export function projectStatusMoveError(from: ProjectStatus, to: ProjectStatus): string | null {
  if (from === to || projectStatusMoves[from].includes(to)) return null;
  return `Cannot move from ${from} to ${to}. Allowed: ${projectStatusMoves[from].join(', ')}.`;
}

/** The statuses a new project may start in: None, or a first move from None short of Cancelled. */
export const initialProjectStatuses = ['None', 'Planned', 'Live'] as const;

/** Scope levels (SPEC §3). */
export const scopeLevels = ['ENTERPRISE', 'BUSINESS_UNIT', 'REGION', 'FUNCTION'] as const;
export type ScopeLevel = (typeof scopeLevels)[number];
export const scopeLevelLabels: Record<ScopeLevel, string> = {
  ENTERPRISE: 'Enterprise',
  BUSINESS_UNIT: 'Business unit',
  REGION: 'Region',
  FUNCTION: 'Function',
};

/** Change types (SPEC §3), used by projects and by their changes. */
export const changeTypes = ['SYSTEM', 'BEHAVIOUR', 'RESTRUCTURE', 'PROCESS', 'ORG'] as const;
export type ChangeType = (typeof changeTypes)[number];
export const changeTypeLabels: Record<ChangeType, string> = {
  SYSTEM: 'System',
  BEHAVIOUR: 'Behaviour',
  RESTRUCTURE: 'Restructure',
  PROCESS: 'Process',
  ORG: 'Organisation',
};

/** Sort keys of `GET projects/`; a leading `-` sorts descending. */
export const projectOrderings = [
  'name',
  '-name',
  'status',
  '-status',
  'start_date',
  '-start_date',
  'end_date',
  '-end_date',
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
] as const;
export type ProjectOrdering = (typeof projectOrderings)[number];

/** Roles that may create projects (and then join the new project's team). */
export const projectCreatorRoles: readonly OrganisationRole[] = [
  'ADMIN',
  'CHANGE_OFFICE',
  'CHANGE_MANAGER',
];

/** Filters of the projects list as the SPA holds them (arrays, booleans). */
/**
 * The steps of setting a project up, in the order a team usually takes them. Each is done when
 * the project's data says so (see `setUpStepsDone`); nobody ticks them by hand.
 */
export const setUpSteps = ['objective', 'team', 'changes', 'narrative', 'plan', 'metrics'] as const;
export type SetUpStep = (typeof setUpSteps)[number];

/** What a project holds, as far as its set-up is concerned. */
export interface SetUpFacts {
  businessObjective: string;
  teamSize: number;
  changes: number;
  /** Changes with neither a go-live date nor a start date yet. */
  changesWithoutGoLive: number;
  narrativeWritten: boolean;
  workstreams: number;
  workItems: number;
  metrics: number;
}

/**
 * The set-up steps a project's data completes: an objective in words; a team beyond its
 * creator; at least one change, each with its go-live; a narrative with text; a workstream with
 * a deliverable or milestone; at least one metric.
 */
export function setUpStepsDone(facts: SetUpFacts): SetUpStep[] {
  const done: Record<SetUpStep, boolean> = {
    objective: facts.businessObjective.trim() !== '',
    team: facts.teamSize >= 2,
    changes: facts.changes > 0 && facts.changesWithoutGoLive === 0,
    narrative: facts.narrativeWritten,
    plan: facts.workstreams > 0 && facts.workItems > 0,
    metrics: facts.metrics > 0,
  };
  return setUpSteps.filter((step) => done[step]);
}

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

/** Path patterns of the projects calls, relative to /api/v1/ (see `fillPath`). */
export const projectsPatterns = {
  collection: 'projects/',
  item: 'projects/:id/',
  forUser: 'projects/get_projects_for_user/',
} as const;

export const projectsPaths = {
  /** `GET`: the filterable, paged list; `?archived=true` is the archive. */
  list: (filters: ProjectListFilters = {}) =>
    withQuery(projectsPatterns.collection, { ...filters }),
  /** `POST` */
  create: () => projectsPatterns.collection,
  /** `GET` one project. */
  detail: (id: number) => fillPath(projectsPatterns.item, { id }),
  /** `PATCH`: any subset; `archived: false` also restores a deleted project. */
  update: (id: number) => fillPath(projectsPatterns.item, { id }),
  /** `DELETE`: soft; the project stays in the archive, restorable. */
  remove: (id: number) => fillPath(projectsPatterns.item, { id }),
  /** `GET`: Home's "my projects". */
  forUser: () => projectsPatterns.forUser,
  /** `GET`: record that the caller opened the project in Teams. */
  teamsAppInteraction: teamsAppPaths.projectInteraction,
};
