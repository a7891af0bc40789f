import { beforeAll, describe, expect, it } from 'vitest';
import { metricStatusOf, metricsPaths } from '@contract/projects/metrics';
import type { MetricDetail, MetricReport } from '@contract/projects/metrics.schema';
import type { FieldErrors } from '@contract/shared/common.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/** First day of the month `offset` months from the current one (UTC). */
function monthStart(offset: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);
}

describe('a metric’s status follows its latest report, target and direction', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let manager: MadeUser;
  let projectId: number;

  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    projectId = (await make.project(org, { team: [manager] })).id;
  });

  async function newMetric(body: Record<string, unknown>): Promise<MetricDetail> {
    const res = await api.post<MetricDetail>(manager.email, metricsPaths.list(projectId), {
      name: 'Waiting time',
      kind: 'LAGGING',
      category: 'Operational',
      reporting_period: 'Monthly',
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body;
  }
  const report = (metric: number, period: string, value: number, status?: string) =>
    api.post<MetricReport & FieldErrors>(manager.email, metricsPaths.reports(projectId), {
      metric,
      period,
      value,
      ...(status ? { status } : {}),
    });

  it('judges a value against the target whichever way is better', () => {
    const lower = { target: 5, baseline: null, direction: 'LOWER' as const };
    expect(metricStatusOf(24, lower)).toBe('At Risk');
    expect(metricStatusOf(5, lower)).toBe('Achieved');
    const fromBaseline = { target: 5, baseline: 30, direction: 'LOWER' as const };
    expect(metricStatusOf(24, fromBaseline)).toBe('At Risk');
    expect(metricStatusOf(15, fromBaseline)).toBe('On Track');
    expect(metricStatusOf(35, fromBaseline)).toBe('Missed');
    const higher = { target: 100, baseline: 0, direction: 'HIGHER' as const };
    expect(metricStatusOf(60, higher)).toBe('On Track');
    expect(metricStatusOf(120, higher)).toBe('Achieved');
    expect(metricStatusOf(60, { ...higher, target: null })).toBeNull();
  });

  it('reads 24 minutes against a 5-minute target as At Risk, whatever status is sent', async () => {
    const metric = await newMetric({ unit: 'minutes', target: 5, direction: 'LOWER' });
    expect(metric).toMatchObject({ direction: 'LOWER', status: null });
    const slow = await report(metric.id, monthStart(-1), 24, 'On Track');
    expect(slow.status).toBe(201);
    expect(slow.body.status).toBe('At Risk');
    const after = await api.get<MetricDetail>(
      manager.email,
      metricsPaths.detail(projectId, metric.id),
    );
    expect(after.body.status).toBe('At Risk');

    expect((await report(metric.id, monthStart(0), 4)).body.status).toBe('Achieved');
    const latest = await api.get<MetricDetail>(
      manager.email,
      metricsPaths.detail(projectId, metric.id),
    );
    expect(latest.body.status).toBe('Achieved');
  });

  it('derives every report again when the target or direction changes', async () => {
    const metric = await newMetric({ target: 80, baseline: 20 });
    await report(metric.id, monthStart(-1), 30);
    await report(metric.id, monthStart(0), 60);
    const before = await api.get<MetricDetail>(
      manager.email,
      metricsPaths.detail(projectId, metric.id),
    );
    expect(before.body.reports.map((r) => r.status)).toEqual(['At Risk', 'On Track']);
    const lowered = await api.patch<MetricDetail>(
      manager.email,
      metricsPaths.detail(projectId, metric.id),
      { target: 50 },
    );
    expect(lowered.body.reports.map((r) => r.status)).toEqual(['At Risk', 'Achieved']);
    expect(lowered.body.status).toBe('Achieved');
  });

  it('asks for the status of a metric without a target, and keeps the one given', async () => {
    const metric = await newMetric({});
    const missing = await report(metric.id, monthStart(0), 3);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      status: [
        'This metric has no target, so say how it stands: On Track, At Risk, Achieved or Missed.',
      ],
    });
    const given = await report(metric.id, monthStart(0), 3, 'Missed');
    expect(given.body.status).toBe('Missed');
  });
});
