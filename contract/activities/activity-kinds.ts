// Zod-free on purpose: Home and the calendar show these labels without zod.

/** Engagement activity kinds (SPEC §3). */
export const engagementKinds = [
  'RITUAL',
  'FEEDBACK',
  'OBSERVATION',
  'PROGRESS_SHARING',
  'OTHER',
] as const;
export type EngagementKind = (typeof engagementKinds)[number];
export const engagementKindLabels: Record<EngagementKind, string> = {
  RITUAL: 'Ritual',
  FEEDBACK: 'Feedback',
  OBSERVATION: 'Observation',
  PROGRESS_SHARING: 'Progress sharing',
  OTHER: 'Other',
};

/** How an activity is dated: one day, or a period from a start to an end date. */
export const activityDateModes = ['SINGLE_DATE', 'DURATION'] as const;
export type ActivityDateMode = (typeof activityDateModes)[number];
export const activityDateModeLabels: Record<ActivityDateMode, string> = {
  SINGLE_DATE: 'Single date',
  DURATION: 'Duration',
};

/** Repeat options as spelt in SPEC §3. */
export const repeatOptions = ["Don't Repeat", 'Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export type RepeatOption = (typeof repeatOptions)[number];

/** Reminder offsets (SPEC §3), with how long before the activity each one fires. */
export const reminderOffsets = [
  'NONE',
  'ONE_HOUR',
  'TWO_HOURS',
  'ONE_DAY',
  'TWO_DAYS',
  'ONE_WEEK',
  'TWO_WEEKS',
  'FOUR_WEEKS',
] as const;
export type ReminderOffset = (typeof reminderOffsets)[number];
export const reminderOffsetLabels: Record<ReminderOffset, string> = {
  NONE: 'No reminder',
  ONE_HOUR: '1 hour before',
  TWO_HOURS: '2 hours before',
  ONE_DAY: '1 day before',
  TWO_DAYS: '2 days before',
  ONE_WEEK: '1 week before',
  TWO_WEEKS: '2 weeks before',
  FOUR_WEEKS: '4 weeks before',
};

/** Who inside the chosen impacted groups an activity is for (SPEC §3 audiences). */
export const activityAudiences = ['ALL', 'EMPLOYEE', 'LEADER'] as const;
export type ActivityAudience = (typeof activityAudiences)[number];
export const activityAudienceLabels: Record<ActivityAudience, string> = {
  ALL: 'Leaders and employees',
  EMPLOYEE: 'Employees',
  LEADER: 'Leaders',
};

/** The two families of planned activity. */
export const activityFamilies = ['ENGAGEMENT', 'TRAINING'] as const;
export type ActivityFamily = (typeof activityFamilies)[number];

/** Plan kinds (SPEC §3) the engagement planner proposes activities for. */
export const planKinds = [
  'DEPLOYMENT_PLAN',
  'PROJECT_MANAGEMENT_PLAN',
  'TRAINING_PLAN',
  'ENGAGEMENT_PLAN',
] as const;
export type PlanKind = (typeof planKinds)[number];
export const planKindLabels: Record<PlanKind, string> = {
  DEPLOYMENT_PLAN: 'Deployment plan',
  PROJECT_MANAGEMENT_PLAN: 'Project management plan',
  TRAINING_PLAN: 'Training plan',
  ENGAGEMENT_PLAN: 'Engagement plan',
};

/** Communication and activity types (SPEC §3), as the calendar labels its events. */
export const calendarEventTypes = [
  'Email',
  'Meeting',
  'Viva Engage post',
  'Engagement Activity',
  'Survey',
  'Training Event',
  'Training Program',
  'Milestone',
  'Deliverable',
  'Announcement',
  'Change Go-Live Event',
] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];

/** The largest number of hours per person one activity may ask for. */
export const MAX_ACTIVITY_HOURS = 200;
/** A repeating activity stops after at most this many occurrences. */
export const MAX_OCCURRENCES = 366;
