import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { metricPeriodIssue, metricStatusOf } from '../../../../contract/projects/metrics';
import {
  type createMetricInputSchema,
  type createMetricReportInputSchema,
  type updateMetricInputSchema,
} from '../../../../contract/projects/metrics.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { metricReports, projectMetrics } from '../../../db/schema/metrics';
import { badRequest, notFound } from '../../../http-errors';
import { requireOwner } from '../../people/lookups';
import { findEditableProject, findVisibleProject } from '../policy';
import { organisationToday, personRefSql, qualified } from '../../../db/sql-helpers';

type CreateMetricData = z.output<typeof createMetricInputSchema>;
type UpdateMetricData = z.output<typeof updateMetricInputSchema>;
type CreateReportData = z.output<typeof createMetricReportInputSchema>;

const metricColumns = {
  metric: projectMetrics,
  owner: personRefSql(projectMetrics.ownerId),
  reportCount: sql<number>`(SELECT count(*)::int FROM metric_reports mr WHERE mr.metric_id = ${qualified(projectMetrics.id)})`,
};
const reportColumns = {
  report: metricReports,
  reportedBy: personRefSql(metricReports.reportedById),
};

function selectMetrics(tx: TenantTx) {
  return tx.select(metricColumns).from(projectMetrics);
}
function selectReports(tx: TenantTx) {
  return tx.select(reportColumns).from(metricReports);
}
export type MetricWithOwner = Awaited<ReturnType<typeof selectMetrics>>[number];
export type ReportWithAuthor = Awaited<ReturnType<typeof selectReports>>[number];

export interface MetricBundle extends MetricWithOwner {
  latest: ReportWithAuthor | null;
  reports?: ReportWithAuthor[];
}

/** The latest period's report of each metric (one statement). */
async function latestReports(tx: TenantTx, metricIds: number[]) {
  const latest = new Map<number, ReportWithAuthor>();
  if (metricIds.length === 0) return latest;
  const rows = await tx
    .selectDistinctOn([metricReports.metricId], reportColumns)
    .from(metricReports)
    .where(inArray(metricReports.metricId, metricIds))
    .orderBy(asc(metricReports.metricId), desc(metricReports.period));
  for (const row of rows) latest.set(row.report.metricId, row);
  return latest;
}

/** `GET projects/{id}/metrics/`: each metric with its latest report, in two statements. */
export async function listMetrics(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<MetricBundle[]> {
  await findVisibleProject(tx, user, projectId);
  const rows = await selectMetrics(tx)
    .where(eq(projectMetrics.projectId, projectId))
    .orderBy(sql`lower(${projectMetrics.name})`, asc(projectMetrics.id));
  const latest = await latestReports(
    tx,
    rows.map((r) => r.metric.id),
  );
  return rows.map((r) => ({ ...r, latest: latest.get(r.metric.id) ?? null }));
}

async function loadMetric(tx: TenantTx, projectId: number, metricId: number) {
  const [row] = await selectMetrics(tx)
    .where(and(eq(projectMetrics.id, metricId), eq(projectMetrics.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound();
  const reports = await selectReports(tx)
    .where(eq(metricReports.metricId, metricId))
    .orderBy(asc(metricReports.period));
  return { ...row, latest: reports.at(-1) ?? null, reports };
}

/** `GET projects/{id}/metrics/?metric=`: one metric with every report, oldest period first. */
export async function getMetric(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  metricId: number,
): Promise<MetricBundle> {
  await findVisibleProject(tx, user, projectId);
  return loadMetric(tx, projectId, metricId);
}

/** `POST projects/{id}/metrics/` */
export async function createMetric(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: CreateMetricData,
): Promise<MetricBundle> {
  await findEditableProject(tx, user, projectId);
  await requireOwner(tx, input.owner);
  const [created] = await tx
    .insert(projectMetrics)
    .values({
      projectId,
      name: input.name,
      description: input.description ?? '',
      kind: input.kind,
      category: input.category,
      reportingPeriod: input.reporting_period,
      direction: input.direction ?? 'HIGHER',
      unit: input.unit ?? '',
      baseline: input.baseline ?? null,
      target: input.target ?? null,
      ownerId: input.owner ?? null,
    })
    .returning({ id: projectMetrics.id });
  if (!created) throw new Error('metric not created');
  return loadMetric(tx, projectId, created.id);
}

async function findMetric(tx: TenantTx, projectId: number, metricId: number) {
  const [row] = await tx
    .select()
    .from(projectMetrics)
    .where(and(eq(projectMetrics.id, metricId), eq(projectMetrics.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** `PATCH projects/{id}/metrics/?metric=`: the period cannot change once reports exist. */
export async function updateMetric(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  metricId: number,
  input: UpdateMetricData,
): Promise<MetricBundle> {
  await findEditableProject(tx, user, projectId);
  const metric = await findMetric(tx, projectId, metricId);
  if (input.reporting_period && input.reporting_period !== metric.reportingPeriod) {
    const [reported] = await tx
      .select({ id: metricReports.id })
      .from(metricReports)
      .where(eq(metricReports.metricId, metricId))
      .limit(1);
    if (reported) {
      throw badRequest({
        reporting_period: [
          `This metric already has ${metric.reportingPeriod.toLowerCase()} reports, so its reporting period stays ${metric.reportingPeriod}.`,
        ],
      });
    }
  }
  await requireOwner(tx, input.owner);
  await tx
    .update(projectMetrics)
    .set({
      name: input.name,
      description: input.description,
      kind: input.kind,
      category: input.category,
      reportingPeriod: input.reporting_period,
      direction: input.direction,
      unit: input.unit,
      baseline: input.baseline,
      target: input.target,
      ownerId: input.owner,
      updatedAt: sql`now()`,
    })
    .where(eq(projectMetrics.id, metricId));
  if (input.target !== undefined || input.baseline !== undefined || input.direction) {
    await rederiveStatuses(tx, metricId);
  }
  return loadMetric(tx, projectId, metricId);
}

/**
 * A new target, baseline or direction changes what each reported value means: derive every
 * report's status again (reports of a metric without a target keep the status they were given),
 * then the metric's from its latest period.
 */
async function rederiveStatuses(tx: TenantTx, metricId: number) {
  const [metric] = await tx
    .select()
    .from(projectMetrics)
    .where(eq(projectMetrics.id, metricId))
    .limit(1);
  if (!metric || metric.target === null) return;
  const reports = await tx
    .select({ id: metricReports.id, value: metricReports.value, status: metricReports.status })
    .from(metricReports)
    .where(eq(metricReports.metricId, metricId));
  for (const report of reports) {
    const status = metricStatusOf(report.value, metric);
    if (status && status !== report.status) {
      await tx.update(metricReports).set({ status }).where(eq(metricReports.id, report.id));
    }
  }
  await followLatestReport(tx, metricId);
}

/** The metric's status is its latest period's report's. */
async function followLatestReport(tx: TenantTx, metricId: number) {
  await tx
    .update(projectMetrics)
    .set({
      status: sql`(SELECT mr.status FROM metric_reports mr WHERE mr.metric_id = ${metricId} ORDER BY mr.period DESC LIMIT 1)`,
      updatedAt: sql`now()`,
    })
    .where(eq(projectMetrics.id, metricId));
}

/** `DELETE projects/{id}/metrics/?metric=`: with its reports. */
export async function deleteMetric(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  metricId: number,
): Promise<void> {
  await findEditableProject(tx, user, projectId);
  await findMetric(tx, projectId, metricId);
  await tx.delete(projectMetrics).where(eq(projectMetrics.id, metricId));
}

/**
 * `POST projects/{id}/metric_reports/`: one report per metric and period. A period that already
 * has a report updates it (`created: false`). The period must start its month or quarter and not
 * lie in the future (organisation's date). The status follows from the value, the target and the
 * direction (`metricStatusOf`); the latest period's status becomes the metric's.
 */
export async function recordMetricReport(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: CreateReportData,
): Promise<{
  report: ReportWithAuthor;
  reportingPeriod: 'Monthly' | 'Quarterly';
  created: boolean;
}> {
  await findEditableProject(tx, user, projectId);
  const [metric] = await tx
    .select()
    .from(projectMetrics)
    .where(eq(projectMetrics.id, input.metric))
    .limit(1);
  if (!metric) throw badRequest({ metric: ['Choose a metric of this project.'] });
  if (metric.projectId !== projectId) {
    throw badRequest({ metric: ['That metric belongs to another project.'] });
  }
  const issue = metricPeriodIssue(
    input.period,
    metric.reportingPeriod,
    await organisationToday(tx),
  );
  if (issue) throw badRequest({ period: [issue] });
  const status = metricStatusOf(input.value, metric) ?? input.status;
  if (!status) {
    throw badRequest({
      status: [
        'This metric has no target, so say how it stands: On Track, At Risk, Achieved or Missed.',
      ],
    });
  }
  const [saved] = await tx
    .insert(metricReports)
    .values({
      metricId: metric.id,
      period: input.period,
      value: input.value,
      status,
      commentary: input.commentary ?? '',
      reportedById: user.id,
    })
    .onConflictDoUpdate({
      target: [metricReports.metricId, metricReports.period],
      set: {
        value: input.value,
        status,
        commentary: input.commentary ?? '',
        reportedById: user.id,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: metricReports.id, created: sql<boolean>`(xmax = 0)` });
  if (!saved) throw new Error('report not saved');
  await followLatestReport(tx, metric.id);
  const [report] = await selectReports(tx).where(eq(metricReports.id, saved.id)).limit(1);
  if (!report) throw new Error('report not found');
  return { report, reportingPeriod: metric.reportingPeriod, created: saved.created };
}
