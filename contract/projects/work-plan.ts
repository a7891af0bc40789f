// Zod-free on purpose: Home and the plan's read-only views need these, and zod stays out of them.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

/** States a deliverable or milestone shows (SPEC §3). */
export const workItemStates = ['Open', 'Overdue', 'Closed'] as const;
export type WorkItemState = (typeof workItemStates)[number];

/** States that are stored; Overdue is worked out from the due date (DESIGN.md §6). */
export const storedWorkItemStates = ['Open', 'Closed'] as const;
export type StoredWorkItemState = (typeof storedWorkItemStates)[number];

/** Open and past its due date → Overdue; `today` is the organisation's date (YYYY-MM-DD). */
export function deriveWorkItemState(
  state: StoredWorkItemState,
  dueDate: string | null,
  today: string,
): WorkItemState {
  if (state === 'Open' && dueDate !== null && dueDate < today) return 'Overdue';
  return state;
}

/** Path patterns of the work plan calls, relative to /api/v1/ (see `fillPath`). */
export const workPlanPatterns = {
  workstreams: 'workstreams/',
  workstream: 'workstreams/:id/',
  deliverables: 'deliverables/',
  deliverable: 'deliverables/:id/',
  milestones: 'milestones/',
  milestone: 'milestones/:id/',
} as const;

export const workstreamsPaths = {
  list: (projectId: number, options: { teamsApp?: boolean } = {}) =>
    withQuery(workPlanPatterns.workstreams, { project: projectId, teamsApp: options.teamsApp }),
  create: () => workPlanPatterns.workstreams,
  /** `PATCH`, `DELETE` (its deliverables and milestones go with it). */
  detail: (id: number) => fillPath(workPlanPatterns.workstream, { id }),
  /** `PATCH` with a `deliverable` or `milestone` to create inside the workstream. */
  createItem: (id: number) =>
    `${fillPath(workPlanPatterns.workstream, { id })}?isCreateDeliverableMilestone=true`,
};

export const deliverablesPaths = {
  /** One project's, an assessment's, or (`mine`) the open ones of the user's live projects. */
  list: (filter: { project: number } | { readinessAssessmentId: number } | { mine: true }) =>
    withQuery(workPlanPatterns.deliverables, filter),
  create: () => workPlanPatterns.deliverables,
  detail: (id: number) => fillPath(workPlanPatterns.deliverable, { id }),
};

export const milestonesPaths = {
  /** One project's, an assessment's, or (`mine`) the open ones of the user's live projects. */
  list: (filter: { project: number } | { readinessId: number } | { mine: true }) =>
    withQuery(workPlanPatterns.milestones, filter),
  create: (projectId: number, workstreamId?: number) =>
    withQuery(workPlanPatterns.milestones, { project: projectId, workstream: workstreamId }),
  /** `PATCH`, `DELETE`; pass `workstream` (or `null`) to move the milestone. */
  detail: (id: number, workstream?: number | null) =>
    withQuery(fillPath(workPlanPatterns.milestone, { id }), {
      workstream: workstream === null ? 'null' : workstream,
    }),
};
