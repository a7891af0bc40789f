import { z } from 'zod';
import {
  csvIdsSchema,
  idSchema,
  personRefSchema,
  queryBooleanSchema,
  refIdSchema,
  timestampSchema,
} from '../shared/common.schema';
import {
  impactDimensions,
  impactInteractionKinds,
  ratingItemTypes,
  ratingLevels,
} from './assessments';
import {
  assessmentHeaderFields,
  assessmentHeaderInputFields,
  gridAxisItemSchema,
  gridFields,
  gridRatingsInputSchema,
  ratingLevelSchema,
} from './assessments.schema';

export const impactDimensionSchema = z.enum(impactDimensions, {
  error: `Choose a dimension: ${impactDimensions.join(', ')}.`,
});

// ── Change impact assessment ────────────────────────────────────────────────────────────────

export const changeImpactAssessmentSchema = z.object({ ...assessmentHeaderFields, ...gridFields });
export type ChangeImpactAssessment = z.infer<typeof changeImpactAssessmentSchema>;

/** `PATCH change-impact-assessment/{id}/`: header fields and cells of one dimension. */
export const updateChangeImpactInputSchema = z
  .object({
    ...assessmentHeaderInputFields,
    dimension: impactDimensionSchema.optional(),
    ratings: gridRatingsInputSchema.optional(),
  })
  .strict();
export type UpdateChangeImpactInput = z.input<typeof updateChangeImpactInputSchema>;

const levelCountsSchema = z.record(z.enum(ratingLevels), z.number().int());

/** How the ratings of one dimension spread: overall, per group and per change. */
export const impactDistributionSchema = z.object({
  assessment: z.number().int(),
  dimension: impactDimensionSchema,
  counts: levelCountsSchema,
  rated_cells: z.number().int(),
  total_cells: z.number().int(),
  by_group: z.array(
    gridAxisItemSchema.extend({ counts: levelCountsSchema, weighted_score: z.number() }),
  ),
  by_change: z.array(
    gridAxisItemSchema.extend({
      highest: ratingLevelSchema.nullable(),
      weighted_score: z.number(),
    }),
  ),
});
export type ImpactDistribution = z.infer<typeof impactDistributionSchema>;

export const distributionQuerySchema = z.object({
  change_impact_assessment: idSchema,
  dimension: impactDimensionSchema.optional(),
});

// ── Impact categories ───────────────────────────────────────────────────────────────────────

export const impactCategorySchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  impact_count: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ImpactCategory = z.infer<typeof impactCategorySchema>;

const categoryFields = {
  name: z
    .string({ error: 'Name the category.' })
    .trim()
    .min(1, 'Name the category.')
    .max(200, 'Keep the name to 200 characters or fewer.'),
  description: z.string().trim().max(2000, 'Keep the description to 2,000 characters or fewer.'),
  position: z.number().int().min(0, 'The position is 0 or more.').max(10_000),
};

export const createImpactCategoryInputSchema = z
  .object({
    project: refIdSchema('Choose the project.'),
    name: categoryFields.name,
    description: categoryFields.description.optional(),
    position: categoryFields.position.optional(),
  })
  .strict();
export type CreateImpactCategoryInput = z.input<typeof createImpactCategoryInputSchema>;

export const updateImpactCategoryInputSchema = z.object(categoryFields).partial().strict();
export type UpdateImpactCategoryInput = z.input<typeof updateImpactCategoryInputSchema>;

export const projectListQuerySchema = z.object({ project: idSchema });

// ── Impacts ─────────────────────────────────────────────────────────────────────────────────

export const impactSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  change: z.number().int(),
  change_name: z.string(),
  category: z.number().int().nullable(),
  category_name: z.string().nullable(),
  interaction_kind: z.enum(impactInteractionKinds),
  description: z.string(),
  rating: ratingLevelSchema.nullable(),
  impacted_groups: z.array(gridAxisItemSchema),
  created_by: personRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Impact = z.infer<typeof impactSchema>;

const impactFields = {
  change: refIdSchema('Choose a change of this project.'),
  category: refIdSchema('Choose a category of this project.').nullable(),
  interaction_kind: z.enum(impactInteractionKinds, {
    error: `Choose how it reaches people: ${impactInteractionKinds.join(', ')}.`,
  }),
  description: z
    .string({ error: 'Describe what changes for people.' })
    .trim()
    .min(1, 'Describe what changes for people.')
    .max(5000, 'Keep the description to 5,000 characters or fewer.'),
  rating: ratingLevelSchema.nullable(),
  impacted_groups: z
    .array(refIdSchema('Choose impacted groups of this project.'))
    .max(500, 'Choose at most 500 groups.'),
};

export const createImpactInputSchema = z
  .object({
    project: refIdSchema('Choose the project.'),
    ...impactFields,
    category: impactFields.category.optional(),
    rating: impactFields.rating.optional(),
    impacted_groups: impactFields.impacted_groups.optional(),
  })
  .strict();
export type CreateImpactInput = z.input<typeof createImpactInputSchema>;

export const updateImpactInputSchema = z.object(impactFields).partial().strict();
export type UpdateImpactInput = z.input<typeof updateImpactInputSchema>;

export const impactListQuerySchema = z.object({
  project: idSchema,
  categoryId: idSchema.optional(),
  forScoring: queryBooleanSchema.optional(),
});

// ── Score ratings, dimensions, rating descriptions ──────────────────────────────────────────

export const impactScoreRatingSchema = z.object({
  change: z.number().int(),
  change_name: z.string(),
  impacted_group: z.number().int(),
  impacted_group_name: z.string(),
  dimension: impactDimensionSchema,
  rating: ratingLevelSchema,
  note: z.string(),
});
export type ImpactScoreRating = z.infer<typeof impactScoreRatingSchema>;

export const impactScoreRatingsQuerySchema = z.object({
  dimension: impactDimensionSchema,
  impacted_groups: csvIdsSchema,
});

export const dimensionNameSchema = z.object({ key: impactDimensionSchema, label: z.string() });
export type DimensionName = z.infer<typeof dimensionNameSchema>;

export const ratingItemTypeSchema = z.enum(ratingItemTypes, {
  error: `Choose an item type: ${ratingItemTypes.join(', ')}.`,
});

export const ratingDescriptionSchema = z.object({
  id: z.number().int(),
  item_type: ratingItemTypeSchema,
  level: ratingLevelSchema,
  description: z.string(),
});
export type RatingDescription = z.infer<typeof ratingDescriptionSchema>;

export const ratingDescriptionQuerySchema = z.object({ itemType: ratingItemTypeSchema });

const descriptionMessage = 'Describe what this level means, in 500 characters or fewer.';
/** Rewording one level: what it means for this kind of rating, in the organisation's words. */
export const updateRatingDescriptionInputSchema = z
  .object({
    description: z
      .string({ error: descriptionMessage })
      .trim()
      .min(1, descriptionMessage)
      .max(500, descriptionMessage),
  })
  .strict();
export type UpdateRatingDescriptionInput = z.input<typeof updateRatingDescriptionInputSchema>;

/** The level descriptions dialog: each level's words, checked as each PATCH checks them. */
export const ratingDescriptionsFormSchema = z.object({
  VERY_HIGH: updateRatingDescriptionInputSchema.shape.description,
  HIGH: updateRatingDescriptionInputSchema.shape.description,
  MEDIUM: updateRatingDescriptionInputSchema.shape.description,
  LOW: updateRatingDescriptionInputSchema.shape.description,
  VERY_LOW: updateRatingDescriptionInputSchema.shape.description,
});
