import { z } from 'zod';
import { deploymentStateSchema, impactRatingSchema } from '../projects/change-attributes.schema';
import { idSchema, queryBooleanSchema, refIdSchema } from '../shared/common.schema';

/** One cell of the change × group matrix. */
export const impactedGroupChangeSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  impacted_group: z.number().int(),
  impacted_group_name: z.string(),
  change: z.number().int(),
  change_name: z.string(),
  impact_level: impactRatingSchema,
  deployment_state: deploymentStateSchema,
  hours_per_person: z.number(),
  /** With `assigningActivityTimeCommitment` only. */
  member_count: z.number().int().optional(),
  total_hours: z.number().optional(),
});
export type ImpactedGroupChange = z.infer<typeof impactedGroupChangeSchema>;

export const impactedGroupChangeListQuerySchema = z
  .object({
    impactedGroupId: idSchema.optional(),
    projectId: idSchema.optional(),
    inDeployment: queryBooleanSchema.optional(),
    assigningActivityTimeCommitment: queryBooleanSchema.optional(),
  })
  .refine((q) => q.impactedGroupId !== undefined || q.projectId !== undefined, {
    path: ['projectId'],
    message: 'Give a projectId or an impactedGroupId.',
  });

const hoursSchema = z
  .number({ error: 'Enter hours per person as a number.' })
  .min(0, 'Hours per person cannot be negative.')
  .max(2000, 'At most 2,000 hours per person.')
  .multipleOf(0.25, 'Use quarter hours (0.25).');

export const createImpactedGroupChangeInputSchema = z.strictObject({
  impacted_group: refIdSchema('Choose an impacted group.'),
  change: refIdSchema('Choose a change.'),
  impact_level: impactRatingSchema,
  deployment_state: deploymentStateSchema.optional(),
  hours_per_person: hoursSchema.optional(),
});
export type CreateImpactedGroupChangeInput = z.input<typeof createImpactedGroupChangeInputSchema>;

export const updateImpactedGroupChangeInputSchema = z
  .strictObject({
    impact_level: impactRatingSchema,
    deployment_state: deploymentStateSchema,
    hours_per_person: hoursSchema,
  })
  .partial();
export type UpdateImpactedGroupChangeInput = z.input<typeof updateImpactedGroupChangeInputSchema>;
