import { beforeAll, describe, expect, it } from 'vitest';
import { changesPaths } from '../../../../contract/projects/changes';
import type { FieldErrors, Paginated } from '../../../../contract/shared/common.schema';
import { projectStatsPaths } from '../../../../contract/projects/project-stats';
import { type ProjectStats } from '../../../../contract/projects/project-stats.schema';
import { projectsPaths } from '../../../../contract/projects/projects';
import { type Project, type ProjectSummary } from '../../../../contract/projects/projects.schema';
import {
  deliverablesPaths,
  milestonesPaths,
  workstreamsPaths,
} from '../../../../contract/projects/work-plan';
import { type Workstream } from '../../../../contract/projects/work-plan.schema';
import { metricsPaths } from '../../../../contract/projects/metrics';
import { apiClient, countQueries } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

describe('project stats', () => {
  const server = useTestServer();
  const api = apiClient(server);
  // One organisation's people by what they may do, and a stranger from another organisation.
  const who = { manager: '', office: '', employee: '', otherAdmin: '' };
  let epr: number;
  let finance: number;
  const changeIds = new Map<string, number>();

  /** A project with changes, a plan and metrics in every state the overview counts. */
  async function busyProject(project: number): Promise<void> {
    const changes = [
      { name: 'Electronic medication administration', go_live_date: isoDate(21) },
      { name: 'Paper chart retirement', go_live_date: isoDate(60) },
      {
        name: 'Bedside electronic charting',
        go_live_date: isoDate(-30),
        deployment_state: 'DEPLOYED',
      },
      { name: 'Clinical documentation standards', go_live_date: isoDate(120) },
    ];
    for (const change of changes) {
      const res = await api.post<{ id: number }>(who.manager, changesPaths.list(project), {
        date_mode: 'SINGLE_DATE',
        ...change,
      });
      expect(res.status).toBe(201);
      changeIds.set(change.name, res.body.id);
    }
    const streams: number[] = [];
    for (const name of ['Training', 'Communications', 'Cut-over']) {
      const res = await api.post<Workstream>(who.manager, workstreamsPaths.create(), {
        project,
        name,
      });
      streams.push(res.body.id);
    }
    const deliverables = [
      { due_date: isoDate(7) },
      { due_date: isoDate(14) },
      { due_date: null },
      { due_date: isoDate(-5) },
      { due_date: isoDate(-20), state: 'Closed' },
    ];
    for (const [index, deliverable] of deliverables.entries()) {
      const res = await api.post(who.manager, deliverablesPaths.create(), {
        project,
        workstream: streams[index % streams.length],
        name: `Deliverable ${index}`,
        ...deliverable,
      });
      expect(res.status).toBe(201);
    }
    const milestones = [
      { due_date: isoDate(10) },
      { due_date: isoDate(20) },
      { due_date: isoDate(-3) },
      { due_date: isoDate(-15), state: 'Closed' },
    ];
    for (const [index, milestone] of milestones.entries()) {
      const res = await api.post(who.manager, milestonesPaths.create(project), {
        name: `Milestone ${index}`,
        ...milestone,
      });
      expect(res.status).toBe(201);
    }
    // Two metrics behind their target's pace (At Risk), one without a report yet (no data).
    for (const name of ['Wards live', 'Theatres live', 'Clinician confidence']) {
      const metric = await api.post<{ id: number }>(who.manager, metricsPaths.list(project), {
        name,
        kind: 'LAGGING',
        category: 'Operational',
        reporting_period: 'Monthly',
        unit: '%',
        baseline: 0,
        target: 100,
      });
      if (name === 'Clinician confidence') continue;
      for (const [back, value] of [
        [2, 10],
        [1, 25],
        [0, 40],
      ] as const) {
        const d = new Date();
        const period = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
        await api.post(who.manager, metricsPaths.reports(project), {
          metric: metric.body.id,
          period: period.toISOString().slice(0, 10),
          value,
        });
      }
    }
  }

  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const other = await make.organisation();
    const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    const office = await make.user(org, { role: 'CHANGE_OFFICE' });
    const leader = await make.user(org, { role: 'LEADER' });
    const employee = await make.user(org, { role: 'EMPLOYEE' });
    const stranger = await make.user(other, { role: 'ADMIN' });
    Object.assign(who, {
      manager: manager.email,
      office: office.email,
      employee: employee.email,
      otherAdmin: stranger.email,
    });
    epr = (await make.project(org, { team: [manager, office, leader, employee] })).id;
    finance = (await make.project(org, { team: [manager] })).id;
    await busyProject(epr);
  });

  it('sums up a project for its overview', async () => {
    const res = await api.get<ProjectStats>(who.employee, projectStatsPaths.one(epr));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      project: epr,
      team_size: 4,
      changes: {
        total: 4,
        by_deployment_state: { NOT_YET_DEPLOYED: 3, DEPLOYED: 1, COMPLETED: 0 },
      },
      upcoming_go_lives: [
        {
          change: changeIds.get('Electronic medication administration'),
          name: 'Electronic medication administration',
          date: isoDate(21),
        },
        {
          change: changeIds.get('Paper chart retirement'),
          name: 'Paper chart retirement',
          date: isoDate(60),
        },
      ],
      workstreams: 3,
      deliverables: { open: 3, overdue: 1, closed: 1, total: 5 },
      milestones: { open: 2, overdue: 1, closed: 1, total: 4 },
      metrics: {
        total: 3,
        by_status: { 'On Track': 0, 'At Risk': 2, Achieved: 0, Missed: 0 },
        no_data: 1,
      },
    });
  });

  it('answers zeros for an empty project', async () => {
    const created = await api.post<Project>(who.manager, projectsPaths.create(), {
      name: 'Empty',
    });
    const res = await api.get<ProjectStats>(who.manager, projectStatsPaths.one(created.body.id));
    expect(res.body).toMatchObject({
      team_size: 1,
      changes: { total: 0, by_deployment_state: { DEPLOYED: 0 } },
      upcoming_go_lives: [],
      workstreams: 0,
      deliverables: { open: 0, overdue: 0, closed: 0, total: 0 },
      metrics: { total: 0, no_data: 0 },
    });
  });

  it('keeps a fixed number of queries however much the project holds', async () => {
    const created = await api.post<Project>(who.manager, projectsPaths.create(), {
      name: 'Growing',
    });
    const id = created.body.id;
    const measure = async () =>
      (await countQueries(() => api.get<ProjectStats>(who.manager, projectStatsPaths.one(id))))
        .queries;
    const before = await measure();
    const stream = await api.post<Workstream>(who.manager, workstreamsPaths.create(), {
      project: id,
      name: 'Busy',
    });
    for (let i = 0; i < 6; i += 1) {
      await api.post(who.manager, changesPaths.list(id), {
        name: `Change ${i}`,
        date_mode: 'SINGLE_DATE',
        go_live_date: isoDate(i * 10),
      });
      await api.post(who.manager, deliverablesPaths.create(), {
        project: id,
        workstream: stream.body.id,
        name: `Deliverable ${i}`,
        due_date: isoDate(i - 3),
      });
      await api.post(who.manager, milestonesPaths.create(id), {
        name: `Milestone ${i}`,
        due_date: isoDate(i),
      });
    }
    const after = await countQueries(() =>
      api.get<ProjectStats>(who.manager, projectStatsPaths.one(id)),
    );
    expect(after.result.body).toMatchObject({
      changes: { total: 6 },
      deliverables: { overdue: 3, open: 3 },
      milestones: { open: 6 },
    });
    expect(after.result.body.upcoming_go_lives).toHaveLength(6);
    expect(after.queries).toBe(before);
  });

  it('lists projects, changes and the plan without a query per row', async () => {
    // Warm up: the test client looks the person up once to mint their token.
    await api.get(who.office, projectsPaths.forUser());
    const small = await countQueries(() =>
      api.get<Paginated<ProjectSummary>>(who.office, projectsPaths.list({ page_size: 1 })),
    );
    const large = await countQueries(() =>
      api.get<Paginated<ProjectSummary>>(who.office, projectsPaths.list({ page_size: 50 })),
    );
    expect(large.result.body.results.length).toBeGreaterThan(small.result.body.results.length);
    expect(large.queries).toBe(small.queries);
    const fewChanges = await countQueries(() => api.get(who.office, changesPaths.list(finance)));
    const manyChanges = await countQueries(() =>
      api.get(who.office, changesPaths.list(epr, { includeGoLiveEvents: true })),
    );
    // A project without changes skips the one batched read of their attributes, and go-live
    // events cost one more: at most two more statements, however many changes there are.
    expect(manyChanges.queries).toBeLessThanOrEqual(fewChanges.queries + 2);
    const fewStreams = await countQueries(() =>
      api.get(who.office, workstreamsPaths.list(finance)),
    );
    const manyStreams = await countQueries(() => api.get(who.office, workstreamsPaths.list(epr)));
    expect(manyStreams.queries).toBe(fewStreams.queries);
  });

  it('needs a project the caller can see', async () => {
    const missing = await api.get<FieldErrors>(
      who.manager,
      'project-stats/grab_one_projects_stats/',
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ projectId: ['Say which project: ?projectId=<id>.'] });
    expect((await api.get(who.employee, projectStatsPaths.one(finance))).status).toBe(404);
    expect((await api.get(who.otherAdmin, projectStatsPaths.one(epr))).status).toBe(404);
    expect((await api.get(null, projectStatsPaths.one(epr))).status).toBe(401);
  });
});
