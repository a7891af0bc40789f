// Zod-free on purpose: task boards and Home show item states and build paths without zod.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

/** A task's or action's state; Overdue is derived (open and past its due date). */
export const itemStates = ['Open', 'Overdue', 'Closed'] as const;
export type ItemState = (typeof itemStates)[number];

/** Path patterns of the leader-task calls, relative to /api/v1/. */
export const leaderTasksPatterns = {
  collection: 'leader-tasks/',
  detail: 'leader-tasks/:id/',
  personalStats: 'leader-tasks/personal_stats/',
  /** `:id` is the project. */
  bulkUpdate: 'leader-tasks/:id/update_tasks/',
  /** `:id` is the project. */
  filter: 'leader-tasks/:id/filter_tasks/',
  /** `:id` is the project. */
  projectStats: 'leader-tasks/:id/task_stats_project_level/',
  /** `:id` is the cycle. */
  cycleFilter: 'leader-tasks/:id/filter_tasks_cycle_level/',
  /** `:id` is the cycle copied from. */
  copy: 'leader-tasks/:id/copy_tasks_into_cycle/',
  /** `:id` is the project; tasks and actions of one group's plan. */
  projectTasks: 'projects/:id/tasks/',
} as const;

export const leaderActionsPatterns = {
  collection: 'leader-actions/',
  detail: 'leader-actions/:id/',
  /** `:id` is the cycle copied from. */
  copy: 'leader-actions/:id/copy_actions_into_cycle/',
} as const;

export interface LeaderTaskFilters {
  activation_cycle_id?: number;
  project?: number;
  page_number?: number;
  page_size?: number;
  closed?: boolean;
  personal_task?: boolean;
  impacted_group_id?: number;
  is_in_wizard?: boolean;
  isInTeams?: boolean;
  is_impacted_group_level?: boolean;
  statsOnly?: boolean;
}

export interface NewItemTarget {
  activation_cycle_id: number;
  project_id?: number;
  impacted_group_id?: number;
  is_general?: boolean;
}

export const leaderTasksPaths = {
  list: (filters: LeaderTaskFilters) => withQuery(leaderTasksPatterns.collection, { ...filters }),
  create: (target: NewItemTarget) => withQuery(leaderTasksPatterns.collection, { ...target }),
  detail: (id: number, move: { activation_cycle_id?: number; project_id?: number } = {}) =>
    withQuery(fillPath(leaderTasksPatterns.detail, { id }), move),
  personalStats: (filters: { activation_cycle_id?: number; impacted_group_id?: number } = {}) =>
    withQuery(leaderTasksPatterns.personalStats, filters),
  bulkUpdate: (projectId: number) => fillPath(leaderTasksPatterns.bulkUpdate, { id: projectId }),
  filter: (projectId: number) => fillPath(leaderTasksPatterns.filter, { id: projectId }),
  projectStats: (projectId: number) =>
    fillPath(leaderTasksPatterns.projectStats, { id: projectId }),
  cycleFilter: (cycleId: number) => fillPath(leaderTasksPatterns.cycleFilter, { id: cycleId }),
  copy: (sourceCycleId: number) => fillPath(leaderTasksPatterns.copy, { id: sourceCycleId }),
  projectTasks: (
    projectId: number,
    query: {
      leader_group_change_plan: number;
      page_number?: number;
      page_size?: number;
      closed?: boolean;
    },
  ) => withQuery(fillPath(leaderTasksPatterns.projectTasks, { id: projectId }), query),
};

export const leaderActionsPaths = {
  list: (filters: {
    activation_cycle_id?: number;
    project?: number;
    page_number?: number;
    page_size?: number;
    closed?: boolean;
  }) => withQuery(leaderActionsPatterns.collection, filters),
  create: (target: { activation_cycle_id: number; impacted_group_id?: number }) =>
    withQuery(leaderActionsPatterns.collection, target),
  detail: (id: number, move: { activation_cycle_id?: number } = {}) =>
    withQuery(fillPath(leaderActionsPatterns.detail, { id }), move),
  copy: (sourceCycleId: number) => fillPath(leaderActionsPatterns.copy, { id: sourceCycleId }),
};
