import { activityPaths } from '@contract/activities/activities';
import type {
  CreateEngagementActivityInput,
  CreateTrainingActivityInput,
  EngagementActivity,
  TrainingActivity,
  UpdateEngagementActivityInput,
  UpdateTrainingActivityInput,
} from '@contract/activities/activities.schema';
import type { ActivityFamily } from '@contract/activities/activity-kinds';
import type { ActivityFeed } from '@contract/activities/calendar.schema';
import type { PlannerInput, PlannerResult } from '@contract/activities/planner.schema';
import { apiDelete, apiPatch, apiPost, type CallOptions } from '@/lib/api-client/api-client';

/** Writes report their own failures on the form or the row that made them. */
function write(label: string): CallOptions {
  return { label, redirectOnError: false, notifyOnError: false };
}

export type AnyActivity = EngagementActivity | TrainingActivity;
export type CreateActivityInput = CreateEngagementActivityInput | CreateTrainingActivityInput;
export type UpdateActivityInput = UpdateEngagementActivityInput | UpdateTrainingActivityInput;

export function createActivity(
  family: ActivityFamily,
  input: CreateActivityInput,
): Promise<AnyActivity> {
  return family === 'ENGAGEMENT'
    ? apiPost<EngagementActivity>(activityPaths.engagementCreate(), input, write('New activity'))
    : apiPost<TrainingActivity>(activityPaths.trainingCreate(), input, write('New training'));
}

export function updateActivity(
  family: ActivityFamily,
  id: number,
  input: UpdateActivityInput,
): Promise<AnyActivity> {
  return family === 'ENGAGEMENT'
    ? apiPatch<EngagementActivity>(activityPaths.engagementDetail(id), input, write('Activity'))
    : apiPatch<TrainingActivity>(activityPaths.trainingDetail(id), input, write('Training'));
}

export function deleteActivity(family: ActivityFamily, id: number) {
  return apiDelete(
    family === 'ENGAGEMENT' ? activityPaths.engagementDetail(id) : activityPaths.trainingDetail(id),
    write('Delete activity'),
  );
}

export function runPlanner(input: PlannerInput) {
  return apiPost<PlannerResult>(activityPaths.planner(), input, write('Engagement planner'));
}

/** A new calendar subscription address; the previous one stops working. */
export function renewActivityFeed() {
  return apiPost<ActivityFeed>(activityPaths.myActivitiesFeed(), {}, write('Calendar address'));
}

/** Stops the calendar subscription: calendars using the address get nothing more. */
export function stopActivityFeed() {
  return apiDelete(activityPaths.myActivitiesFeed(), write('Stop calendar subscription'));
}
