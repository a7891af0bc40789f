import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import {
  deliverablesPaths,
  deriveWorkItemState,
  milestonesPaths,
  workstreamsPaths,
} from '../../../../contract/projects/work-plan';
import {
  type Deliverable,
  type Milestone,
  type Workstream,
} from '../../../../contract/projects/work-plan.schema';
import { apiClient, countRows } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

describe('work plan', () => {
  const server = useTestServer();
  const api = apiClient(server);
  // One organisation's people by what they may do, and a stranger from another organisation.
  const who = { manager: '', leader: '', employee: '', otherAdmin: '' };
  let owner: MadeUser;
  let stranger: MadeUser;
  let epr: number;
  let finance: number;
  let priya: number;
  /** The names of the items the plan below starts with. */
  const planned = new Set<string>();

  type Item = { name: string; due: number | null; closed?: boolean; owner?: number };
  /** A workstream of the plan with its items, due `due` days from today. */
  async function stream(
    name: string,
    lead: number,
    deliverables: Item[],
    milestones: Item[],
  ): Promise<void> {
    const made = await api.post<Workstream>(who.manager, workstreamsPaths.create(), {
      project: epr,
      name,
      owner: lead,
    });
    expect(made.status).toBe(201);
    for (const [kind, items] of [
      ['deliverable', deliverables],
      ['milestone', milestones],
    ] as const) {
      for (const item of items) {
        planned.add(item.name);
        const res = await api.patch(who.manager, workstreamsPaths.createItem(made.body.id), {
          [kind]: {
            name: item.name,
            due_date: item.due === null ? null : isoDate(item.due),
            ...(item.closed ? { state: 'Closed' } : {}),
            ...(item.owner ? { owner: item.owner } : {}),
          },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
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
    const leader = await make.user(org, { role: 'LEADER' });
    const employee = await make.user(org, { role: 'EMPLOYEE' });
    owner = await make.user(org, { role: 'CHANGE_MANAGER', firstName: 'Priya', lastName: 'Patel' });
    stranger = await make.user(other, { role: 'ADMIN' });
    Object.assign(who, {
      manager: manager.email,
      leader: leader.email,
      employee: employee.email,
      otherAdmin: stranger.email,
    });
    priya = owner.id;
    // A project with a plan of three workstreams (the leader and the employee are on its
    // team), and one that only the manager's team edits.
    epr = (await make.project(org, { team: [manager, owner, leader, employee] })).id;
    finance = (await make.project(org, { team: [manager] })).id;
    await stream(
      'Training and readiness',
      manager.id,
      [
        { name: 'Super-user training plan', due: -30, closed: true },
        { name: 'Ward training schedule', due: -5 },
        { name: 'E-learning module for bank staff', due: 12, owner: owner.id },
      ],
      [
        { name: 'Super-users certified', due: -15, closed: true },
        { name: 'All ward managers trained', due: 10 },
      ],
    );
    await stream(
      'Communications',
      owner.id,
      [{ name: 'Go-live briefing pack', due: 7 }],
      [{ name: 'Go-live announcement sent', due: -3 }],
    );
    await stream(
      'Cut-over and support',
      manager.id,
      [{ name: 'Cut-over runbook', due: 14 }],
      [{ name: 'Command centre staffed', due: 20 }],
    );
  });

  /** The project's readiness assessment, which go-live items link to. */
  async function readinessOf(project: number): Promise<number> {
    const res = await server.db.execute<{ id: number }>(
      sql`INSERT INTO assessments (organisation_id, project_id, kind)
          SELECT organisation_id, id, 'READINESS' FROM projects WHERE id = ${project}
          ON CONFLICT (project_id, kind) DO UPDATE SET kind = excluded.kind RETURNING id`,
    );
    const id = res.rows[0]?.id;
    if (id === undefined) throw new Error('no readiness assessment');
    return id;
  }

  async function newWorkstream(project = epr, name = 'Stream'): Promise<Workstream> {
    const res = await api.post<Workstream>(who.manager, workstreamsPaths.create(), {
      project,
      name,
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('derives Overdue from an open item’s past due date, never from a closed one', () => {
    expect(deriveWorkItemState('Open', '2026-03-01', '2026-03-02')).toBe('Overdue');
    expect(deriveWorkItemState('Open', '2026-03-02', '2026-03-02')).toBe('Open');
    expect(deriveWorkItemState('Closed', '2026-01-01', '2026-03-02')).toBe('Closed');
    expect(deriveWorkItemState('Open', null, '2026-03-02')).toBe('Open');
  });

  describe('workstreams', () => {
    it('lists the plan in order with items and their derived states', async () => {
      const res = await api.get<Workstream[]>(who.leader, workstreamsPaths.list(epr));
      expect(res.status).toBe(200);
      expect(res.body.map((w) => w.name)).toEqual([
        'Training and readiness',
        'Communications',
        'Cut-over and support',
      ]);
      const training = res.body[0];
      expect(training?.owner).toMatchObject({ display_name: 'Maya Manager' });
      expect(training?.deliverables.map((d) => [d.name, d.state])).toEqual([
        ['Super-user training plan', 'Closed'],
        ['Ward training schedule', 'Overdue'],
        ['E-learning module for bank staff', 'Open'],
      ]);
      expect(training?.milestones.map((m) => [m.name, m.state])).toEqual([
        ['Super-users certified', 'Closed'],
        ['All ward managers trained', 'Open'],
      ]);
      expect(res.body[1]?.milestones[0]).toMatchObject({
        name: 'Go-live announcement sent',
        state: 'Overdue',
        due_date: isoDate(-3),
      });
    });

    it('leaves closed items out for the Teams tab', async () => {
      const res = await api.get<Workstream[]>(
        who.manager,
        workstreamsPaths.list(epr, { teamsApp: true }),
      );
      const states = res.body.flatMap((w) =>
        [...w.deliverables, ...w.milestones].map((i) => i.state),
      );
      expect(states).not.toContain('Closed');
      expect(states).toContain('Overdue');
    });

    it('needs a visible project', async () => {
      const missing = await api.get<FieldErrors>(who.manager, 'workstreams/');
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ project: ['Say which project: ?project=<id>.'] });
      expect((await api.get(who.otherAdmin, workstreamsPaths.list(epr))).status).toBe(404);
      expect((await api.get(who.employee, workstreamsPaths.list(finance))).status).toBe(404);
      expect((await api.get(null, workstreamsPaths.list(epr))).status).toBe(401);
    });

    it('creates a workstream at the end of the plan', async () => {
      const res = await api.post<Workstream>(who.manager, workstreamsPaths.create(), {
        project: epr,
        name: 'Benefits tracking',
        description: 'Prove the savings.',
        owner: priya,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        project: epr,
        name: 'Benefits tracking',
        position: 3,
        owner: { id: priya },
        deliverables: [],
        milestones: [],
      });
      const invalid = await api.post<FieldErrors>(who.manager, workstreamsPaths.create(), {
        name: ' ',
        owner: 'Priya',
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({
        project: ['Choose the project.'],
        name: ['Name the workstream.'],
        owner: ['Choose the owner from your organisation.'],
      });
      const payload = { project: epr, name: 'Not mine' };
      expect((await api.post(who.employee, workstreamsPaths.create(), payload)).status).toBe(403);
      expect(
        (
          await api.post(owner.email, workstreamsPaths.create(), {
            ...payload,
            project: finance,
          })
        ).status,
      ).toBe(403);
      expect((await api.post(who.otherAdmin, workstreamsPaths.create(), payload)).status).toBe(404);
      expect((await api.post(null, workstreamsPaths.create(), payload)).status).toBe(401);
    });

    it('creates a deliverable and a milestone inside a workstream in one transaction', async () => {
      const stream = await newWorkstream(epr, 'Go-live readiness');
      const res = await api.patch<Workstream>(who.manager, workstreamsPaths.createItem(stream.id), {
        name: 'Go-live readiness checks',
        deliverable: { name: 'Readiness checklist', due_date: isoDate(-1), owner: priya },
        milestone: { name: 'Readiness sign-off', due_date: isoDate(5), state: 'Closed' },
      });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Go-live readiness checks');
      expect(res.body.deliverables).toMatchObject([
        { name: 'Readiness checklist', workstream: stream.id, project: epr, state: 'Overdue' },
      ]);
      expect(res.body.milestones).toMatchObject([{ name: 'Readiness sign-off', state: 'Closed' }]);
      expect(res.body.milestones[0]?.closed_at).toMatch(/Z$/);

      const contoso = stranger.id;
      const before = await countRows(server, sql`SELECT id FROM deliverables`);
      const rolledBack = await api.patch<FieldErrors>(
        who.manager,
        workstreamsPaths.createItem(stream.id),
        {
          name: 'Renamed but refused',
          deliverable: { name: 'Would be created' },
          milestone: { name: 'Bad owner', due_date: isoDate(3), owner: contoso },
        },
      );
      expect(rolledBack.status).toBe(400);
      expect(rolledBack.body).toEqual({
        'milestone.owner': ['Choose an active person of your organisation.'],
      });
      expect(await countRows(server, sql`SELECT id FROM deliverables`)).toBe(before);
      const after = await api.get<Workstream[]>(who.manager, workstreamsPaths.list(epr));
      expect(after.body.find((w) => w.id === stream.id)?.name).toBe('Go-live readiness checks');
    });

    it('says how to create items, and what an item needs', async () => {
      const stream = await newWorkstream();
      const noFlag = await api.patch<FieldErrors>(who.manager, workstreamsPaths.detail(stream.id), {
        deliverable: { name: 'Orphan' },
      });
      expect(noFlag.body).toEqual({
        deliverable: ['Add ?isCreateDeliverableMilestone=true to create it in this workstream.'],
      });
      const nothing = await api.patch<FieldErrors>(
        who.manager,
        workstreamsPaths.createItem(stream.id),
        { name: 'Only a rename' },
      );
      expect(nothing.body).toEqual({
        non_field_errors: ['Send a deliverable or a milestone to create in this workstream.'],
      });
      const undated = await api.patch<FieldErrors>(
        who.manager,
        workstreamsPaths.createItem(stream.id),
        { milestone: { name: 'When?' } },
      );
      expect(undated.body).toEqual({ 'milestone.due_date': ['Enter the due date.'] });
    });

    it('lets only project editors change or delete a workstream; deleting takes its items', async () => {
      const stream = await newWorkstream();
      await api.patch(who.manager, workstreamsPaths.createItem(stream.id), {
        deliverable: { name: 'Goes with it' },
        milestone: { name: 'Also goes', due_date: isoDate(9) },
      });
      expect(
        (await api.patch(who.leader, workstreamsPaths.detail(stream.id), { name: 'x' })).status,
      ).toBe(403);
      expect(
        (await api.patch(who.otherAdmin, workstreamsPaths.detail(stream.id), { name: 'x' })).status,
      ).toBe(404);
      expect(
        (await api.patch(null, workstreamsPaths.detail(stream.id), { name: 'x' })).status,
      ).toBe(401);
      expect((await api.delete(who.employee, workstreamsPaths.detail(stream.id))).status).toBe(403);
      expect((await api.delete(who.otherAdmin, workstreamsPaths.detail(stream.id))).status).toBe(
        404,
      );
      expect((await api.delete(null, workstreamsPaths.detail(stream.id))).status).toBe(401);
      expect((await api.delete(who.manager, workstreamsPaths.detail(stream.id))).status).toBe(204);
      expect(
        await countRows(
          server,
          sql`SELECT id FROM deliverables WHERE workstream_id = ${stream.id} UNION ALL SELECT id FROM milestones WHERE workstream_id = ${stream.id}`,
        ),
      ).toBe(0);
      expect((await api.delete(who.manager, workstreamsPaths.detail(stream.id))).status).toBe(404);
    });
  });

  describe('deliverables', () => {
    it('lists a project’s deliverables, or those of a readiness assessment', async () => {
      const res = await api.get<Deliverable[]>(
        who.employee,
        deliverablesPaths.list({ project: epr }),
      );
      expect(res.status).toBe(200);
      // Other tests add items to the project too: look at the plan's own.
      const seeded = res.body.filter((d) => planned.has(d.name));
      expect(seeded.map((d) => [d.name, d.state])).toEqual([
        ['Super-user training plan', 'Closed'],
        ['Ward training schedule', 'Overdue'],
        ['Go-live briefing pack', 'Open'],
        ['E-learning module for bank staff', 'Open'],
        ['Cut-over runbook', 'Open'],
      ]);
      expect(new Set(res.body.map((d) => d.project))).toEqual(new Set([epr]));
      const readiness = await readinessOf(epr);
      await server.db.execute(
        sql`UPDATE deliverables SET readiness_assessment_id = ${readiness} WHERE name = 'Cut-over runbook' AND project_id = ${epr}`,
      );
      const linked = await api.get<Deliverable[]>(
        who.manager,
        deliverablesPaths.list({ readinessAssessmentId: readiness }),
      );
      expect(linked.body.map((d) => [d.name, d.readiness_assessment_id])).toEqual([
        ['Cut-over runbook', readiness],
      ]);
      const other = await api.get<Deliverable[]>(
        who.otherAdmin,
        deliverablesPaths.list({ readinessAssessmentId: readiness }),
      );
      expect(other.body).toEqual([]);
      const neither = await api.get<FieldErrors>(who.manager, 'deliverables/');
      expect(neither.body).toEqual({
        project: ['Give ?project=<id>, ?readinessAssessmentId=<id> or ?mine=true.'],
      });
      expect((await api.get(who.otherAdmin, deliverablesPaths.list({ project: epr }))).status).toBe(
        404,
      );
      expect((await api.get(null, deliverablesPaths.list({ project: epr }))).status).toBe(401);
    });

    it('creates, closes, reopens and moves a deliverable within its project', async () => {
      const stream = await newWorkstream();
      const second = await newWorkstream(epr, 'Second');
      const created = await api.post<Deliverable>(who.manager, deliverablesPaths.create(), {
        project: epr,
        workstream: stream.id,
        name: 'Training evaluation',
        description: 'What people thought.',
        due_date: isoDate(-2),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        state: 'Overdue',
        workstream: stream.id,
        closed_at: null,
      });
      const id = created.body.id;
      const closed = await api.patch<Deliverable>(who.manager, deliverablesPaths.detail(id), {
        state: 'Closed',
      });
      expect(closed.body.state).toBe('Closed');
      expect(closed.body.closed_at).toMatch(/Z$/);
      const reopened = await api.patch<Deliverable>(who.manager, deliverablesPaths.detail(id), {
        state: 'Open',
        due_date: isoDate(10),
        workstream: second.id,
      });
      expect(reopened.body).toMatchObject({
        state: 'Open',
        closed_at: null,
        workstream: second.id,
      });
      const unassigned = await api.patch<Deliverable>(who.manager, deliverablesPaths.detail(id), {
        workstream: null,
      });
      expect(unassigned.body.workstream).toBeNull();
      const overdue = await api.patch<FieldErrors>(who.manager, deliverablesPaths.detail(id), {
        state: 'Overdue',
      });
      expect(overdue.body).toEqual({
        state: ['Set Open or Closed; Overdue follows from the due date.'],
      });
    });

    it('refuses a workstream of another project with a field message', async () => {
      const financeStream = await newWorkstream(finance, 'Finance stream');
      const res = await api.post<FieldErrors>(who.manager, deliverablesPaths.create(), {
        project: epr,
        workstream: financeStream.id,
        name: 'Misplaced',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ workstream: ['That workstream belongs to another project.'] });
      const own = await api.post<Deliverable>(who.manager, deliverablesPaths.create(), {
        project: epr,
        name: 'Placed',
      });
      const moved = await api.patch<FieldErrors>(
        who.manager,
        deliverablesPaths.detail(own.body.id),
        {
          workstream: financeStream.id,
        },
      );
      expect(moved.body).toEqual({ workstream: ['That workstream belongs to another project.'] });
      const unknown = await api.patch<FieldErrors>(
        who.manager,
        deliverablesPaths.detail(own.body.id),
        {
          workstream: 999999,
        },
      );
      expect(unknown.body).toEqual({ workstream: ['Choose a workstream of this project.'] });
    });

    it('lets only project editors write, and deletes', async () => {
      const created = await api.post<Deliverable>(who.manager, deliverablesPaths.create(), {
        project: epr,
        name: 'Short-lived',
      });
      const id = created.body.id;
      expect(
        (await api.post(who.employee, deliverablesPaths.create(), { project: epr, name: 'x' }))
          .status,
      ).toBe(403);
      expect(
        (await api.patch(who.leader, deliverablesPaths.detail(id), { name: 'x' })).status,
      ).toBe(403);
      expect(
        (await api.patch(who.otherAdmin, deliverablesPaths.detail(id), { name: 'x' })).status,
      ).toBe(404);
      expect((await api.patch(null, deliverablesPaths.detail(id), { name: 'x' })).status).toBe(401);
      expect((await api.delete(who.employee, deliverablesPaths.detail(id))).status).toBe(403);
      expect((await api.delete(who.otherAdmin, deliverablesPaths.detail(id))).status).toBe(404);
      expect((await api.delete(null, deliverablesPaths.detail(id))).status).toBe(401);
      expect((await api.delete(who.manager, deliverablesPaths.detail(id))).status).toBe(204);
      expect(
        (await api.patch(who.manager, deliverablesPaths.detail(id), { name: 'x' })).status,
      ).toBe(404);
    });
  });

  describe('milestones', () => {
    it('lists a project’s milestones, or those of a readiness assessment', async () => {
      const res = await api.get<Milestone[]>(who.leader, milestonesPaths.list({ project: epr }));
      // Other tests add items to the project too: look at the plan's own.
      const seeded = res.body.filter((m) => planned.has(m.name));
      expect(seeded.map((m) => [m.name, m.state])).toEqual([
        ['Super-users certified', 'Closed'],
        ['Go-live announcement sent', 'Overdue'],
        ['All ward managers trained', 'Open'],
        ['Command centre staffed', 'Open'],
      ]);
      const readiness = await readinessOf(epr);
      await server.db.execute(
        sql`UPDATE milestones SET readiness_id = ${readiness} WHERE name = 'Command centre staffed' AND project_id = ${epr}`,
      );
      const linked = await api.get<Milestone[]>(
        who.manager,
        milestonesPaths.list({ readinessId: readiness }),
      );
      expect(linked.body.map((m) => m.name)).toEqual(['Command centre staffed']);
      const neither = await api.get<FieldErrors>(who.manager, 'milestones/');
      expect(neither.body).toEqual({
        project: ['Give ?project=<id>, ?readinessId=<id> or ?mine=true.'],
      });
      expect((await api.get(who.employee, milestonesPaths.list({ project: finance }))).status).toBe(
        404,
      );
      expect((await api.get(null, milestonesPaths.list({ project: epr }))).status).toBe(401);
    });

    it('creates a milestone in a workstream and reassigns it with ?workstream=', async () => {
      const stream = await newWorkstream();
      const other = await newWorkstream(epr, 'Other');
      const created = await api.post<Milestone>(
        who.manager,
        milestonesPaths.create(epr, stream.id),
        {
          name: 'Pilot complete',
          due_date: isoDate(30),
          owner: priya,
        },
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        workstream: stream.id,
        state: 'Open',
        owner: { id: priya },
      });
      const id = created.body.id;
      const moved = await api.patch<Milestone>(who.manager, milestonesPaths.detail(id, other.id), {
        due_date: isoDate(-1),
      });
      expect(moved.body).toMatchObject({ workstream: other.id, state: 'Overdue' });
      const detached = await api.patch<Milestone>(
        who.manager,
        milestonesPaths.detail(id, null),
        {},
      );
      expect(detached.body.workstream).toBeNull();
      const financeStream = await newWorkstream(finance, 'Finance plan');
      const foreign = await api.patch<FieldErrors>(
        who.manager,
        milestonesPaths.detail(id, financeStream.id),
        {},
      );
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual({ workstream: ['That workstream belongs to another project.'] });
      const misplaced = await api.post<FieldErrors>(
        who.manager,
        milestonesPaths.create(epr, financeStream.id),
        { name: 'Misplaced', due_date: isoDate(3) },
      );
      expect(misplaced.body).toEqual({
        workstream: ['That workstream belongs to another project.'],
      });
    });

    it('validates its input and who writes', async () => {
      const invalid = await api.post<FieldErrors>(who.manager, 'milestones/', {
        name: 'No project',
        due_date: isoDate(1),
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ project: ['Say which project: ?project=<id>.'] });
      const missing = await api.post<FieldErrors>(who.manager, milestonesPaths.create(epr), {});
      expect(missing.body).toEqual({
        name: ['Name the milestone.'],
        due_date: ['Enter the due date.'],
      });
      const body = await api.post<FieldErrors>(who.manager, milestonesPaths.create(epr), {
        name: '',
        due_date: 'tomorrow',
      });
      expect(body.body).toEqual({
        name: ['Name the milestone.'],
        due_date: ['Enter a date as YYYY-MM-DD.'],
      });
      const created = await api.post<Milestone>(who.manager, milestonesPaths.create(epr), {
        name: 'Project-level',
        due_date: isoDate(1),
      });
      const id = created.body.id;
      const payload = { name: 'x', due_date: isoDate(1) };
      expect((await api.post(who.employee, milestonesPaths.create(epr), payload)).status).toBe(403);
      expect((await api.post(owner.email, milestonesPaths.create(finance), payload)).status).toBe(
        403,
      );
      expect((await api.post(who.otherAdmin, milestonesPaths.create(epr), payload)).status).toBe(
        404,
      );
      expect((await api.patch(who.leader, milestonesPaths.detail(id), { name: 'x' })).status).toBe(
        403,
      );
      expect(
        (await api.patch(who.otherAdmin, milestonesPaths.detail(id), { name: 'x' })).status,
      ).toBe(404);
      expect((await api.delete(who.employee, milestonesPaths.detail(id))).status).toBe(403);
      expect((await api.delete(null, milestonesPaths.detail(id))).status).toBe(401);
      expect((await api.delete(who.manager, milestonesPaths.detail(id))).status).toBe(204);
      expect((await api.delete(who.manager, milestonesPaths.detail(id))).status).toBe(404);
    });
  });
});
