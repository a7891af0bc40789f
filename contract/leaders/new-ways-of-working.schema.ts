import { z } from 'zod';
import {
  idSchema,
  MAX_ID,
  queryBooleanSchema,
  refIdSchema,
  timestampSchema,
} from '../shared/common.schema';
import { groupRefSchema } from './shared.schema';

const title = z
  .string({ error: 'Name the behaviour.' })
  .trim()
  .min(1, 'Name the behaviour.')
  .max(300, 'Keep the behaviour to 300 characters or fewer.');
const description = z
  .string()
  .trim()
  .max(5000, 'Keep the description to 5,000 characters or fewer.');

export const createNewWayOfWorkingInputSchema = z.strictObject({
  activation_cycle: refIdSchema('Choose the cycle.'),
  title,
  description: description.optional(),
});
export type CreateNewWayOfWorkingInput = z.input<typeof createNewWayOfWorkingInputSchema>;

export const updateNewWayOfWorkingInputSchema = z.strictObject({
  title: title.optional(),
  description: description.optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type UpdateNewWayOfWorkingInput = z.input<typeof updateNewWayOfWorkingInputSchema>;

export const newWayOfWorkingListQuerySchema = z.object({ activationCycleId: idSchema });

export const newWayOfWorkingSchema = z.object({
  id: z.number().int(),
  activation_cycle: z.number().int(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  /** Mean of leaders' observations and survey consistency ratings, one decimal; null without any. */
  average_consistency: z.number().nullable(),
  ratings: z.number().int(),
  high_consistency: z.boolean(),
  can_edit: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type NewWayOfWorking = z.infer<typeof newWayOfWorkingSchema>;

export const highConsistencyQuerySchema = z.object({
  projectId: idSchema.optional(),
  activationCycleId: idSchema.optional(),
});
export const highConsistencyCountSchema = z.object({
  count: z.number().int(),
  total: z.number().int(),
  threshold: z.number(),
});
export type HighConsistencyCount = z.infer<typeof highConsistencyCountSchema>;

export const adoptionQuerySchema = z.object({
  nwowAdoptionStatsOnly: queryBooleanSchema,
  projectId: idSchema.optional(),
});
const adoptionCountsSchema = z.object({
  behaviours: z.number().int(),
  rated: z.number().int(),
  adopted: z.number().int(),
  /** Adopted / behaviours, 0–100; null when the project has no behaviours. */
  adoption_rate: z.number().nullable(),
});
export const adoptionStatsSchema = z.object({
  projects: z.array(adoptionCountsSchema.extend({ project: z.number().int(), name: z.string() })),
  totals: adoptionCountsSchema,
});
export type AdoptionStats = z.infer<typeof adoptionStatsSchema>;

export const observationalSurveyQuerySchema = z.object({ projectId: idSchema.optional() });
export const observationalSurveySchema = z.array(
  z.object({
    activation_cycle: z.object({
      id: z.number().int(),
      name: z.string(),
      project: z.number().int(),
    }),
    impacted_group: groupRefSchema,
    behaviours: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        description: z.string(),
        my_rating: z.number().int().nullable(),
      }),
    ),
  }),
);
export type ObservationalSurvey = z.infer<typeof observationalSurveySchema>;

export const submitObservationsInputSchema = z.strictObject({
  impacted_group: refIdSchema('Choose the group you observed.'),
  ratings: z
    .array(
      z.strictObject({
        new_way_of_working: z.number().int().positive().max(MAX_ID),
        consistency: z
          .number({ error: 'Rate from 1 (never) to 5 (always).' })
          .int('Rate from 1 (never) to 5 (always).')
          .min(1, 'Rate from 1 (never) to 5 (always).')
          .max(5, 'Rate from 1 (never) to 5 (always).'),
      }),
    )
    .min(1, 'Rate at least one behaviour.')
    .max(200),
});
export type SubmitObservationsInput = z.input<typeof submitObservationsInputSchema>;
