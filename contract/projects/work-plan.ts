// Zod-free on purpose: Home and the plan's read-only views need these, and zod stays out of them.
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

export const workstreamsPaths = {
  list: (projectId: number, options: { teamsApp?: boolean } = {}) =>
    withQuery('workstreams/', { project: projectId, teamsApp: options.teamsApp }),
  create: () => 'workstreams/',
  /** `PATCH`, `DELETE` (its deliverables and milestones go with it). */
  detail: (id: number) => `workstreams/${id}/`,
  /** `PATCH` with a `deliverable` or `milestone` to create inside the workstream. */
  createItem: (id: number) => `workstreams/${id}/?isCreateDeliverableMilestone=true`,
};

export const deliverablesPaths = {
  list: (filter: { project: number } | { readinessAssessmentId: number }) =>
    withQuery('deliverables/', filter),
  create: () => 'deliverables/',
  detail: (id: number) => `deliverables/${id}/`,
};

export const milestonesPaths = {
  list: (filter: { project: number } | { readinessId: number }) => withQuery('milestones/', filter),
  create: (projectId: number, workstreamId?: number) =>
    withQuery('milestones/', { project: projectId, workstream: workstreamId }),
  /** `PATCH`, `DELETE`; pass `workstream` (or `null`) to move the milestone. */
  detail: (id: number, workstream?: number | null) =>
    withQuery(`milestones/${id}/`, {
      workstream: workstream === null ? 'null' : workstream,
    }),
};
