import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

type Call = [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown];

/**
 * Every call of the projects area against one project (made by factories) whose team is a change
 * manager and someone of the change office: a change manager not on that team may read but not
 * write; an employee or a leader it does not target, and another organisation, cannot even see it.
 */
describe('projects area permissions', () => {
  const server = useTestServer();
  const api = apiClient(server);
  const ids = {} as Record<
    'project' | 'change' | 'workstream' | 'deliverable' | 'milestone' | 'metric',
    number
  >;
  const people = {} as Record<
    'manager' | 'office' | 'admin' | 'offTeam' | 'employee' | 'leader' | 'otherAdmin',
    string
  >;
  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const other = await make.organisation();
    const user = (role: MadeUser['role']) => make.user(org, { role });
    const manager = await user('CHANGE_MANAGER');
    const office = await user('CHANGE_OFFICE');
    people.manager = manager.email;
    people.office = office.email;
    people.admin = (await user('ADMIN')).email;
    people.offTeam = (await user('CHANGE_MANAGER')).email;
    people.employee = (await user('EMPLOYEE')).email;
    people.leader = (await user('LEADER')).email;
    people.otherAdmin = (await make.user(other, { role: 'ADMIN' })).email;
    const project = await make.project(org, { team: [manager, office] });
    ids.project = project.id;
    ids.change = (await make.change(org, project)).id;
    const workstream = await make.workstream(org, project);
    ids.workstream = workstream.id;
    ids.deliverable = (await make.deliverable(org, project, { workstream })).id;
    ids.milestone = (await make.milestone(org, project, { workstream })).id;
    ids.metric = (await make.metric(org, project, { reportingPeriod: 'Quarterly' })).id;
  });

  /** First day of the current quarter (the metric reports quarterly). */
  const quarterStart = (() => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1))
      .toISOString()
      .slice(0, 10);
  })();
  const writes = (): Call[] => {
    const p = ids.project;
    return [
      ['PATCH', `projects/${p}/`, { name: 'Taken over' }],
      ['DELETE', `projects/${p}/`],
      ['POST', `projects/${p}/changes/`, { name: 'Uninvited' }],
      ['PATCH', `projects/${p}/changes/?change=${ids.change}&wizard_step=1`, { name: 'x' }],
      ['PATCH', `projects/${p}/changes/?change=${ids.change}`, { name: 'x' }],
      ['DELETE', `projects/${p}/changes/?change=${ids.change}`],
      ['POST', `projects/${p}/change_narrative/`, { content: '<p>Ours now</p>' }],
      ['PATCH', `projects/${p}/change_narrative/`, { content: '<p>x</p>', version: 1 }],
      ['PATCH', `projects/${p}/change_narrative/?edit_owner=true`, { owner: null }],
      ['POST', 'workstreams/', { project: p, name: 'Uninvited' }],
      ['PATCH', `workstreams/${ids.workstream}/`, { name: 'x' }],
      [
        'PATCH',
        `workstreams/${ids.workstream}/?isCreateDeliverableMilestone=true`,
        { deliverable: { name: 'x' } },
      ],
      ['DELETE', `workstreams/${ids.workstream}/`],
      ['POST', 'deliverables/', { project: p, name: 'x' }],
      ['PATCH', `deliverables/${ids.deliverable}/`, { state: 'Closed' }],
      ['DELETE', `deliverables/${ids.deliverable}/`],
      ['POST', `milestones/?project=${p}`, { name: 'x', due_date: '2026-01-01' }],
      ['PATCH', `milestones/${ids.milestone}/`, { state: 'Closed' }],
      ['DELETE', `milestones/${ids.milestone}/`],
      [
        'POST',
        `projects/${p}/metrics/`,
        { name: 'x', kind: 'LEADING', category: 'Financial', reporting_period: 'Monthly' },
      ],
      ['PATCH', `projects/${p}/metrics/?metric=${ids.metric}`, { target: 1 }],
      ['DELETE', `projects/${p}/metrics/?metric=${ids.metric}`],
      [
        'POST',
        `projects/${p}/metric_reports/`,
        { metric: ids.metric, period: '2026-01-01', value: 1, status: 'Missed' },
      ],
    ];
  };
  const reads = (): Call[] => {
    const p = ids.project;
    return [
      ['GET', `projects/${p}/`],
      ['GET', `projects/${p}/phases/`],
      ['GET', `projects/${p}/changes/`],
      ['GET', `projects/${p}/changes/?change=${ids.change}`],
      ['GET', `projects/${p}/changes_across_all_projects/`],
      ['GET', `projects/${p}/change_narrative/`],
      ['GET', `workstreams/?project=${p}`],
      ['GET', `deliverables/?project=${p}`],
      ['GET', `milestones/?project=${p}`],
      ['GET', `projects/${p}/metrics/`],
      ['GET', `projects/${p}/metrics/?metric=${ids.metric}`],
      ['GET', `project-stats/grab_one_projects_stats/?projectId=${p}`],
      ['GET', `project-teams-app-interaction/${p}/`],
    ];
  };

  async function call(as: string | null, [method, path, body]: Call) {
    if (method === 'GET') return api.get(as, path);
    if (method === 'DELETE') return api.delete(as, path);
    return method === 'POST' ? api.post(as, path, body) : api.patch(as, path, body);
  }

  async function snapshot(): Promise<unknown[]> {
    const result = await server.db.execute(sql`
      SELECT 'project' AS kind, name, status, deleted_at::text AS extra FROM projects WHERE id = ${ids.project}
      UNION ALL SELECT 'change', name, deployment_state, NULL FROM changes WHERE project_id = ${ids.project}
      UNION ALL SELECT 'narrative', content_html, NULL, owner_id::text FROM change_narratives WHERE project_id = ${ids.project}
      UNION ALL SELECT 'workstream', name, NULL, NULL FROM workstreams WHERE project_id = ${ids.project}
      UNION ALL SELECT 'deliverable', name, state, NULL FROM deliverables WHERE project_id = ${ids.project}
      UNION ALL SELECT 'milestone', name, state, NULL FROM milestones WHERE project_id = ${ids.project}
      UNION ALL SELECT 'metric', name, status, target::text FROM project_metrics WHERE project_id = ${ids.project}
      UNION ALL SELECT 'report', r.period::text, r.status, r.value::text FROM metric_reports r
        JOIN project_metrics m ON m.id = r.metric_id WHERE m.project_id = ${ids.project}
      ORDER BY 1, 2`);
    return result.rows;
  }

  it('refuses every write of a change manager who is not on the team (403), changing nothing', async () => {
    const before = await snapshot();
    for (const c of writes()) {
      const res = await call(people.offTeam, c);
      expect(res.status, `${c[0]} ${c[1]}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets that change manager read the project (change managers read every project)', async () => {
    for (const c of reads()) {
      const res = await call(people.offTeam, c);
      expect(res.status, `${c[0]} ${c[1]}`).toBe(200);
    }
  });

  it('hides the project from an employee who is not on its team, and from another organisation (404)', async () => {
    const before = await snapshot();
    for (const who of [people.employee, people.leader, people.otherAdmin]) {
      for (const c of [...reads().filter((r) => !r[1].includes('changes_across')), ...writes()]) {
        const res = await call(who, c);
        expect(res.status, `${who} ${c[0]} ${c[1]}`).toBe(404);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('needs sign-in for every call (401)', async () => {
    const all: Call[] = [
      ...reads(),
      ...writes(),
      ['GET', 'phases/'],
      ['GET', 'projects/'],
      ['GET', 'projects/get_projects_for_user/'],
      ['GET', 'projects/null/changes_across_all_projects/'],
      ['POST', 'projects/', { name: 'x' }],
    ];
    for (const c of all) {
      const res = await call(null, c);
      expect(res.status, `${c[0]} ${c[1]}`).toBe(401);
    }
  });

  it('lets the team’s change manager and the change office write', async () => {
    const byTeam = await api.post(people.manager, `projects/${ids.project}/metric_reports/`, {
      metric: ids.metric,
      period: quarterStart,
      value: 5.9,
      status: 'On Track',
    });
    expect(byTeam.status).toBe(201);
    expect(byTeam.body).toMatchObject({ value: 5.9, period: quarterStart });
    const byOffice = await api.patch(people.office, `deliverables/${ids.deliverable}/`, {
      state: 'Closed',
    });
    expect(byOffice.status).toBe(200);
    const byAdmin = await api.patch(people.admin, `milestones/${ids.milestone}/`, {
      description: 'Agreed with the unions.',
    });
    expect(byAdmin.status).toBe(200);
  });
});
