import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import {
  metricPeriodIssue,
  metricPeriodLabel,
  metricsPaths,
} from '../../../../contract/projects/metrics';
import {
  type Metric,
  type MetricDetail,
  type MetricReport,
} from '../../../../contract/projects/metrics.schema';
import { apiClient, countRows } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/** First day of the month `offset` months from the current one (UTC). */
function monthStart(offset: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);
}

describe('metrics', () => {
  const server = useTestServer();
  const api = apiClient(server);
  // One organisation's people by what they may do, and a stranger from another organisation.
  const who = { manager: '', office: '', leader: '', employee: '', otherAdmin: '' };
  let priya: MadeUser;
  let epr: number;
  let finance: number;
  const metricIds = new Map<string, number>();

  /** A metric with its reports for consecutive periods up to the current one. */
  async function metricWithReports(
    project: number,
    body: Record<string, unknown>,
    values: number[],
  ): Promise<void> {
    const made = await api.post<MetricDetail>(who.manager, metricsPaths.list(project), body);
    expect(made.status).toBe(201);
    metricIds.set(made.body.name, made.body.id);
    const step = body.reporting_period === 'Quarterly' ? 3 : 1;
    const firstQuarter = Math.floor(new Date().getUTCMonth() / 3) * 3 - new Date().getUTCMonth();
    for (const [index, value] of values.entries()) {
      const back = (values.length - 1 - index) * step;
      const offset = step === 3 ? firstQuarter - back : -back;
      const report = await api.post(who.manager, metricsPaths.reports(project), {
        metric: made.body.id,
        period: monthStart(offset),
        value,
      });
      expect(report.status).toBe(201);
    }
  }

  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const other = await make.organisation();
    const manager = await make.user(org, {
      role: 'CHANGE_MANAGER',
      firstName: 'Maya',
      lastName: 'Manager',
    });
    const office = await make.user(org, { role: 'CHANGE_OFFICE' });
    const leader = await make.user(org, { role: 'LEADER' });
    const employee = await make.user(org, { role: 'EMPLOYEE' });
    priya = await make.user(org, { role: 'CHANGE_MANAGER', firstName: 'Priya', lastName: 'Patel' });
    const stranger = await make.user(other, { role: 'ADMIN' });
    Object.assign(who, {
      manager: manager.email,
      office: office.email,
      leader: leader.email,
      employee: employee.email,
      otherAdmin: stranger.email,
    });
    // A project measured three ways (the leader and the employee are on its team), and one
    // that only the manager's team edits, with a metric of its own.
    epr = (await make.project(org, { team: [manager, priya, leader, employee] })).id;
    finance = (await make.project(org, { team: [manager] })).id;
    await metricWithReports(
      epr,
      {
        name: 'Wards live on the EPR',
        kind: 'LAGGING',
        category: 'Operational',
        reporting_period: 'Monthly',
        unit: '%',
        baseline: 0,
        target: 100,
        owner: manager.id,
      },
      [10, 25, 40],
    );
    await metricWithReports(
      epr,
      {
        name: 'Clinician confidence with the record',
        kind: 'LEADING',
        category: 'Behavioural',
        reporting_period: 'Quarterly',
        unit: 'score out of 5',
        baseline: 2.8,
        target: 4,
      },
      [3.1, 3.4],
    );
    await metricWithReports(
      epr,
      {
        name: 'Printing costs saved',
        kind: 'LAGGING',
        category: 'Financial',
        reporting_period: 'Monthly',
        unit: '£k',
        baseline: 0,
        target: 25,
      },
      [4, 9],
    );
    await metricWithReports(
      finance,
      {
        name: 'Cost per invoice',
        kind: 'LAGGING',
        category: 'Financial',
        reporting_period: 'Monthly',
      },
      [],
    );
  });

  async function newMetric(body: Record<string, unknown> = {}): Promise<MetricDetail> {
    const res = await api.post<MetricDetail>(who.manager, metricsPaths.list(epr), {
      name: 'Adoption',
      kind: 'LEADING',
      category: 'Behavioural',
      reporting_period: 'Monthly',
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('checks and labels report periods the same way in the form and on the server', () => {
    expect(metricPeriodIssue('2026-03-01', 'Monthly', '2026-03-20')).toBeNull();
    expect(metricPeriodIssue('2026-03-02', 'Monthly', '2026-03-20')).toMatch(
      /first day of a month/,
    );
    expect(metricPeriodIssue('2026-04-01', 'Quarterly', '2026-05-20')).toBeNull();
    expect(metricPeriodIssue('2026-05-01', 'Quarterly', '2026-05-20')).toMatch(
      /first day of a quarter/,
    );
    expect(metricPeriodIssue('2026-04-01', 'Monthly', '2026-03-31')).toBe(
      'The period cannot be in the future.',
    );
    expect(metricPeriodLabel('2026-03-01', 'Monthly')).toBe('Mar 2026');
    expect(metricPeriodLabel('2026-10-01', 'Quarterly')).toBe('Q4 2026');
  });

  describe('GET projects/{id}/metrics/', () => {
    it('lists metrics with their latest report, whose status is the metric’s', async () => {
      const res = await api.get<Metric[]>(who.leader, metricsPaths.list(epr));
      expect(res.status).toBe(200);
      expect(res.body.map((m) => m.name)).toEqual([
        'Clinician confidence with the record',
        'Printing costs saved',
        'Wards live on the EPR',
      ]);
      const wards = res.body[2];
      expect(wards).toMatchObject({
        kind: 'LAGGING',
        category: 'Operational',
        reporting_period: 'Monthly',
        unit: '%',
        baseline: 0,
        target: 100,
        status: 'At Risk',
        report_count: 3,
        owner: { display_name: 'Maya Manager' },
        latest_report: { value: 40, status: 'At Risk', period: monthStart(0) },
      });
      expect(wards?.latest_report?.period_label).toBe(metricPeriodLabel(monthStart(0), 'Monthly'));
      expect(res.body[0]?.latest_report?.period_label).toMatch(/^Q[1-4] \d{4}$/);
    });

    it('answers one metric with all its reports, oldest period first', async () => {
      const id = metricIds.get('Wards live on the EPR') ?? 0;
      const res = await api.get<MetricDetail>(who.employee, metricsPaths.detail(epr, id));
      expect(res.status).toBe(200);
      expect(res.body.reports.map((r) => [r.period, r.value])).toEqual([
        [monthStart(-2), 10],
        [monthStart(-1), 25],
        [monthStart(0), 40],
      ]);
      expect((await api.get(who.manager, metricsPaths.detail(finance, id))).status).toBe(404);
    });

    it('answers 404 across organisations and to those who cannot see the project', async () => {
      expect((await api.get(who.otherAdmin, metricsPaths.list(epr))).status).toBe(404);
      expect((await api.get(who.employee, metricsPaths.list(finance))).status).toBe(404);
      expect((await api.get(null, metricsPaths.list(epr))).status).toBe(401);
    });
  });

  describe('POST, PATCH and DELETE projects/{id}/metrics/', () => {
    it('creates a metric with no status until its first report', async () => {
      const metric = await newMetric({
        name: 'Logins per week',
        description: 'Weekly active users.',
        unit: 'users',
        baseline: 120,
        target: 800.5,
        owner: priya.id,
      });
      expect(metric).toMatchObject({
        name: 'Logins per week',
        status: null,
        baseline: 120,
        target: 800.5,
        owner: { id: priya.id },
        latest_report: null,
        report_count: 0,
        reports: [],
      });
    });

    it('refuses invalid metrics with field messages', async () => {
      const res = await api.post<FieldErrors>(who.manager, metricsPaths.list(epr), {
        name: '',
        kind: 'SIDEWAYS',
        direction: 'SIDEWAYS',
        target: 'lots',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        name: ['Name the metric.'],
        kind: ['Choose leading or lagging.'],
        category: ['Choose a category: Financial, Operational, Behavioural or Milestone.'],
        reporting_period: ['Report monthly or quarterly.'],
        direction: ['Say whether higher or lower is better.'],
        target: ['Enter the target as a number.'],
      });
    });

    it('updates a metric; its reporting period is fixed once it has reports', async () => {
      const fresh = await newMetric();
      const quarterly = await api.patch<MetricDetail>(
        who.manager,
        metricsPaths.detail(epr, fresh.id),
        { reporting_period: 'Quarterly', target: 50, direction: 'LOWER' },
      );
      expect(quarterly.status).toBe(200);
      expect(quarterly.body).toMatchObject({
        reporting_period: 'Quarterly',
        target: 50,
        direction: 'LOWER',
        status: null,
      });
      const reported = metricIds.get('Printing costs saved') ?? 0;
      const refused = await api.patch<FieldErrors>(
        who.manager,
        metricsPaths.detail(epr, reported),
        { reporting_period: 'Quarterly' },
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        reporting_period: [
          'This metric already has monthly reports, so its reporting period stays Monthly.',
        ],
      });
      const noTarget = await api.patch<FieldErrors>(who.manager, metricsPaths.list(epr), {
        name: 'x',
      });
      expect(noTarget.body).toEqual({ metric: ['Say which metric: ?metric=<id>.'] });
    });

    it('lets only project editors write, and deletes a metric with its reports', async () => {
      const metric = await newMetric({ name: 'Doomed' });
      await api.post(who.manager, metricsPaths.reports(epr), {
        metric: metric.id,
        period: monthStart(0),
        value: 1,
        status: 'On Track',
      });
      const payload = {
        name: 'x',
        kind: 'LEADING',
        category: 'Financial',
        reporting_period: 'Monthly',
      };
      expect((await api.post(who.employee, metricsPaths.list(epr), payload)).status).toBe(403);
      expect((await api.post(priya.email, metricsPaths.list(finance), payload)).status).toBe(403);
      expect((await api.post(who.otherAdmin, metricsPaths.list(epr), payload)).status).toBe(404);
      expect((await api.post(null, metricsPaths.list(epr), payload)).status).toBe(401);
      const target = metricsPaths.detail(epr, metric.id);
      expect((await api.patch(who.leader, target, { name: 'x' })).status).toBe(403);
      expect((await api.patch(who.otherAdmin, target, { name: 'x' })).status).toBe(404);
      expect((await api.delete(who.employee, target)).status).toBe(403);
      expect((await api.delete(who.otherAdmin, target)).status).toBe(404);
      expect((await api.delete(null, target)).status).toBe(401);
      expect((await api.delete(who.manager, target)).status).toBe(204);
      expect(
        await countRows(server, sql`SELECT id FROM metric_reports WHERE metric_id = ${metric.id}`),
      ).toBe(0);
      expect((await api.get(who.manager, target)).status).toBe(404);
    });
  });

  describe('POST projects/{id}/metric_reports/', () => {
    it('records a report; the latest period’s status becomes the metric’s', async () => {
      const metric = await newMetric();
      const first = await api.post<MetricReport>(who.manager, metricsPaths.reports(epr), {
        metric: metric.id,
        period: monthStart(-1),
        value: 12,
        status: 'At Risk',
        commentary: 'Slow start.',
      });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        metric: metric.id,
        period: monthStart(-1),
        value: 12,
        status: 'At Risk',
        commentary: 'Slow start.',
        reported_by: { display_name: 'Maya Manager' },
      });
      const current = await api.post<MetricReport>(who.office, metricsPaths.reports(epr), {
        metric: metric.id,
        period: monthStart(0),
        value: 30,
        status: 'On Track',
      });
      expect(current.status).toBe(201);
      const older = await api.post<MetricReport>(who.manager, metricsPaths.reports(epr), {
        metric: metric.id,
        period: monthStart(-3),
        value: 2,
        status: 'Missed',
      });
      expect(older.status).toBe(201);
      const after = await api.get<MetricDetail>(who.manager, metricsPaths.detail(epr, metric.id));
      expect(after.body).toMatchObject({ status: 'On Track', report_count: 3 });
      expect(after.body.latest_report?.value).toBe(30);
    });

    it('updates the report of a period that already has one instead of adding a second', async () => {
      const metric = await newMetric();
      const period = monthStart(-1);
      await api.post(who.manager, metricsPaths.reports(epr), {
        metric: metric.id,
        period,
        value: 5,
        status: 'On Track',
      });
      const again = await api.post<MetricReport>(who.manager, metricsPaths.reports(epr), {
        metric: metric.id,
        period,
        value: 7,
        status: 'Achieved',
        commentary: 'Corrected figure.',
      });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        value: 7,
        status: 'Achieved',
        commentary: 'Corrected figure.',
      });
      const after = await api.get<MetricDetail>(who.manager, metricsPaths.detail(epr, metric.id));
      expect(after.body.reports).toHaveLength(1);
      expect(after.body.status).toBe('Achieved');
    });

    it('refuses a missing, misaligned or future period with a field message', async () => {
      const monthly = await newMetric();
      const quarterly = await newMetric({ reporting_period: 'Quarterly' });
      const cases: [number, unknown, string][] = [
        [monthly.id, undefined, 'Choose the period the report is for.'],
        [monthly.id, '2026-13-01', 'Enter a date as YYYY-MM-DD.'],
        [
          monthly.id,
          '2026-01-15',
          'For a monthly metric the period is the first day of a month, e.g. 2026-03-01.',
        ],
        [
          quarterly.id,
          '2026-02-01',
          'For a quarterly metric the period is the first day of a quarter: 1 January, 1 April, 1 July or 1 October.',
        ],
        [monthly.id, monthStart(2), 'The period cannot be in the future.'],
      ];
      for (const [metric, period, message] of cases) {
        const res = await api.post<FieldErrors>(who.manager, metricsPaths.reports(epr), {
          metric,
          period,
          value: 1,
          status: 'On Track',
        });
        expect(res.status, String(period)).toBe(400);
        expect(res.body, String(period)).toEqual({ period: [message] });
      }
      expect(
        await countRows(
          server,
          sql`SELECT id FROM metric_reports WHERE metric_id IN (${monthly.id}, ${quarterly.id})`,
        ),
      ).toBe(0);
    });

    it('refuses another project’s metric and writers who may not edit', async () => {
      const metric = await newMetric();
      const financeMetric = metricIds.get('Cost per invoice') ?? 0;
      const body = { metric: financeMetric, period: monthStart(0), value: 1, status: 'On Track' };
      const foreign = await api.post<FieldErrors>(who.manager, metricsPaths.reports(epr), body);
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual({ metric: ['That metric belongs to another project.'] });
      const invalid = await api.post<FieldErrors>(who.manager, metricsPaths.reports(epr), {
        metric: metric.id,
        period: monthStart(0),
        value: 'ten',
        status: 'Great',
      });
      expect(invalid.body).toEqual({
        value: ['Enter the value as a number.'],
        status: ['Choose a status: On Track, At Risk, Achieved or Missed.'],
      });
      const ours = { ...body, metric: metric.id };
      expect((await api.post(who.employee, metricsPaths.reports(epr), ours)).status).toBe(403);
      expect((await api.post(who.otherAdmin, metricsPaths.reports(epr), ours)).status).toBe(404);
      expect((await api.post(null, metricsPaths.reports(epr), ours)).status).toBe(401);
    });
  });
});
