import { z } from 'zod';
import { groupTypes } from '../groups/group-kinds';
import {
  csvIdsSchema,
  idSchema,
  personRefSchema,
  refIdSchema,
  timestampSchema,
} from '../shared/common.schema';
import { competencyLevels, ratingLevels } from './assessments';
import {
  assessmentHeaderFields,
  assessmentHeaderInputFields,
  gridFields,
  gridRatingsInputSchema,
  ratingLevelSchema,
} from './assessments.schema';

/** What the owner changed after completion, with the reason they gave. */
export const adjustmentSchema = z.object({
  id: z.number().int(),
  change: z.number().int(),
  impacted_group: z.number().int(),
  before: ratingLevelSchema.nullable(),
  after: ratingLevelSchema.nullable(),
  reason: z.string(),
  changed_by: personRefSchema.nullable(),
  changed_at: timestampSchema,
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** A sentiment or training needs analysis: its grid and, once completed, its adjustments. */
export const analysisSchema = z.object({
  ...assessmentHeaderFields,
  ...gridFields,
  adjustments: z.array(adjustmentSchema),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const updateAnalysisInputSchema = z
  .object({ ...assessmentHeaderInputFields, ratings: gridRatingsInputSchema.optional() })
  .strict();
export type UpdateAnalysisInput = z.input<typeof updateAnalysisInputSchema>;

/** `PATCH …/owner_level_update/`: the owner's change to a completed analysis, with a reason. */
export const ownerLevelUpdateInputSchema = z
  .object({
    ratings: gridRatingsInputSchema.min(1, 'Change at least one cell.'),
    reason: z
      .string({ error: 'Say why the completed analysis changes.' })
      .trim()
      .min(1, 'Say why the completed analysis changes.')
      .max(1000, 'Keep the reason to 1,000 characters or fewer.'),
  })
  .strict();
export type OwnerLevelUpdateInput = z.input<typeof ownerLevelUpdateInputSchema>;

// ── Sentiment scores ────────────────────────────────────────────────────────────────────────

export const sentimentScoreSchema = z.object({
  group: z.number().int(),
  name: z.string(),
  group_type: z.enum(groupTypes),
  rated_changes: z.number().int(),
  /** Mean of the group's ratings, VERY_HIGH 5 … VERY_LOW 1 (N/A left out); null when unrated. */
  average: z.number().nullable(),
  level: ratingLevelSchema.nullable(),
  counts: z.record(z.enum(ratingLevels), z.number().int()),
});
export type SentimentScore = z.infer<typeof sentimentScoreSchema>;

export const sentimentScoreQuerySchema = z.object({
  projectId: idSchema,
  groupType: z
    .enum(groupTypes, { error: `Choose a group type: ${groupTypes.join(', ')}.` })
    .optional(),
});

// ── Capabilities ────────────────────────────────────────────────────────────────────────────

export const competencyLevelSchema = z.enum(competencyLevels, {
  error: `Choose a competency level: ${competencyLevels.join(', ')}.`,
});

export const capabilitySchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  change: z.number().int(),
  change_name: z.string(),
  name: z.string(),
  description: z.string(),
  competency_level: competencyLevelSchema,
  training_activity_type: z.string(),
  impacted_groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Capability = z.infer<typeof capabilitySchema>;

export const capabilitiesByChangeSchema = z.array(
  z.object({
    change: z.number().int(),
    change_name: z.string(),
    capabilities: z.array(capabilitySchema),
  }),
);
export type CapabilitiesByChange = z.infer<typeof capabilitiesByChangeSchema>;

const capabilityFields = {
  change: refIdSchema('Choose a change of this project.'),
  name: z
    .string({ error: 'Name the capability.' })
    .trim()
    .min(1, 'Name the capability.')
    .max(200, 'Keep the name to 200 characters or fewer.'),
  description: z.string().trim().max(5000, 'Keep the description to 5,000 characters or fewer.'),
  competency_level: competencyLevelSchema,
  training_activity_type: z.string().trim().max(200, 'Keep it to 200 characters or fewer.'),
  impacted_groups: z
    .array(refIdSchema('Choose impacted groups of this project.'))
    .max(500, 'Choose at most 500 groups.'),
};

export const createCapabilityInputSchema = z
  .object(capabilityFields)
  .partial()
  .extend({
    project: refIdSchema('Choose the project.'),
    change: capabilityFields.change,
    name: capabilityFields.name,
    competency_level: capabilityFields.competency_level,
  })
  .strict();
export type CreateCapabilityInput = z.input<typeof createCapabilityInputSchema>;
export const updateCapabilityInputSchema = z.object(capabilityFields).partial().strict();
export type UpdateCapabilityInput = z.input<typeof updateCapabilityInputSchema>;

export const capabilitiesQuerySchema = z.object({
  projectId: idSchema,
  groupBy: z.literal('change', { error: 'groupBy takes change.' }),
});

/** A capability one impacted group needs: what its training has to build. */
export const capabilityTrainingItemSchema = z.object({
  capability: z.number().int(),
  capability_name: z.string(),
  change: z.number().int(),
  change_name: z.string(),
  impacted_group: z.number().int(),
  impacted_group_name: z.string(),
  competency_level: competencyLevelSchema,
  training_activity_type: z.string(),
  /** The group's training need for the change, from the training needs analysis. */
  training_need: ratingLevelSchema.nullable(),
});
export type CapabilityTrainingItem = z.infer<typeof capabilityTrainingItemSchema>;

export const capabilityItemGroupsSchema = z.array(
  z.object({ key: z.string(), label: z.string(), items: z.array(capabilityTrainingItemSchema) }),
);
export type CapabilityItemGroups = z.infer<typeof capabilityItemGroupsSchema>;

export const capabilityItemsQuerySchema = z.object({
  projectId: idSchema,
  groupBy: z
    .enum(['change', 'training_activity_type'], {
      error: 'groupBy takes change or training_activity_type.',
    })
    .optional(),
  impacted_groups: csvIdsSchema.optional(),
});

export const competencyLevelItemSchema = z.object({
  key: competencyLevelSchema,
  label: z.string(),
});
