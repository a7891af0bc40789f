import { z } from 'zod';
import { queryBooleanSchema, timestampSchema } from '../shared/common.schema';
import { engagementKinds, MAX_ACTIVITY_HOURS } from './activity-kinds';

export const engagementKindSchema = z.enum(engagementKinds, {
  error: 'Choose the kind of engagement.',
});

const typeName = z
  .string({ error: 'Name the type.' })
  .trim()
  .min(1, 'Name the type.')
  .max(120, 'Keep the name to 120 characters or fewer.');
const typeDescription = z
  .string()
  .trim()
  .max(2000, 'Keep the description to 2,000 characters or fewer.');
/** Hours per person an activity of the type usually asks for. */
export const hoursSchema = z
  .number({ error: 'Enter the hours as a number.' })
  .min(0, 'Hours cannot be negative.')
  .max(MAX_ACTIVITY_HOURS, `Keep it to ${MAX_ACTIVITY_HOURS} hours or fewer.`)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most two decimals.');

export const engagementActivityTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: engagementKindSchema,
  description: z.string(),
  default_hours: z.number(),
  predefined: z.boolean(),
  enabled: z.boolean(),
  activity_count: z.number().int(),
  created_at: timestampSchema,
});
export type EngagementActivityType = z.infer<typeof engagementActivityTypeSchema>;

export const trainingActivityTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  default_hours: z.number(),
  single_date_only: z.boolean(),
  predefined: z.boolean(),
  enabled: z.boolean(),
  activity_count: z.number().int(),
  created_at: timestampSchema,
});
export type TrainingActivityType = z.infer<typeof trainingActivityTypeSchema>;

export const engagementTypeListQuerySchema = z.object({
  enabledOnly: queryBooleanSchema.optional(),
  excludePredefined: queryBooleanSchema.optional(),
});
export const trainingTypeListQuerySchema = z.object({
  enabledOnly: queryBooleanSchema.optional(),
  singleDatesOnly: queryBooleanSchema.optional(),
});
/** `?name=`: with the fixed id 1, the type is looked up by its name. */
export const typeDetailQuerySchema = z.object({
  name: z.string().trim().min(1, 'Give the name to look up.').max(120).optional(),
});

const engagementTypeFields = {
  name: typeName,
  kind: engagementKindSchema,
  description: typeDescription,
  default_hours: hoursSchema,
  enabled: z.boolean(),
};
export const createEngagementTypeInputSchema = z.strictObject({
  ...engagementTypeFields,
  description: typeDescription.default(''),
  default_hours: hoursSchema.default(1),
  enabled: z.boolean().default(true),
});
export type CreateEngagementTypeInput = z.input<typeof createEngagementTypeInputSchema>;
/** Predefined types take only `enabled`; the organisation's own take every field. */
export const updateEngagementTypeInputSchema = z.strictObject(engagementTypeFields).partial();
export type UpdateEngagementTypeInput = z.input<typeof updateEngagementTypeInputSchema>;

const trainingTypeFields = {
  name: typeName,
  description: typeDescription,
  default_hours: hoursSchema,
  single_date_only: z.boolean(),
  enabled: z.boolean(),
};
export const createTrainingTypeInputSchema = z.strictObject({
  ...trainingTypeFields,
  description: typeDescription.default(''),
  default_hours: hoursSchema.default(1),
  single_date_only: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type CreateTrainingTypeInput = z.input<typeof createTrainingTypeInputSchema>;
export const updateTrainingTypeInputSchema = z.strictObject(trainingTypeFields).partial();
export type UpdateTrainingTypeInput = z.input<typeof updateTrainingTypeInputSchema>;
