import { activityPaths } from '@contract/activities/activities';
import type {
  AverageTimeCommitment,
  EngagementActivity,
  TrainingActivity,
} from '@contract/activities/activities.schema';
import { activityTypePaths } from '@contract/activities/activity-types';
import type {
  EngagementActivityType,
  TrainingActivityType,
} from '@contract/activities/activity-types.schema';
import type {
  ActivityFeed,
  Calendar,
  MyActivities,
  WeekBurden,
} from '@contract/activities/calendar.schema';
import { defineWrite, type ReadMatch } from '@/lib/swr/define-write';
import { defineRead } from '@/lib/swr/use-api-read';
import * as api from './api';

export const useEngagementActivities = defineRead<[projectId: number], EngagementActivity[]>(
  'Engagement activities',
  (project: number) => activityPaths.engagementList({ project }),
);
export const useTrainingActivities = defineRead<[projectId: number], TrainingActivity[]>(
  'Training activities',
  (project: number) => activityPaths.trainingList({ project }),
);
export const useEngagementTypes = defineRead<[], EngagementActivityType[]>('Engagement types', () =>
  activityTypePaths.engagementList({ enabledOnly: true }),
);
export const useTrainingTypes = defineRead<[], TrainingActivityType[]>('Training types', () =>
  activityTypePaths.trainingList({ enabledOnly: true }),
);
export const useCalendar = defineRead<[month: number, year: number, projectId: number], Calendar>(
  'Calendar',
  activityPaths.calendarEvents,
);
/** One project's dates over several months (its timeline's comms, surveys and go-live events). */
export const useCalendarMonths = defineRead<
  [projectId: number, month: number, year: number, months: number],
  Calendar
>('Project dates', activityPaths.calendarMonths);
export const useTimeCommitment = defineRead<[projectId: number], AverageTimeCommitment>(
  'Time commitment',
  (projectId: number) => activityPaths.averageTimeCommitment(projectId),
);
export const useWeekBurden = defineRead<
  [groups: string, date: string, excludeActivity: number | 'none'],
  WeekBurden
>('Time burden', (groups: string, date: string, exclude: number | 'none') =>
  activityPaths.burden(
    groups.split(',').map(Number),
    date,
    exclude === 'none' ? undefined : exclude,
  ),
);
export const useMyActivities = defineRead<[], MyActivities>('My activities', () =>
  activityPaths.myActivities(),
);

/** Every read an activity write can change: lists, the calendar, sums, Home and reports. */
const activityReads: ReadMatch[] = [
  'engagement-activities/',
  'training-activities/',
  'calendar-events/',
  'my-activities/',
  (key) => key.includes('average_engagement_and_training_activity_total_time_commitment'),
  'engagement-activity-types/',
  'training-activity-types/',
];

export const useCreateActivity = defineWrite(api.createActivity, {
  invalidates: () => activityReads,
});
export const useUpdateActivity = defineWrite(api.updateActivity, {
  invalidates: () => activityReads,
});
export const useDeleteActivity = defineWrite(api.deleteActivity, {
  invalidates: () => activityReads,
});
export const useRunPlanner = defineWrite(api.runPlanner, { invalidates: () => [] });

/** The signed-in person's calendar subscription address (null until they make one). */
export const useActivityFeed = defineRead<[], ActivityFeed>('Calendar address', () =>
  activityPaths.myActivitiesFeed(),
);
export const useRenewActivityFeed = defineWrite(api.renewActivityFeed, {
  invalidates: () => [],
  seeds: (feed) => ({ [activityPaths.myActivitiesFeed()]: feed }),
});
export const useStopActivityFeed = defineWrite(api.stopActivityFeed, {
  invalidates: () => [],
  seeds: () => ({ [activityPaths.myActivitiesFeed()]: { url: null } }),
});
