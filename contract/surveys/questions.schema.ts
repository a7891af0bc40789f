import { z } from 'zod';
import { idSchema, refIdSchema } from '../shared/common.schema';
import { isPicklistType, surveyLimits, surveyQuestionTypes } from './surveys';

export const surveyQuestionSchema = z.object({
  id: z.number().int(),
  survey: z.number().int(),
  position: z.number().int(),
  text: z.string(),
  question_type: z.enum(surveyQuestionTypes),
  required: z.boolean(),
  options: z.array(z.string()),
  /** The new way of working a consistency question asks about (NWOW surveys). */
  behaviour_id: z.number().int().nullable(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;
export const surveyQuestionListSchema = z.array(surveyQuestionSchema);

export const questionListQuerySchema = z.object({ survey: idSchema });
export const saveQuestionsQuerySchema = z.object({ existing_survey_id: idSchema.optional() });

export const questionInputSchema = z
  .object({
    /** An existing question of this survey to keep (and update); absent adds a new one. */
    id: refIdSchema('Choose a question of this survey.').optional(),
    text: z
      .string()
      .trim()
      .min(1, 'Write the question.')
      .max(
        surveyLimits.questionTextMax,
        `A question is at most ${surveyLimits.questionTextMax} characters.`,
      ),
    question_type: z.enum(surveyQuestionTypes, { error: 'Choose a question type.' }),
    required: z.boolean().default(true),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'An option cannot be empty.')
          .max(
            surveyLimits.optionMax,
            `An option is at most ${surveyLimits.optionMax} characters.`,
          ),
      )
      .max(surveyLimits.optionsMax, `At most ${surveyLimits.optionsMax} options.`)
      .default([]),
    behaviour_id: refIdSchema('Choose a behaviour.').nullable().optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (isPicklistType(q.question_type)) {
      if (q.options.length < 2) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two options.' });
      }
      if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option must differ.' });
      }
    } else if (q.options.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'Only pick-list questions have options.',
      });
    }
  });
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionData = z.output<typeof questionInputSchema>;

export const saveQuestionsInputSchema = z
  .object({
    questions: z
      .array(questionInputSchema)
      .max(
        surveyLimits.questionsMax,
        `A survey has at most ${surveyLimits.questionsMax} questions.`,
      )
      .optional(),
  })
  .strict();
export type SaveQuestionsInput = z.input<typeof saveQuestionsInputSchema>;

export const reorderQuestionsInputSchema = z
  .object({
    order: z
      .array(refIdSchema('Choose a question of this survey.'))
      .min(1, 'Give the questions in their new order.')
      .max(surveyLimits.questionsMax),
  })
  .strict();
export type ReorderQuestionsInput = z.infer<typeof reorderQuestionsInputSchema>;
