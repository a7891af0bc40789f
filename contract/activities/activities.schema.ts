import { z } from 'zod';
import {
  csvIdsSchema,
  dateSchema,
  idSchema,
  personRefSchema,
  queryBooleanSchema,
  refIdSchema,
  requiredDateSchema,
  timestampSchema,
  whenFieldsValid,
} from '../shared/common.schema';
import {
  activityAudiences,
  activityDateModes,
  activityFamilies,
  planKinds,
  reminderOffsets,
  repeatOptions,
  type ActivityDateMode,
  type RepeatOption,
} from './activity-kinds';
import { engagementKindSchema, hoursSchema } from './activity-types.schema';

export const activityDateModeSchema = z.enum(activityDateModes, {
  error: 'Choose a single date or a duration.',
});
export const repeatOptionSchema = z.enum(repeatOptions, { error: 'Choose how it repeats.' });
export const reminderOffsetSchema = z.enum(reminderOffsets, { error: 'Choose a reminder.' });
export const activityAudienceSchema = z.enum(activityAudiences, {
  error: 'Choose who it is for.',
});
export const activityFamilySchema = z.enum(activityFamilies, {
  error: 'Choose engagement or training.',
});
export const planKindSchema = z.enum(planKinds, { error: 'Choose a plan kind.' });
const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour).');
const idListSchema = (message: string) =>
  z.array(refIdSchema(message)).max(200, 'Choose at most 200.');

export interface ActivityTiming {
  date_mode?: ActivityDateMode | undefined;
  start_date?: string | undefined;
  end_date?: string | null | undefined;
  repeat?: RepeatOption | undefined;
  repeat_until?: string | null | undefined;
}

/**
 * Field messages for an activity's dates: DURATION needs an end on or after the start; a
 * repeating activity needs a last date on or after the start. Used by the forms and by the
 * server on the stored values merged with an update.
 */
export function activityTimingIssues(timing: ActivityTiming): Record<string, string> {
  const issues: Record<string, string> = {};
  if (timing.date_mode === 'DURATION') {
    if (!timing.end_date) issues.end_date = 'Enter the end date.';
    else if (timing.start_date && timing.end_date < timing.start_date) {
      issues.end_date = 'The end date cannot be before the start date.';
    }
  }
  if (timing.repeat && timing.repeat !== "Don't Repeat") {
    if (!timing.repeat_until) issues.repeat_until = 'Enter the date it repeats until.';
    else if (timing.start_date && timing.repeat_until < timing.start_date) {
      issues.repeat_until = 'It cannot stop repeating before it starts.';
    }
  }
  return issues;
}

const timingFieldsValid = whenFieldsValid(
  'date_mode',
  'start_date',
  'end_date',
  'repeat',
  'repeat_until',
);
function timingRefinement(value: ActivityTiming, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(activityTimingIssues(value))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

const activityFields = {
  name: z
    .string({ error: 'Name the activity.' })
    .trim()
    .min(1, 'Name the activity.')
    .max(200, 'Keep the name to 200 characters or fewer.'),
  description: z.string().trim().max(5000, 'Keep the description to 5,000 characters or fewer.'),
  type: refIdSchema('Choose the activity type.'),
  date_mode: activityDateModeSchema,
  start_date: requiredDateSchema('Enter the date.'),
  end_date: dateSchema.nullable(),
  start_time: timeSchema.nullable(),
  repeat: repeatOptionSchema,
  repeat_until: dateSchema.nullable(),
  reminder: reminderOffsetSchema,
  audience: activityAudienceSchema,
  impacted_groups: idListSchema('Choose impacted groups of the project.'),
  changes: idListSchema('Choose changes of the project.'),
  owner: refIdSchema('Choose an active person of your organisation.').nullable(),
  hours_per_person: hoursSchema,
  show_in_teams: z.boolean(),
  plan_kind: planKindSchema.nullable(),
  planner_reason: z.string().trim().max(1000).nullable(),
};
const activityDefaults = {
  description: activityFields.description.default(''),
  end_date: activityFields.end_date.default(null),
  start_time: activityFields.start_time.default(null),
  repeat: activityFields.repeat.default("Don't Repeat"),
  repeat_until: activityFields.repeat_until.default(null),
  reminder: activityFields.reminder.default('NONE'),
  audience: activityFields.audience.default('ALL'),
  impacted_groups: activityFields.impacted_groups.default([]),
  changes: activityFields.changes.default([]),
  owner: activityFields.owner.default(null),
  show_in_teams: activityFields.show_in_teams.default(true),
  plan_kind: activityFields.plan_kind.default(null),
  planner_reason: activityFields.planner_reason.default(null),
};

export const createEngagementActivityInputSchema = z
  .strictObject({
    project: refIdSchema('Choose the project.'),
    ...activityFields,
    ...activityDefaults,
  })
  .superRefine(timingRefinement, timingFieldsValid);
export type CreateEngagementActivityInput = z.input<typeof createEngagementActivityInputSchema>;
export const updateEngagementActivityInputSchema = z.strictObject(activityFields).partial();
export type UpdateEngagementActivityInput = z.input<typeof updateEngagementActivityInputSchema>;

const trainingExtra = {
  readiness_assessment: refIdSchema('Choose a readiness assessment.').nullable(),
};
export const createTrainingActivityInputSchema = z
  .strictObject({
    project: refIdSchema('Choose the project.'),
    ...activityFields,
    ...activityDefaults,
    readiness_assessment: trainingExtra.readiness_assessment.default(null),
  })
  .superRefine(timingRefinement, timingFieldsValid);
export type CreateTrainingActivityInput = z.input<typeof createTrainingActivityInputSchema>;
export const updateTrainingActivityInputSchema = z
  .strictObject({ ...activityFields, ...trainingExtra })
  .partial();
export type UpdateTrainingActivityInput = z.input<typeof updateTrainingActivityInputSchema>;

const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

const activityOutputFields = {
  id: z.number().int(),
  project: z.number().int(),
  project_name: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.number().int(),
  type_name: z.string(),
  date_mode: activityDateModeSchema,
  start_date: z.string(),
  end_date: z.string().nullable(),
  start_time: z.string().nullable(),
  repeat: repeatOptionSchema,
  repeat_until: z.string().nullable(),
  reminder: reminderOffsetSchema,
  audience: activityAudienceSchema,
  impacted_groups: z.array(namedRefSchema),
  changes: z.array(namedRefSchema),
  owner: personRefSchema.nullable(),
  hours_per_person: z.number(),
  /** How many times it takes place (1 unless it repeats). */
  occurrence_count: z.number().int(),
  /** Hours each person of its groups gives to it over every occurrence. */
  total_hours_per_person: z.number(),
  show_in_teams: z.boolean(),
  plan_kind: planKindSchema.nullable(),
  planner_reason: z.string().nullable(),
  can_edit: z.boolean(),
  created_by: personRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
};
export const engagementActivitySchema = z.object({
  ...activityOutputFields,
  kind: engagementKindSchema,
});
export type EngagementActivity = z.infer<typeof engagementActivitySchema>;
export const trainingActivitySchema = z.object({
  ...activityOutputFields,
  readiness_assessment: z.number().int().nullable(),
});
export type TrainingActivity = z.infer<typeof trainingActivitySchema>;

export const engagementListQuerySchema = z.object({
  project: idSchema.optional(),
  teamsApp: queryBooleanSchema.optional(),
});
export const trainingListQuerySchema = z.object({
  project: idSchema.optional(),
  teamsApp: queryBooleanSchema.optional(),
  readinessAssessmentId: idSchema.optional(),
});

// ── User-defined activities ─────────────────────────────────────────────────────────────────

const userDefinedFields = {
  name: activityFields.name,
  description: activityFields.description,
  family: activityFamilySchema,
  activation_cycle: refIdSchema('Choose an activation cycle.').nullable(),
  date: requiredDateSchema('Enter the date.'),
  hours_per_person: hoursSchema,
  in_teams: z.boolean(),
  owner: activityFields.owner,
};
export const createUserDefinedActivityInputSchema = z.strictObject({
  project: refIdSchema('Choose the project.'),
  ...userDefinedFields,
  description: userDefinedFields.description.default(''),
  activation_cycle: userDefinedFields.activation_cycle.default(null),
  in_teams: userDefinedFields.in_teams.default(true),
  owner: userDefinedFields.owner.default(null),
});
export type CreateUserDefinedActivityInput = z.input<typeof createUserDefinedActivityInputSchema>;
export const updateUserDefinedActivityInputSchema = z.strictObject(userDefinedFields).partial();
export type UpdateUserDefinedActivityInput = z.input<typeof updateUserDefinedActivityInputSchema>;
export const userDefinedActivitySchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  name: z.string(),
  description: z.string(),
  family: activityFamilySchema,
  activation_cycle: z.number().int().nullable(),
  date: z.string(),
  hours_per_person: z.number(),
  in_teams: z.boolean(),
  owner: personRefSchema.nullable(),
  created_at: timestampSchema,
});
export type UserDefinedActivity = z.infer<typeof userDefinedActivitySchema>;
export const userDefinedListQuerySchema = z.object({
  project: idSchema.optional(),
  type: activityFamilySchema.optional(),
  activationCycleId: idSchema.optional(),
  inTeams: queryBooleanSchema.optional(),
});

// ── Time commitment per impacted group ──────────────────────────────────────────────────────

export const averageTimeCommitmentQuerySchema = z.object({
  impacted_groups: csvIdsSchema.optional(),
});
export const groupTimeCommitmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  engagement_hours: z.number(),
  training_hours: z.number(),
  total_hours: z.number(),
});
export const averageTimeCommitmentSchema = z.object({
  project: z.number().int(),
  groups: z.array(groupTimeCommitmentSchema),
  average_engagement_hours: z.number(),
  average_training_hours: z.number(),
  average_total_hours: z.number(),
});
export type AverageTimeCommitment = z.infer<typeof averageTimeCommitmentSchema>;
