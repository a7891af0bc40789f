// Zod-free on purpose: the survey list, Home's "My surveys to answer" and the public page read these.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

/** Question types (SPEC §3). */
export const surveyQuestionTypes = [
  'AGREEMENT_RATING',
  'CONSISTENCY_RATING',
  'TEXT',
  'SINGLE_RESPONSE_PICKLIST',
  'MULTIPLE_RESPONSE_PICKLIST',
] as const;
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];

export const surveyQuestionTypeLabels: Record<SurveyQuestionType, string> = {
  AGREEMENT_RATING: 'Agreement rating',
  CONSISTENCY_RATING: 'Consistency rating',
  TEXT: 'Free text',
  SINGLE_RESPONSE_PICKLIST: 'Pick one',
  MULTIPLE_RESPONSE_PICKLIST: 'Pick any',
};

/** The five points of each rating scale, 1 to 5, as the respondent reads them. */
export const ratingScales = {
  AGREEMENT_RATING: ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'],
  CONSISTENCY_RATING: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'],
} as const;
export type RatingQuestionType = keyof typeof ratingScales;
export function isRatingType(type: SurveyQuestionType): type is RatingQuestionType {
  return type === 'AGREEMENT_RATING' || type === 'CONSISTENCY_RATING';
}
export function isPicklistType(type: SurveyQuestionType): boolean {
  return type === 'SINGLE_RESPONSE_PICKLIST' || type === 'MULTIPLE_RESPONSE_PICKLIST';
}

/** Survey scope and template origin (SPEC §3). */
export const surveyScopes = ['PER_PROJECT', 'ENTERPRISE'] as const;
export type SurveyScope = (typeof surveyScopes)[number];
export const surveyOrigins = ['BASE', 'CUSTOM'] as const;
export type SurveyOrigin = (typeof surveyOrigins)[number];

/** Where a survey stands; derived from its dates, never stored. */
export const surveyStatuses = ['DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED', 'ARCHIVED'] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];
export const surveyStatusLabels: Record<SurveyStatus, string> = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  OPEN: 'Open',
  CLOSED: 'Closed',
  ARCHIVED: 'Archived',
};

/** Delivery (SPEC §3): channel, which people of the groups, and how they are chosen. */
export const deliveryChannels = ['TEAMS', 'EMAIL', 'BOTH'] as const;
export type SurveyChannel = (typeof deliveryChannels)[number];
export const deliveryChannelLabels: Record<SurveyChannel, string> = {
  TEAMS: 'Teams',
  EMAIL: 'Email',
  BOTH: 'Teams and email',
};
export const surveyAudiences = ['EMPLOYEE', 'LEADER', 'ALL'] as const;
export type SurveyAudience = (typeof surveyAudiences)[number];
export const surveyAudienceLabels: Record<SurveyAudience, string> = {
  EMPLOYEE: 'Employees',
  LEADER: 'Leaders',
  ALL: 'Everyone',
};
export const audienceKinds = ['PEOPLE', 'PERSONA'] as const;
export type AudienceKind = (typeof audienceKinds)[number];

/** Repeat options of a scheduled send (SPEC §3), with how far each moves the next send. */
export const repeatOptions = ["Don't Repeat", 'Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export type RepeatOption = (typeof repeatOptions)[number];
export const repeatIntervals: Record<RepeatOption, string | null> = {
  "Don't Repeat": null,
  Daily: '1 day',
  Weekly: '7 days',
  Monthly: '1 month',
  Yearly: '1 year',
};

/** Reminder offsets after a send (SPEC §3), in hours; NONE sends no reminder. */
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
export const reminderOffsetHours: Record<ReminderOffset, number | null> = {
  NONE: null,
  ONE_HOUR: 1,
  TWO_HOURS: 2,
  ONE_DAY: 24,
  TWO_DAYS: 48,
  ONE_WEEK: 168,
  TWO_WEEKS: 336,
  FOUR_WEEKS: 672,
};
export const reminderOffsetLabels: Record<ReminderOffset, string> = {
  NONE: 'No reminder',
  ONE_HOUR: 'After an hour',
  TWO_HOURS: 'After two hours',
  ONE_DAY: 'After a day',
  TWO_DAYS: 'After two days',
  ONE_WEEK: 'After a week',
  TWO_WEEKS: 'After two weeks',
  FOUR_WEEKS: 'After four weeks',
};

/** Limits the builder shows before it asks the server. */
export const surveyLimits = {
  nameMax: 200,
  questionTextMax: 500,
  questionsMax: 60,
  optionsMax: 20,
  optionMax: 120,
  textAnswerMax: 4000,
} as const;

/** Who may build and send surveys: the rest answer them. */
export const surveyEditorRoles = ['ADMIN', 'CHANGE_OFFICE', 'CHANGE_MANAGER'] as const;

/** Path patterns of the surveys calls, relative to /api/v1/. */
export const surveysPatterns = {
  collection: 'surveys/',
  detail: 'surveys/:id/',
  latest: 'latest-survey/',
  mine: 'my-surveys/',
} as const;

export interface SurveyListFilters {
  project?: number;
  goLiveSurveys?: boolean;
  surveyType?: SurveyOrigin;
  excludeNWOWSurvey?: boolean;
  scope?: SurveyScope;
  includeArchived?: boolean;
  page_number?: number;
  page_size?: number;
}

export const surveysPaths = {
  /** `GET` the list (filters), `POST` a survey. */
  list: (filters: SurveyListFilters = {}) => withQuery(surveysPatterns.collection, { ...filters }),
  create: () => surveysPatterns.collection,
  /** `GET` one survey, `PATCH` it (`archive` archives or restores). */
  detail: (id: number) => fillPath(surveysPatterns.detail, { id }),
  /** `GET` a project's most recently sent survey. */
  latest: (project: number, withNWOW = false) =>
    withQuery(surveysPatterns.latest, { project, withNWOW }),
  /** `GET` the signed-in person's open invitations, for Home's "My surveys to answer". */
  mine: () => surveysPatterns.mine,
};

/** A respondent's page, opened from Home (the status call records where it was opened from). */
export function surveyLinkFromHome(token: string): string {
  return `/survey/${encodeURIComponent(token)}?from=HOME`;
}
