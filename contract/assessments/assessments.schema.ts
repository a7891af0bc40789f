import { z } from 'zod';
import { personRefSchema, refIdSchema, timestampSchema } from '../shared/common.schema';
import { groupTypes } from '../groups/group-kinds';
import { assessmentKinds, assessmentStatuses, ratingLevels } from './assessments';

export const ratingLevelSchema = z.enum(ratingLevels, {
  error: `Choose a rating: ${ratingLevels.join(', ')}.`,
});

/** What every assessment answers with, whatever its kind. */
export const assessmentHeaderFields = {
  id: z.number().int(),
  project: z.number().int(),
  kind: z.enum(assessmentKinds),
  name: z.string(),
  notes: z.string(),
  status: z.enum(assessmentStatuses),
  owner: personRefSchema.nullable(),
  started_at: timestampSchema.nullable(),
  started_by: personRefSchema.nullable(),
  completed_at: timestampSchema.nullable(),
  completed_by: personRefSchema.nullable(),
  created_by: personRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Whether the caller may change it. */
  can_edit: z.boolean(),
};
export const assessmentHeaderSchema = z.object(assessmentHeaderFields);
export type AssessmentHeader = z.infer<typeof assessmentHeaderSchema>;

/** A row or column of a grid: a change or an impacted group of the project. */
export const gridAxisItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type GridAxisItem = z.infer<typeof gridAxisItemSchema>;

/** A column of a grid: a group of the project, with its type (impacted groups, or all for sentiment). */
export const gridGroupSchema = gridAxisItemSchema.extend({ group_type: z.enum(groupTypes) });
export type GridGroup = z.infer<typeof gridGroupSchema>;

/** One cell of a change × impacted group grid. */
export const gridRatingSchema = z.object({
  change: z.number().int(),
  impacted_group: z.number().int(),
  dimension: z.string(),
  rating: ratingLevelSchema,
  note: z.string(),
  updated_by: personRefSchema.nullable(),
  updated_at: timestampSchema,
});
export type GridRating = z.infer<typeof gridRatingSchema>;

/** The grid an assessment is edited in: its axes and its filled cells. */
export const gridFields = {
  changes: z.array(gridAxisItemSchema),
  impacted_groups: z.array(gridGroupSchema),
  ratings: z.array(gridRatingSchema),
};

const nameSchema = z.string().trim().max(200, 'Keep the name to 200 characters or fewer.');
const notesSchema = z.string().trim().max(5000, 'Keep the notes to 5,000 characters or fewer.');

/** The fields of an assessment's header a create or update may set. */
export const assessmentHeaderInputFields = {
  name: nameSchema.optional(),
  notes: notesSchema.optional(),
  owner: refIdSchema('Choose the owner from your organisation.').nullable().optional(),
};

/**
 * A cell to write: `rating: null` empties it. The change and group must be of the assessment's
 * project (400 otherwise).
 */
export const gridRatingInputSchema = z
  .object({
    change: refIdSchema('Choose a change of this project.'),
    impacted_group: refIdSchema('Choose an impacted group of this project.'),
    rating: ratingLevelSchema.nullable(),
    note: z.string().trim().max(1000, 'Keep the note to 1,000 characters or fewer.').optional(),
  })
  .strict();
export type GridRatingInput = z.input<typeof gridRatingInputSchema>;

/** Up to a whole grid in one write (bulk fill). */
export const gridRatingsInputSchema = z
  .array(gridRatingInputSchema)
  .max(5000, 'Write at most 5,000 cells at once.');

/** `POST <assessment>/?project=<id>` */
export const projectQuerySchema = z.object({
  project: z.coerce
    .number({ error: 'Say which project: ?project=<id>.' })
    .int('Say which project: ?project=<id>.')
    .positive('Say which project: ?project=<id>.')
    .max(2_147_483_647, 'Say which project: ?project=<id>.'),
});

/** `POST <assessment>/` body: the header fields, all optional. */
export const createAssessmentInputSchema = z.object(assessmentHeaderInputFields).strict();
export type CreateAssessmentInput = z.input<typeof createAssessmentInputSchema>;
