// Zod-free on purpose: the metrics' read-only views need these, and zod stays out of them.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

export const metricKinds = ['LEADING', 'LAGGING'] as const;
export type MetricKind = (typeof metricKinds)[number];
export const metricKindLabels: Record<MetricKind, string> = {
  LEADING: 'Leading',
  LAGGING: 'Lagging',
};

export const metricCategories = ['Financial', 'Operational', 'Behavioural', 'Milestone'] as const;
export type MetricCategory = (typeof metricCategories)[number];

export const metricStatuses = ['On Track', 'At Risk', 'Achieved', 'Missed'] as const;
export type MetricStatus = (typeof metricStatuses)[number];
/** What every screen, export and count says of a metric that has no report yet. */
export const metricNoDataLabel = 'No data yet';

/** Which way a metric improves: more is better (adoption) or less is better (waiting time). */
export const metricDirections = ['HIGHER', 'LOWER'] as const;
export type MetricDirection = (typeof metricDirections)[number];
export const metricDirectionLabels: Record<MetricDirection, string> = {
  HIGHER: 'Higher is better',
  LOWER: 'Lower is better',
};

/**
 * A reported value's status against the metric's target, or `null` when the metric has no
 * target (the reporter then says how it stands). Met or beaten: Achieved. Worse than the
 * baseline (moving away from the target): Missed. At least halfway from the baseline to the
 * target: On Track. Otherwise, and whenever there is no baseline to measure progress from:
 * At Risk. So 24 minutes against a 5-minute target, lower being better, is never On Track.
 */
export function metricStatusOf(
  value: number,
  metric: { target: number | null; baseline: number | null; direction: MetricDirection },
): MetricStatus | null {
  const { target, baseline, direction } = metric;
  if (target === null) return null;
  // Distance still to go, positive while the target is not reached, whichever way is better.
  const gap = (from: number) => (direction === 'LOWER' ? from - target : target - from);
  if (gap(value) <= 0) return 'Achieved';
  if (baseline === null || gap(baseline) <= 0) return 'At Risk';
  if (gap(value) > gap(baseline)) return 'Missed';
  return gap(value) <= gap(baseline) / 2 ? 'On Track' : 'At Risk';
}

export const reportingPeriods = ['Monthly', 'Quarterly'] as const;
export type ReportingPeriod = (typeof reportingPeriods)[number];

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * Why `period` (YYYY-MM-DD) cannot hold a report of a metric reported `reportingPeriod`, or
 * `null` when it can: it must be the first day of a month (Monthly) or of a quarter (Quarterly:
 * January, April, July, October), and not after `today` (the organisation's date).
 */
export function metricPeriodIssue(
  period: string,
  reportingPeriod: ReportingPeriod,
  today: string,
): string | null {
  const [, month, day] = period.split('-').map(Number);
  if (reportingPeriod === 'Monthly' && day !== 1) {
    return 'For a monthly metric the period is the first day of a month, e.g. 2026-03-01.';
  }
  if (reportingPeriod === 'Quarterly' && (day !== 1 || ![1, 4, 7, 10].includes(month ?? 0))) {
    return 'For a quarterly metric the period is the first day of a quarter: 1 January, 1 April, 1 July or 1 October.';
  }
  if (period > today) return 'The period cannot be in the future.';
  return null;
}

/** "Mar 2026" for a monthly period, "Q1 2026" for a quarterly one. */
export function metricPeriodLabel(period: string, reportingPeriod: ReportingPeriod): string {
  const [year, month] = period.split('-').map(Number);
  const m = (month ?? 1) - 1;
  return reportingPeriod === 'Quarterly'
    ? `Q${Math.floor(m / 3) + 1} ${year}`
    : `${monthNames[m]} ${year}`;
}

/** Path patterns of the metrics calls, relative to /api/v1/ (see `fillPath`). */
export const metricsPatterns = {
  collection: 'projects/:id/metrics/',
  reports: 'projects/:id/metric_reports/',
} as const;

export const metricsPaths = {
  /** `GET` the list, `POST` a metric. */
  list: (projectId: number) => fillPath(metricsPatterns.collection, { id: projectId }),
  /** `GET` one with its reports, `PATCH`, `DELETE`. */
  detail: (projectId: number, metricId: number) =>
    withQuery(fillPath(metricsPatterns.collection, { id: projectId }), { metric: metricId }),
  /** `POST` a report for a period. */
  reports: (projectId: number) => fillPath(metricsPatterns.reports, { id: projectId }),
};
