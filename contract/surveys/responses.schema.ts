import { z } from 'zod';
import { refIdSchema, timestampSchema } from '../shared/common.schema';
import { openedFrom } from './delivery';
import { respondentStates } from './responses';
import { surveyLimits, surveyQuestionTypes } from './surveys';

/** A link's token as it travels: URL-safe, long enough to be unguessable. */
export const tokenSchema = z
  .string()
  .min(16, 'This link is not complete.')
  .max(128, 'This link is not complete.')
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is not complete.');

export const tokenQuerySchema = z.object({ token: tokenSchema });
export const nwowQuerySchema = z.object({
  surveyId: z.coerce.number().int().positive().max(2_147_483_647),
  token: tokenSchema,
});
export const statusQuerySchema = z.object({ token: tokenSchema, from: z.enum(openedFrom) });

export const answerSchema = z.object({
  question: z.number().int(),
  rating: z.number().int().nullable(),
  choices: z.array(z.string()),
  text: z.string().nullable(),
});
export type Answer = z.infer<typeof answerSchema>;

export const respondentQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  question_type: z.enum(surveyQuestionTypes),
  required: z.boolean(),
  options: z.array(z.string()),
  behaviour: z.object({ title: z.string(), description: z.string() }).nullable(),
});
export type RespondentQuestion = z.infer<typeof respondentQuestionSchema>;

export const respondentSurveySchema = z.object({
  state: z.enum(respondentStates),
  organisation: z.string(),
  survey: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    is_nwow: z.boolean(),
  }),
  questions: z.array(respondentQuestionSchema),
  answers: z.array(answerSchema),
  completed_at: timestampSchema.nullable(),
});
export type RespondentSurvey = z.infer<typeof respondentSurveySchema>;

export const nwowBehavioursSchema = z.object({
  cycle: z.string(),
  behaviours: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      question: z.number().int(),
      rating: z.number().int().nullable(),
    }),
  ),
});
export type NwowBehaviours = z.infer<typeof nwowBehavioursSchema>;

export const answerInputSchema = z
  .object({
    question: refIdSchema('Answer a question of this survey.'),
    rating: z
      .number()
      .int()
      .min(1, 'Choose a point on the scale.')
      .max(5, 'Choose a point on the scale.')
      .nullable()
      .optional(),
    choices: z
      .array(z.string().max(surveyLimits.optionMax))
      .max(surveyLimits.optionsMax)
      .optional(),
    text: z
      .string()
      .max(
        surveyLimits.textAnswerMax,
        `An answer is at most ${surveyLimits.textAnswerMax} characters.`,
      )
      .nullable()
      .optional(),
  })
  .strict();
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const responseInputSchema = z
  .object({
    token: tokenSchema,
    answers: z.array(answerInputSchema).max(surveyLimits.questionsMax),
    /** `false` saves progress to resume later; `true` sends the answers (once). */
    submit: z.boolean().default(false),
  })
  .strict();
export type ResponseInput = z.input<typeof responseInputSchema>;
export type ResponseData = z.output<typeof responseInputSchema>;

export const responseResultSchema = z.object({
  state: z.enum(respondentStates),
  saved_at: timestampSchema,
  completed_at: timestampSchema.nullable(),
});
export type ResponseResult = z.infer<typeof responseResultSchema>;

export const statusResultSchema = z.object({ state: z.enum(respondentStates) });
