import { z } from 'zod';
import { idSchema, personRefSchema, refIdSchema, timestampSchema } from '../shared/common.schema';
import {
  assessmentHeaderFields,
  assessmentHeaderInputFields,
  ratingLevelSchema,
} from './assessments.schema';

const titleSchema = (what: string) =>
  z
    .string({ error: `Name the ${what}.` })
    .trim()
    .min(1, `Name the ${what}.`)
    .max(200, 'Keep it to 200 characters or fewer.');
const longText = z.string().trim().max(5000, 'Keep it to 5,000 characters or fewer.');

// ── Business risks ──────────────────────────────────────────────────────────────────────────

export const businessRiskSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  title: z.string(),
  description: z.string(),
  mitigation: z.string(),
  category: z.number().int().nullable(),
  category_name: z.string().nullable(),
  change: z.number().int().nullable(),
  change_name: z.string().nullable(),
  owner: personRefSchema.nullable(),
  archived: z.boolean(),
  /** The rating the project's business risk assessment gives it, if any. */
  risk_rating: ratingLevelSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type BusinessRisk = z.infer<typeof businessRiskSchema>;

const riskFields = {
  title: titleSchema('risk'),
  description: longText,
  mitigation: longText,
  category: refIdSchema('Choose a risk category of this project.').nullable(),
  change: refIdSchema('Choose a change of this project.').nullable(),
  owner: refIdSchema('Choose the owner from your organisation.').nullable(),
  archived: z.boolean(),
};

export const createBusinessRiskInputSchema = z
  .object(riskFields)
  .partial()
  .extend({ project: refIdSchema('Choose the project.'), title: riskFields.title })
  .strict();
export type CreateBusinessRiskInput = z.input<typeof createBusinessRiskInputSchema>;
export const updateBusinessRiskInputSchema = z.object(riskFields).partial().strict();
export type UpdateBusinessRiskInput = z.input<typeof updateBusinessRiskInputSchema>;

export const businessRiskListQuerySchema = z.object({ projectId: idSchema });

// ── Risk categories ─────────────────────────────────────────────────────────────────────────

export const riskCategorySchema = z.object({
  id: z.number().int(),
  /** Null: organisation-wide. */
  project: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  /** With `groupBy=category`: the project's risks under it. */
  risks: z.array(businessRiskSchema).optional(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type RiskCategory = z.infer<typeof riskCategorySchema>;

export const createRiskCategoryInputSchema = z
  .object({
    name: titleSchema('category'),
    description: longText.optional(),
    /** Leave out for an organisation-wide category (admins only). */
    project: refIdSchema('Choose the project.').nullable().optional(),
  })
  .strict();
export type CreateRiskCategoryInput = z.input<typeof createRiskCategoryInputSchema>;
export const updateRiskCategoryInputSchema = z
  .object({ name: titleSchema('category'), description: longText })
  .partial()
  .strict();
export type UpdateRiskCategoryInput = z.input<typeof updateRiskCategoryInputSchema>;

export const riskCategoryListQuerySchema = z.object({
  projectId: idSchema.optional(),
  groupBy: z.literal('category', { error: 'groupBy takes category.' }).optional(),
});

// ── Business risk assessment ────────────────────────────────────────────────────────────────

export const assignedRatingSchema = z.object({
  business_risk: z.number().int(),
  title: z.string(),
  category_name: z.string().nullable(),
  risk_rating: ratingLevelSchema,
  rated_by: personRefSchema.nullable(),
  updated_at: timestampSchema,
});
export type AssignedRating = z.infer<typeof assignedRatingSchema>;

export const businessRiskAssessmentSchema = z.object({
  ...assessmentHeaderFields,
  assigned_ratings: z.array(assignedRatingSchema),
  /** Active risks of the project with no rating yet. */
  unrated_risks: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type BusinessRiskAssessment = z.infer<typeof businessRiskAssessmentSchema>;

export const updateBusinessRiskAssessmentInputSchema = z
  .object({
    ...assessmentHeaderInputFields,
    /** Each a business risk of the project and its rating; `null` takes the rating away. */
    assigned_ratings: z
      .array(
        z
          .object({
            business_risk: refIdSchema('Choose a business risk of this project.'),
            risk_rating: ratingLevelSchema.nullable(),
          })
          .strict(),
      )
      .max(1000, 'Rate at most 1,000 risks at once.')
      .optional(),
  })
  .strict();
export type UpdateBusinessRiskAssessmentInput = z.input<
  typeof updateBusinessRiskAssessmentInputSchema
>;

// ── Implementation (change) risk assessment ─────────────────────────────────────────────────

export const changeRiskItemSchema = z.object({
  change: z.number().int(),
  change_name: z.string(),
  position: z.number().int(),
  rating: ratingLevelSchema.nullable(),
  rationale: z.string(),
});
export type ChangeRiskItem = z.infer<typeof changeRiskItemSchema>;

export const changeRiskAssessmentSchema = z.object({
  ...assessmentHeaderFields,
  /** The changes in the order the team works through them (empty until started). */
  changes: z.array(changeRiskItemSchema),
});
export type ChangeRiskAssessment = z.infer<typeof changeRiskAssessmentSchema>;

export const updateChangeRiskAssessmentInputSchema = z
  .object({
    ...assessmentHeaderInputFields,
    changes: z
      .array(
        z
          .object({
            change: refIdSchema('Choose a change of this assessment.'),
            rating: ratingLevelSchema.nullable().optional(),
            rationale: longText.optional(),
          })
          .strict(),
      )
      .max(1000, 'Rate at most 1,000 changes at once.')
      .optional(),
  })
  .strict();
export type UpdateChangeRiskAssessmentInput = z.input<typeof updateChangeRiskAssessmentInputSchema>;

/** `PUT change-risk-assessment/{id}/reorder_changes/`: every change of the assessment, once. */
export const reorderChangesInputSchema = z
  .object({
    changes: z
      .array(refIdSchema('Give change ids.'))
      .min(1, 'Give the changes in their new order.')
      .max(1000, 'At most 1,000 changes.'),
  })
  .strict();
export type ReorderChangesInput = z.input<typeof reorderChangesInputSchema>;
