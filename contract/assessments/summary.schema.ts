import { z } from 'zod';
import { attentionLevels } from './summary';
import { ratingLevelSchema } from './assessments.schema';
import { assessmentKinds } from './assessments';

/** One change's readiness-and-risk summary: the score, its level and the reasons shown. */
export const changeSummarySchema = z.object({
  change: z.number().int(),
  change_name: z.string(),
  project: z.number().int(),
  score: z.number().int().min(0).max(100),
  level: z.enum(attentionLevels),
  reasons: z.array(z.string()),
  impact: ratingLevelSchema.nullable(),
  readiness: z
    .object({
      total: z.number().int(),
      red: z.number().int(),
      amber: z.number().int(),
      unreported: z.number().int(),
    })
    .nullable(),
  business_risk: ratingLevelSchema.nullable(),
  implementation_risk: ratingLevelSchema.nullable(),
  sentiment: ratingLevelSchema.nullable(),
  training_need: ratingLevelSchema.nullable(),
});
export type ChangeSummary = z.infer<typeof changeSummarySchema>;
export const changeSummaryListSchema = z.array(changeSummarySchema);

/** The assessments the organisation has switched on: its access entry and its flag both on. */
export const availableAssessmentsSchema = z.object({ kinds: z.array(z.enum(assessmentKinds)) });
export type AvailableAssessments = z.infer<typeof availableAssessmentsSchema>;
