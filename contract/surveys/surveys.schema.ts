import { z } from 'zod';
import {
  idSchema,
  queryBooleanSchema,
  refIdSchema,
  timestampSchema,
  pageQuerySchema,
  paginatedSchema,
} from '../shared/common.schema';
import {
  audienceKinds,
  deliveryChannels,
  reminderOffsets,
  repeatOptions,
  surveyAudiences,
  surveyLimits,
  surveyOrigins,
  surveyScopes,
  surveyStatuses,
} from './surveys';
import { pulseTemplateKeys } from './templates';

export const surveySchema = z.object({
  id: z.number().int(),
  project: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  scope: z.enum(surveyScopes),
  origin: z.enum(surveyOrigins),
  template: z.enum(pulseTemplateKeys).nullable(),
  is_go_live: z.boolean(),
  is_nwow: z.boolean(),
  activation_cycle_id: z.number().int().nullable(),
  status: z.enum(surveyStatuses),
  archived: z.boolean(),
  /** Questions are locked once sent; a change makes a new version in the same series. */
  locked: z.boolean(),
  version: z.number().int(),
  previous_version: z.number().int().nullable(),
  series: z.number().int(),
  /** Sends so far; a repeating survey adds one per repeat. */
  cycle: z.number().int(),
  question_count: z.number().int(),
  channel: z.enum(deliveryChannels),
  audience: z.enum(surveyAudiences),
  audience_kind: z.enum(audienceKinds),
  audience_groups: z.array(z.number().int()),
  audience_people: z.array(z.number().int()),
  audience_personas: z.array(z.number().int()),
  audience_global_groups: z.array(z.number().int()),
  audience_departments: z.array(z.number().int()),
  audience_sites: z.array(z.number().int()),
  reminder_offset: z.enum(reminderOffsets),
  repeat: z.enum(repeatOptions),
  /** The next send, as a local wall-clock time (`YYYY-MM-DDTHH:mm`) in each recipient's zone. */
  send_local: z.string().nullable(),
  next_send: timestampSchema.nullable(),
  sent_at: timestampSchema.nullable(),
  closes_at: timestampSchema.nullable(),
  recipients: z.number().int(),
  responses: z.number().int(),
  /** Share of this cycle's recipients who answered, 0 to 100. */
  response_rate: z.number(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Survey = z.infer<typeof surveySchema>;
/** `GET surveys/`: one page of the surveys, with the total. */
export const surveyPageSchema = paginatedSchema(surveySchema);
export type SurveyPage = z.infer<typeof surveyPageSchema>;

export const surveyListQuerySchema = pageQuerySchema.extend({
  project: idSchema.optional(),
  goLiveSurveys: queryBooleanSchema.optional(),
  surveyType: z.enum(surveyOrigins).optional(),
  excludeNWOWSurvey: queryBooleanSchema.optional(),
  scope: z.enum(surveyScopes).optional(),
  includeArchived: queryBooleanSchema.optional(),
});
export type SurveyListQuery = z.infer<typeof surveyListQuerySchema>;

export const latestSurveyQuerySchema = z.object({
  project: idSchema,
  withNWOW: queryBooleanSchema.optional(),
});

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Give the survey a name.')
  .max(surveyLimits.nameMax, `A name is at most ${surveyLimits.nameMax} characters.`);

export const createSurveyInputSchema = z
  .object({
    project: refIdSchema('Choose a project from the list.').nullable().optional(),
    scope: z.enum(surveyScopes).default('PER_PROJECT'),
    /** A BASE pulse check: its name, description and questions come from the template. */
    template: z.enum(pulseTemplateKeys).nullable().optional(),
    /** A new version of a sent survey: same series, its questions and delivery copied. */
    copy_of: refIdSchema('Choose a survey from the list.').nullable().optional(),
    name: nameSchema.optional(),
    description: z.string().max(2000).default(''),
    is_nwow: z.boolean().default(false),
    activation_cycle_id: refIdSchema('Choose an activation cycle.').nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.scope === 'PER_PROJECT' && !v.project && !v.copy_of) {
      ctx.addIssue({ code: 'custom', path: ['project'], message: 'Choose a project.' });
    }
    if (v.is_nwow && !v.activation_cycle_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['activation_cycle_id'],
        message: 'Choose the activation cycle whose behaviours the survey asks about.',
      });
    }
  })
  // Each field is optional on its own; these are the combinations the server requires.
  .describe(
    'Required: `name`, unless `template`, `copy_of` or `is_nwow` gives it; `project` when `scope` is ' +
      'PER_PROJECT (the default), unless `copy_of` gives it; `activation_cycle_id` when `is_nwow`.',
  );
export type CreateSurveyInput = z.input<typeof createSurveyInputSchema>;
export type CreateSurveyData = z.output<typeof createSurveyInputSchema>;

export const updateSurveyInputSchema = z
  .object({
    name: nameSchema.optional(),
    description: z.string().max(2000).optional(),
    /** `true` archives the survey, `false` restores it. */
    archive: z.boolean().optional(),
    /** After this time the public links answer that the survey has closed. */
    closes_at: timestampSchema
      .refine((v) => !v.startsWith('0000'), 'Enter a date from the year 0001 on.')
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateSurveyInput = z.infer<typeof updateSurveyInputSchema>;

/** One of the signed-in person's open invitations (Home's "My surveys to answer"). */
export const mySurveySchema = z.object({
  /** The invitation: the respondent's own link is `/survey/<token>`. */
  token: z.string(),
  survey: z.object({ id: z.number().int(), name: z.string() }),
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sent_at: timestampSchema.nullable(),
  closes_at: timestampSchema.nullable(),
  /** Answers were saved but not sent yet. */
  started: z.boolean(),
});
export type MySurvey = z.infer<typeof mySurveySchema>;
export const mySurveyListSchema = z.array(mySurveySchema);
