// Zod-free on purpose: the Leaders tab and Home read cycle states and paths without zod.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

/** Where a cycle stands today, derived from its dates (never stored). */
export const cycleStatuses = ['LIVE', 'UPCOMING', 'ENDED'] as const;
export type CycleStatus = (typeof cycleStatuses)[number];
export const cycleStatusLabels: Record<CycleStatus, string> = {
  LIVE: 'Live',
  UPCOMING: 'Upcoming',
  ENDED: 'Ended',
};

/** The longest a cycle may run, so a typo in a year does not make a decade-long cycle. */
export const MAX_CYCLE_DAYS = 366;

/** Path patterns of the activation-cycle calls, relative to /api/v1/. */
export const activationCyclesPatterns = {
  collection: 'activation-cycles/',
  detail: 'activation-cycles/:id/',
  plan: 'activation-cycles/get_activation_cycle/',
  observationalSurvey: 'activation-cycles/get_new_ways_of_working_observational_survey/',
  activities: 'activation-cycles/:id/cycle_activities/',
  copy: 'activation-cycles/:id/copy_activation_cycle/',
  copyNewWaysOfWorking: 'activation-cycles/:id/copy_new_ways_of_working_into_cycle/',
  /** `:id` is the project. */
  nudgeStats: 'activation-cycles/:id/nudge_stats_project_level/',
  /** The caller opened items of the cycle (leader engagement). */
  opened: 'activation-cycles/:id/opened/',
} as const;

export const activationCyclesPaths = {
  byProject: (projectId: number, liveCyclesOnly?: boolean) =>
    withQuery(activationCyclesPatterns.collection, { projectId, liveCyclesOnly }),
  byGroup: (impactedGroupId: number, calculateNudgeStats?: boolean) =>
    withQuery(activationCyclesPatterns.collection, {
      impacted_group_id: impactedGroupId,
      calculate_nudge_stats: calculateNudgeStats,
    }),
  create: () => activationCyclesPatterns.collection,
  detail: (id: number) => fillPath(activationCyclesPatterns.detail, { id }),
  /** The cycle with its whole plan; with `create`, the preview of a copy of it. */
  plan: (id: number, options: { create?: boolean; start_date?: string } = {}) =>
    withQuery(activationCyclesPatterns.plan, { activation_cycle_id: id, ...options }),
  observationalSurvey: (projectId?: number) =>
    withQuery(activationCyclesPatterns.observationalSurvey, { projectId }),
  activities: (id: number) => fillPath(activationCyclesPatterns.activities, { id }),
  copy: (id: number) => fillPath(activationCyclesPatterns.copy, { id }),
  copyNewWaysOfWorking: (sourceCycleId: number) =>
    fillPath(activationCyclesPatterns.copyNewWaysOfWorking, { id: sourceCycleId }),
  nudgeStats: (projectId: number) =>
    fillPath(activationCyclesPatterns.nudgeStats, { id: projectId }),
  opened: (id: number) => fillPath(activationCyclesPatterns.opened, { id }),
};
