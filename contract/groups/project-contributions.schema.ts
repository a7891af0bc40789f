import { z } from 'zod';
import { idSchema, personRefSchema, refIdSchema } from '../shared/common.schema';

export const projectContributionSchema = z.object({
  id: z.number().int(),
  group: z.number().int(),
  person: personRefSchema,
  role: z.string(),
  contribution_percent: z.number().int(),
});
export type ProjectContribution = z.infer<typeof projectContributionSchema>;

export const projectContributionListQuerySchema = z.object({ group: idSchema });

/** The fixed id of the bulk update; any other id is not a set. */
export const bulkContributionParamsSchema = z.object({
  id: z.literal('1', { error: 'The bulk update lives at project-contributions/1/.' }),
});

/** Every contribution of one group: people left out lose theirs. */
export const bulkProjectContributionsInputSchema = z.strictObject({
  group: refIdSchema('Choose the group.'),
  contributions: z
    .array(
      z.strictObject({
        person: refIdSchema('Choose a person of the group.'),
        role: z.string().trim().max(200).default(''),
        contribution_percent: z
          .number({ error: 'Enter a share between 0 and 100.' })
          .int('Enter a whole percentage.')
          .min(0, 'Enter a share between 0 and 100.')
          .max(100, 'Enter a share between 0 and 100.'),
      }),
    )
    .max(1000)
    .refine((rows) => new Set(rows.map((r) => r.person)).size === rows.length, {
      message: 'List each person once.',
    }),
});
export type BulkProjectContributionsInput = z.input<typeof bulkProjectContributionsInputSchema>;
