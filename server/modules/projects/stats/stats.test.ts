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
import { apiClient, countQueries, seededId, seededProjects } from '@tests/support/api';
import { demo, useTestServer } from '@tests/support/test-server';

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

describe('project stats', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let epr: number;
  beforeAll(async () => {
    epr = await seededId(server, 'projects', seededProjects.epr);
  });

  it('sums up a project for its overview', async () => {
    const res = await api.get<ProjectStats>(demo.employee, projectStatsPaths.one(epr));
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
          change: await seededId(server, 'changes', 'Electronic medication administration'),
          name: 'Electronic medication administration',
          date: isoDate(21),
        },
        {
          change: await seededId(server, 'changes', 'Paper chart retirement'),
          name: 'Paper chart retirement',
          date: isoDate(60),
        },
      ],
      workstreams: 3,
      deliverables: { open: 3, overdue: 1, closed: 1, total: 5 },
      milestones: { open: 2, overdue: 1, closed: 1, total: 4 },
      metrics: { total: 3, by_status: { 'On Track': 1, 'At Risk': 2, Achieved: 0, Missed: 0 } },
    });
  });

  it('answers zeros for an empty project', async () => {
    const created = await api.post<Project>(demo.manager, projectsPaths.create(), {
      name: 'Empty',
    });
    const res = await api.get<ProjectStats>(demo.manager, projectStatsPaths.one(created.body.id));
    expect(res.body).toMatchObject({
      team_size: 1,
      changes: { total: 0, by_deployment_state: { DEPLOYED: 0 } },
      upcoming_go_lives: [],
      workstreams: 0,
      deliverables: { open: 0, overdue: 0, closed: 0, total: 0 },
      metrics: { total: 0 },
    });
  });

  it('keeps a fixed number of queries however much the project holds', async () => {
    const created = await api.post<Project>(demo.manager, projectsPaths.create(), {
      name: 'Growing',
    });
    const id = created.body.id;
    const measure = async () =>
      (await countQueries(() => api.get<ProjectStats>(demo.manager, projectStatsPaths.one(id))))
        .queries;
    const before = await measure();
    const stream = await api.post<Workstream>(demo.manager, workstreamsPaths.create(), {
      project: id,
      name: 'Busy',
    });
    for (let i = 0; i < 6; i += 1) {
      await api.post(demo.manager, changesPaths.list(id), {
        name: `Change ${i}`,
        date_mode: 'SINGLE_DATE',
        go_live_date: isoDate(i * 10),
      });
      await api.post(demo.manager, deliverablesPaths.create(), {
        project: id,
        workstream: stream.body.id,
        name: `Deliverable ${i}`,
        due_date: isoDate(i - 3),
      });
      await api.post(demo.manager, milestonesPaths.create(id), {
        name: `Milestone ${i}`,
        due_date: isoDate(i),
      });
    }
    const after = await countQueries(() =>
      api.get<ProjectStats>(demo.manager, projectStatsPaths.one(id)),
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
    await api.get(demo.office, projectsPaths.forUser());
    const small = await countQueries(() =>
      api.get<Paginated<ProjectSummary>>(demo.office, projectsPaths.list({ page_size: 1 })),
    );
    const large = await countQueries(() =>
      api.get<Paginated<ProjectSummary>>(demo.office, projectsPaths.list({ page_size: 50 })),
    );
    expect(large.result.body.results.length).toBeGreaterThan(small.result.body.results.length);
    expect(large.queries).toBe(small.queries);
    const finance = await seededId(server, 'projects', seededProjects.finance);
    const fewChanges = await countQueries(() => api.get(demo.office, changesPaths.list(finance)));
    const manyChanges = await countQueries(() =>
      api.get(demo.office, changesPaths.list(epr, { includeGoLiveEvents: true })),
    );
    // Go-live events cost at most one more query, however many changes there are.
    expect(manyChanges.queries).toBeLessThanOrEqual(fewChanges.queries + 1);
    const fewStreams = await countQueries(() =>
      api.get(demo.office, workstreamsPaths.list(finance)),
    );
    const manyStreams = await countQueries(() => api.get(demo.office, workstreamsPaths.list(epr)));
    expect(manyStreams.queries).toBe(fewStreams.queries);
  });

  it('needs a project the caller can see', async () => {
    const missing = await api.get<FieldErrors>(
      demo.manager,
      'project-stats/grab_one_projects_stats/',
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ projectId: ['Say which project: ?projectId=<id>.'] });
    const finance = await seededId(server, 'projects', seededProjects.finance);
    expect((await api.get(demo.employee, projectStatsPaths.one(finance))).status).toBe(404);
    expect((await api.get(demo.otherAdmin, projectStatsPaths.one(epr))).status).toBe(404);
    expect((await api.get(null, projectStatsPaths.one(epr))).status).toBe(401);
  });
});
