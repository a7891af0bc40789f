import { metricPeriodLabel, type ReportingPeriod } from '../../../../contract/projects/metrics';
import {
  type Metric,
  type MetricDetail,
  type MetricReport,
} from '../../../../contract/projects/metrics.schema';
import type { MetricBundle, ReportWithAuthor } from './service';

export function presentMetricReport(
  row: ReportWithAuthor,
  reportingPeriod: ReportingPeriod,
): MetricReport {
  const r = row.report;
  return {
    id: r.id,
    metric: r.metricId,
    period: r.period,
    period_label: metricPeriodLabel(r.period, reportingPeriod),
    value: r.value,
    status: r.status,
    commentary: r.commentary,
    reported_by: row.reportedBy,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function presentMetric(bundle: MetricBundle): Metric {
  const m = bundle.metric;
  return {
    id: m.id,
    project: m.projectId,
    name: m.name,
    description: m.description,
    kind: m.kind,
    category: m.category,
    status: m.status,
    reporting_period: m.reportingPeriod,
    direction: m.direction,
    unit: m.unit,
    baseline: m.baseline,
    target: m.target,
    owner: bundle.owner,
    latest_report: bundle.latest ? presentMetricReport(bundle.latest, m.reportingPeriod) : null,
    report_count: bundle.reportCount,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

export function presentMetricDetail(bundle: MetricBundle): MetricDetail {
  return {
    ...presentMetric(bundle),
    reports: (bundle.reports ?? []).map((r) =>
      presentMetricReport(r, bundle.metric.reportingPeriod),
    ),
  };
}
