import { z } from 'zod';
import { audienceBandSchema, impactRatingSchema } from '../projects/change-attributes.schema';
import { idSchema, queryBooleanSchema, refIdSchema } from '../shared/common.schema';
import { groupMemberSchema } from './group-members.schema';
import { groupRoleSchema, projectGroupSchema } from './project-groups.schema';

/** An impacted group of a project, with how many changes hit it and the hardest. */
export const impactedGroupSchema = projectGroupSchema.extend({
  change_count: z.number().int(),
  highest_impact_level: impactRatingSchema.nullable(),
});
export type ImpactedGroup = z.infer<typeof impactedGroupSchema>;

/** What a group is asked to carry: people, changes, hours per person, impact levels. */
export const impactedGroupStatsSchema = z.object({
  member_count: z.number().int(),
  leader_count: z.number().int(),
  change_count: z.number().int(),
  changes_in_deployment: z.number().int(),
  hours_per_person_total: z.number(),
  impact_levels: z.record(z.string(), z.number().int()),
});
export type ImpactedGroupStats = z.infer<typeof impactedGroupStatsSchema>;

export const impactedGroupListQuerySchema = z.object({
  project: idSchema,
  includeArchived: queryBooleanSchema.optional(),
  current_impacted_group_id: idSchema.optional(),
});

export const impactedGroupDetailQuerySchema = z.object({
  membersOnly: queryBooleanSchema.optional(),
  engagementStatsOnly: queryBooleanSchema.optional(),
});

export const impactedGroupDetailResponseSchema = z.union([
  impactedGroupSchema,
  z.array(groupMemberSchema),
  impactedGroupStatsSchema,
]);

export const impactedGroupQuerySchema = z.object({ impacted_group: idSchema });

export const linkImpactedGroupInputSchema = z.strictObject({
  global_impacted_group: refIdSchema('Choose a global impacted group.'),
  audience_band: audienceBandSchema.nullable().optional(),
  group_role: groupRoleSchema.optional(),
  notes: z.string().trim().max(4000).optional(),
});
export type LinkImpactedGroupInput = z.input<typeof linkImpactedGroupInputSchema>;

export const updateImpactedGroupInputSchema = z
  .strictObject({
    audience_band: audienceBandSchema.nullable(),
    group_role: groupRoleSchema,
    notes: z.string().trim().max(4000),
    archived: z.boolean(),
  })
  .partial();
export type UpdateImpactedGroupInput = z.input<typeof updateImpactedGroupInputSchema>;
