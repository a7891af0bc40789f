// Zod-free on purpose: Home and the project tab build these paths without zod.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

/** Path patterns of the activity calls, relative to /api/v1/. */
export const activityPatterns = {
  engagementCollection: 'engagement-activities/',
  engagementItem: 'engagement-activities/:id/',
  trainingCollection: 'training-activities/',
  trainingItem: 'training-activities/:id/',
  userDefinedCollection: 'user-defined-activities/',
  userDefinedItem: 'user-defined-activities/:id/',
  averageTimeCommitment:
    'projects/:id/average_engagement_and_training_activity_total_time_commitment/',
  calendarEvents: 'calendar-events/',
  myActivities: 'my-activities/',
  /** The signed-in person's calendar subscription link (read, renew, stop). */
  myActivitiesFeed: 'my-activities/feed/',
  /** The subscription itself: no sign-in, the token in the address is the key. */
  myActivitiesIcs: 'my-activities/feed/:token/calendar.ics',
  planner: 'engagement-planner/',
  burden: 'activity-burden/',
} as const;

export interface ActivityListFilters {
  project?: number;
  teamsApp?: boolean;
}
export interface UserDefinedActivityFilters {
  project?: number;
  type?: 'ENGAGEMENT' | 'TRAINING';
  activationCycleId?: number;
  inTeams?: boolean;
}

export const activityPaths = {
  engagementList: (filters: ActivityListFilters) =>
    withQuery(activityPatterns.engagementCollection, { ...filters }),
  engagementCreate: () => activityPatterns.engagementCollection,
  engagementDetail: (id: number) => fillPath(activityPatterns.engagementItem, { id }),
  trainingList: (filters: ActivityListFilters & { readinessAssessmentId?: number }) =>
    withQuery(activityPatterns.trainingCollection, { ...filters }),
  trainingCreate: () => activityPatterns.trainingCollection,
  trainingDetail: (id: number) => fillPath(activityPatterns.trainingItem, { id }),
  userDefinedList: (filters: UserDefinedActivityFilters) =>
    withQuery(activityPatterns.userDefinedCollection, { ...filters }),
  userDefinedCreate: () => activityPatterns.userDefinedCollection,
  userDefinedDetail: (id: number) => fillPath(activityPatterns.userDefinedItem, { id }),
  averageTimeCommitment: (projectId: number, impactedGroups: readonly number[] = []) =>
    withQuery(fillPath(activityPatterns.averageTimeCommitment, { id: projectId }), {
      impacted_groups: impactedGroups,
    }),
  calendarEvents: (month: number, year: number, project?: number) =>
    withQuery(activityPatterns.calendarEvents, { month, year, project }),
  /** One project's dates over `months` months from `month` of `year`, for its timeline. */
  calendarMonths: (project: number, month: number, year: number, months: number) =>
    withQuery(activityPatterns.calendarEvents, { month, year, months, project }),
  myActivities: () => activityPatterns.myActivities,
  myActivitiesFeed: () => activityPatterns.myActivitiesFeed,
  myActivitiesIcs: (token: string) => fillPath(activityPatterns.myActivitiesIcs, { token }),
  planner: () => activityPatterns.planner,
  /** Hours the groups already carry, across projects, in the week of `date`. */
  burden: (impactedGroups: readonly number[], date: string, excludeActivity?: number) =>
    withQuery(activityPatterns.burden, {
      impacted_groups: impactedGroups,
      date,
      exclude_activity: excludeActivity,
    }),
};
