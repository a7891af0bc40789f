import { z } from 'zod';
import {
  dateSchema,
  personRefSchema,
  refIdSchema,
  requiredDateSchema,
  timestampSchema,
  MAX_ID,
} from '../shared/common.schema';
import {
  metricCategories,
  metricDirections,
  metricKinds,
  metricStatuses,
  reportingPeriods,
} from './metrics';

// ── Enumerations ────────────────────────────────────────────────────────────────────────────
// The values, period rules and paths live in the zod-free metric-names.ts.

export const metricKindSchema = z.enum(metricKinds, {
  error: 'Choose leading or lagging.',
});
export const metricCategorySchema = z.enum(metricCategories, {
  error: 'Choose a category: Financial, Operational, Behavioural or Milestone.',
});
export const metricStatusSchema = z.enum(metricStatuses, {
  error: 'Choose a status: On Track, At Risk, Achieved or Missed.',
});
export const metricDirectionSchema = z.enum(metricDirections, {
  error: 'Say whether higher or lower is better.',
});
export const reportingPeriodSchema = z.enum(reportingPeriods, {
  error: 'Report monthly or quarterly.',
});

// ── Responses ───────────────────────────────────────────────────────────────────────────────

export const metricReportSchema = z.object({
  id: z.number().int(),
  metric: z.number().int(),
  period: dateSchema,
  period_label: z.string(),
  value: z.number(),
  status: metricStatusSchema,
  commentary: z.string(),
  reported_by: personRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type MetricReport = z.infer<typeof metricReportSchema>;

export const metricSchema = z.object({
  id: z.number().int(),
  project: z.number().int(),
  name: z.string(),
  description: z.string(),
  kind: metricKindSchema,
  category: metricCategorySchema,
  /**
   * The latest period's report's status (`metricStatusOf` its value against the target and
   * direction); null until the first report (the SPA says "No data yet").
   */
  status: metricStatusSchema.nullable(),
  reporting_period: reportingPeriodSchema,
  direction: metricDirectionSchema,
  unit: z.string(),
  baseline: z.number().nullable(),
  target: z.number().nullable(),
  owner: personRefSchema.nullable(),
  /** The report of the latest period, if any. */
  latest_report: metricReportSchema.nullable(),
  report_count: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Metric = z.infer<typeof metricSchema>;
export const metricListSchema = z.array(metricSchema);

/** One metric (`?metric=`) with every report, oldest period first (ready for a trend chart). */
export const metricDetailSchema = metricSchema.extend({ reports: z.array(metricReportSchema) });
export type MetricDetail = z.infer<typeof metricDetailSchema>;

// ── Inputs ──────────────────────────────────────────────────────────────────────────────────

const numberSchema = (what: string) => z.number({ error: `Enter the ${what} as a number.` });

const metricFields = {
  name: z
    .string({ error: 'Name the metric.' })
    .trim()
    .min(1, 'Name the metric.')
    .max(200, 'Keep the name to 200 characters or fewer.'),
  description: z.string().trim().max(5000, 'Keep the description to 5,000 characters or fewer.'),
  kind: metricKindSchema,
  category: metricCategorySchema,
  reporting_period: reportingPeriodSchema,
  direction: metricDirectionSchema,
  unit: z.string().trim().max(40, 'Keep the unit to 40 characters or fewer.'),
  baseline: numberSchema('baseline').nullable(),
  target: numberSchema('target').nullable(),
  owner: refIdSchema('Choose the owner from your organisation.').nullable(),
};

/** `POST projects/{id}/metrics/`: name, kind, category and reporting period are required. */
export const createMetricInputSchema = z
  .object(metricFields)
  .partial()
  .extend({
    name: metricFields.name,
    kind: metricFields.kind,
    category: metricFields.category,
    reporting_period: metricFields.reporting_period,
  })
  .strict();
export type CreateMetricInput = z.input<typeof createMetricInputSchema>;

/**
 * `PATCH projects/{id}/metrics/?metric=`: any subset. The reporting period cannot change once
 * the metric has reports (their periods would no longer line up).
 */
export const updateMetricInputSchema = z.object(metricFields).partial().strict();
export type UpdateMetricInput = z.input<typeof updateMetricInputSchema>;

/**
 * `POST projects/{id}/metric_reports/`. One report per metric and period: sending a period that
 * already has a report updates it (200) instead of adding a second (201). The status follows
 * from the value when the metric has a target (`metricStatusOf`; a status sent is ignored);
 * without a target the reporter gives it.
 */
export const createMetricReportInputSchema = z
  .object({
    metric: refIdSchema('Choose the metric.'),
    /** First day of the month (Monthly) or quarter (Quarterly) the value is for. */
    period: requiredDateSchema('Choose the period the report is for.'),
    value: numberSchema('value'),
    status: metricStatusSchema.optional(),
    commentary: z
      .string()
      .trim()
      .max(5000, 'Keep the commentary to 5,000 characters or fewer.')
      .optional(),
  })
  .strict();
export type CreateMetricReportInput = z.input<typeof createMetricReportInputSchema>;

export const metricQuerySchema = z.object({
  metric: z.coerce
    .number({ error: 'metric is a metric id.' })
    .int('metric is a metric id.')
    .positive('metric is a metric id.')
    .max(MAX_ID, 'metric is a metric id.')
    .optional(),
});

export const metricTargetQuerySchema = z.object({
  metric: z.coerce
    .number({ error: 'Say which metric: ?metric=<id>.' })
    .int('Say which metric: ?metric=<id>.')
    .positive('Say which metric: ?metric=<id>.')
    .max(MAX_ID, 'Say which metric: ?metric=<id>.'),
});
