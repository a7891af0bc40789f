import { z } from 'zod';
import { idSchema, refIdSchema } from '../shared/common.schema';
import { groupRefSchema } from './shared.schema';

/**
 * A score with how it was computed: `numerator` of `denominator` as a whole percentage, and
 * a sentence saying so ("7 of 9 tasks due so far were closed on time"). Null without data.
 */
export const scoreSchema = z.object({
  score: z.number().int().min(0).max(100).nullable(),
  numerator: z.number().int().min(0),
  denominator: z.number().int().min(0),
  explanation: z.string(),
});
export type Score = z.infer<typeof scoreSchema>;

export const projectScoresSchema = z.object({
  project: z.number().int(),
  overall: scoreSchema,
  by_group: z.array(z.object({ impacted_group: groupRefSchema, score: scoreSchema })),
  by_cycle: z.array(
    z.object({ activation_cycle: z.number().int(), name: z.string(), score: scoreSchema }),
  ),
});
export type ProjectScores = z.infer<typeof projectScoresSchema>;

export const portfolioScoresSchema = z.object({
  projects: z.array(z.object({ project: z.number().int(), name: z.string(), score: scoreSchema })),
});
export type PortfolioScores = z.infer<typeof portfolioScoresSchema>;

export const groupScoreSchema = z.object({ impacted_group: groupRefSchema, score: scoreSchema });
export type GroupScore = z.infer<typeof groupScoreSchema>;

export const groupScoresByCycleSchema = z.object({
  impacted_group: groupRefSchema,
  overall: scoreSchema,
  by_cycle: z.array(
    z.object({ activation_cycle: z.number().int(), name: z.string(), score: scoreSchema }),
  ),
});
export type GroupScoresByCycle = z.infer<typeof groupScoresByCycleSchema>;

export const projectIdScoreQuerySchema = z.object({ projectId: idSchema });
export const portfolioScoreQuerySchema = z.object({ projectId: idSchema.optional() });
export const groupScoreQuerySchema = z.object({ impactedGroupId: idSchema });
export const groupScoreInputSchema = z.strictObject({
  impactedGroupId: refIdSchema('Choose the impacted group.'),
  activation_cycle_id: refIdSchema('Choose a cycle.').optional(),
});
