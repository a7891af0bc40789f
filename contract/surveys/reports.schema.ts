import { z } from 'zod';
import {
  idSchema,
  queryBooleanSchema,
  refIdSchema,
  timestampSchema,
} from '../shared/common.schema';
import { groupTypes } from '../groups/group-kinds';
import { breakdownDimensions } from './reports';
import { surveyOrigins, surveyQuestionTypes } from './surveys';

const cycleSchema = z.coerce.number().int().min(1).max(100_000).optional();

export const individualQuerySchema = z.object({
  type: z.enum(surveyOrigins).optional(),
  cycle: cycleSchema,
});
export const cycleQuerySchema = z.object({ cycle: cycleSchema });
export const questionReportsQuerySchema = z.object({
  isNwow: queryBooleanSchema.optional(),
  cycle: cycleSchema,
});
export const filteredBaseQuerySchema = z.object({ group_type: z.enum(groupTypes).optional() });
export const aggregateQuerySchema = z.object({ is_aggregate: queryBooleanSchema.optional() });
export const surveyIdQuerySchema = z.object({ surveyId: idSchema });

/** Filters a report narrows its responses by; each combination obeys the confidentiality rule. */
export const reportFiltersSchema = z
  .object({
    cycle: z.number().int().min(1).max(100_000).optional(),
    groups: z.array(refIdSchema('Choose groups of this survey.')).max(200).optional(),
    sites: z.array(z.string().trim().min(1).max(200)).max(200).optional(),
    departments: z.array(z.string().trim().min(1).max(200)).max(200).optional(),
    question: refIdSchema('Choose a question of this survey.').optional(),
    /** What the rows break down by (the calls that break down by group default to groups). */
    by: z.enum(breakdownDimensions).optional(),
  })
  .strict();
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const distributionBucketSchema = z.object({ label: z.string(), count: z.number().int() });

export const questionResultSchema = z.object({
  question: z.number().int(),
  text: z.string(),
  question_type: z.enum(surveyQuestionTypes),
  behaviour_id: z.number().int().nullable(),
  responses: z.number().int(),
  /** Mean rating 1 to 5 (rating questions), null when hidden or not a rating. */
  average: z.number().nullable(),
  /** Share of ratings of 4 or 5, 0 to 100. */
  favourable: z.number().nullable(),
  distribution: z.array(distributionBucketSchema),
  /** Fewer than the minimum responses: no figures are given. */
  hidden: z.boolean(),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

/** One send of a survey's series: the survey (version) it was a cycle of, and its figures. */
export const cycleTrendSchema = z.object({
  survey: z.number().int(),
  version: z.number().int(),
  cycle: z.number().int(),
  sent_at: timestampSchema.nullable(),
  recipients: z.number().int(),
  responses: z.number().int(),
  response_rate: z.number(),
  average: z.number().nullable(),
  /** Share of rating answers that agree (or say often / always); withheld under 5 responses. */
  favourable: z.number().nullable(),
});

export const surveyReportSchema = z.object({
  survey: z.number().int(),
  name: z.string(),
  cycle: z.number().int(),
  recipients: z.number().int(),
  responses: z.number().int(),
  response_rate: z.number(),
  min_responses: z.number().int(),
  hidden: z.boolean(),
  questions: z.array(questionResultSchema),
  /** This cycle against the earlier ones of a repeating survey (and earlier versions). */
  trend: z.array(cycleTrendSchema),
});
export type SurveyReport = z.infer<typeof surveyReportSchema>;

export const questionResultsSchema = z.object({
  survey: z.number().int(),
  cycle: z.number().int(),
  responses: z.number().int(),
  hidden: z.boolean(),
  questions: z.array(questionResultSchema),
  /** New-ways-of-working: share of behaviours with a mean consistency of 4 or more. */
  adoption: z.number().nullable(),
});
export type QuestionResults = z.infer<typeof questionResultsSchema>;

export const breakdownRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  recipients: z.number().int(),
  responses: z.number().int().nullable(),
  response_rate: z.number().nullable(),
  average: z.number().nullable(),
  questions: z.array(z.object({ question: z.number().int(), average: z.number().nullable() })),
  hidden: z.boolean(),
});
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;

export const breakdownSchema = z.object({
  survey: z.number().int(),
  cycle: z.number().int(),
  dimension: z.enum(breakdownDimensions).nullable(),
  min_responses: z.number().int(),
  total: breakdownRowSchema,
  rows: z.array(breakdownRowSchema),
});
export type Breakdown = z.infer<typeof breakdownSchema>;

export const siteCompletionSchema = z.object({
  survey: z.number().int(),
  cycle: z.number().int(),
  rows: z.array(
    z.object({
      site: z.string(),
      sent: z.number().int(),
      /** Null when fewer than the minimum (or it would single people out). */
      completed: z.number().int().nullable(),
      response_rate: z.number().nullable(),
    }),
  ),
});
export type SiteCompletion = z.infer<typeof siteCompletionSchema>;

export const textAnswersSchema = z.object({
  survey: z.number().int(),
  hidden: z.boolean(),
  answers: z.array(z.object({ question: z.number().int(), text: z.string() })),
});
export type TextAnswers = z.infer<typeof textAnswersSchema>;
