import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors, Paginated } from '../../../../contract/shared/common.schema';
import type { ProjectPhase } from '../../../../contract/projects/phases.schema';
import { changesPaths } from '../../../../contract/projects/changes';
import {
  projectStatusMoves,
  projectsPaths,
  projectStatuses,
} from '../../../../contract/projects/projects';
import {
  type Project,
  type ProjectSummary,
  type TeamsAppInteraction,
} from '../../../../contract/projects/projects.schema';
import { apiClient, countRows } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { projectFactories, projectsCast } from '@tests/support/project-factories';
import { useTestServer } from '@tests/support/test-server';

const P = {
  epr: 'Electronic patient record rollout',
  finance: 'Finance shared services',
  hybrid: 'Hybrid working policy',
  theatre: 'Theatre scheduling redesign',
  procurement: 'Procurement portal',
  rota: 'Legacy rota system retirement',
};

function isoDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describe('projects', () => {
  const server = useTestServer();
  const api = apiClient(server);
  const names = (page: { results: ProjectSummary[] } | ProjectSummary[]) =>
    ('results' in page ? page.results : page).map((p) => p.name);
  // One organisation's people by role, the portfolio they work on, and another organisation.
  const who = {
    admin: '',
    office: '',
    manager: '',
    priya: '',
    leader: '',
    employee: '',
    otherAdmin: '',
  };
  const ids = { epr: 0, finance: 0, priya: 0, tom: 0, disabled: 0, stranger: 0 };
  const tags = { digital: 0, people: 0, foreign: 0 };
  beforeAll(async () => {
    const make = factories(server.db);
    const makeProject = projectFactories(server.db);
    const { org, other, person, office, manager, priya, leader, employee, stranger } =
      await projectsCast(make);
    const admin = await person('ADMIN', 'Ada', 'Admin');
    const tom = await person('EMPLOYEE', 'Tom', 'Turner');
    const disabled = await make.user(org, { role: 'CHANGE_MANAGER', isActive: false });
    Object.assign(who, {
      admin: admin.email,
      office: office.email,
      manager: manager.email,
      priya: priya.email,
      leader: leader.email,
      employee: employee.email,
      otherAdmin: stranger.email,
    });
    Object.assign(ids, {
      priya: priya.id,
      tom: tom.id,
      disabled: disabled.id,
      stranger: stranger.id,
    });
    const tag = async (name: string) => (await makeProject.tag(org, name)).id;
    const [customer, digital, regulatory, people] = [
      await tag('Customer experience'),
      await tag('Digital'),
      await tag('Regulatory'),
      await tag('People'),
    ];
    Object.assign(tags, { digital, people, foreign: (await makeProject.tag(other, 'Fleet')).id });

    // The portfolio: one project per status, phases, scopes, change types and tags to filter by.
    const create = async (as: MadeUser, body: Record<string, unknown>, then?: string) => {
      const res = await api.post<Project>(as.email, projectsPaths.create(), body);
      if (res.status !== 201) throw new Error(`project not created: ${JSON.stringify(res.body)}`);
      if (then) {
        const moved = await api.patch(as.email, projectsPaths.update(res.body.id), {
          status: then,
        });
        if (moved.status !== 200) throw new Error(`project not moved to ${then}`);
      }
      return res.body.id;
    };
    ids.epr = await create(manager, {
      name: P.epr,
      business_objective: 'Replace paper charts on every ward.',
      status: 'Live',
      active_phase: 'DEPLOY',
      scope_level: 'ENTERPRISE',
      change_type: 'SYSTEM',
      start_date: '2025-09-01',
      tags: [regulatory, digital, customer],
      team_member_ids: [leader.id, employee.id, priya.id],
    });
    ids.finance = await create(manager, {
      name: P.finance,
      status: 'Planned',
      active_phase: 'UNDERSTAND_DESIGN',
      scope_level: 'FUNCTION',
      change_type: 'PROCESS',
      start_date: '2026-01-01',
    });
    await create(
      manager,
      {
        name: P.theatre,
        status: 'Live',
        active_phase: 'UNDERSTAND_DESIGN',
        scope_level: 'REGION',
        change_type: 'PROCESS',
        start_date: '2025-11-01',
      },
      'Paused',
    );
    await create(office, {
      name: P.procurement,
      status: 'None',
      active_phase: 'SUSTAIN',
      scope_level: 'FUNCTION',
      change_type: 'SYSTEM',
      start_date: '2025-10-01',
      tags: [digital],
    });
    await create(
      office,
      {
        name: P.hybrid,
        status: 'Live',
        active_phase: 'ALIGN',
        scope_level: 'BUSINESS_UNIT',
        change_type: 'BEHAVIOUR',
        start_date: '2025-03-01',
      },
      'Completed',
    );
    const rota = await create(office, { name: P.rota, start_date: '2025-01-01' });
    await api.patch(office.email, projectsPaths.update(rota), { archived: true });
    await make.project(other, { name: 'Warehouse scanner upgrade' });
    await make.project(other, { name: 'Fleet safety programme' });

    // What the workspace header counts, and one go-live still to come.
    const epr = { id: ids.epr };
    for (const [i, when] of [-30, 21, -10, -60].entries()) {
      await api.post(manager.email, changesPaths.list(ids.epr), {
        name: `EPR change ${i}`,
        date_mode: 'SINGLE_DATE',
        go_live_date: isoDate(when),
      });
    }
    for (let i = 0; i < 3; i++) await make.workstream(org, epr);
    for (let i = 0; i < 5; i++) await make.deliverable(org, epr);
    for (let i = 0; i < 4; i++) await make.milestone(org, epr);
    for (let i = 0; i < 3; i++) await make.metric(org, epr);
  });

  describe('GET projects/', () => {
    it('pages the active portfolio, hiding archived projects, with links to the next page', async () => {
      const first = await api.get<Paginated<ProjectSummary>>(
        who.office,
        projectsPaths.list({ page_size: 2 }),
      );
      expect(first.status).toBe(200);
      expect(first.body.count).toBe(5);
      expect(names(first.body)).toEqual([
        'Electronic patient record rollout',
        'Finance shared services',
      ]);
      expect(first.body.previous).toBeNull();
      expect(first.body.next).toContain('page_number=2');
      const last = await api.get<Paginated<ProjectSummary>>(
        who.office,
        projectsPaths.list({ page_size: 2, page_number: 3 }),
      );
      expect(names(last.body)).toEqual(['Theatre scheduling redesign']);
      expect(last.body.next).toBeNull();
      expect(last.body.previous).toContain('page_number=2');
      expect(names(last.body)).not.toContain(P.rota);
    });

    it('describes each project for cards: phase name, tags, counts, next go-live, allowed moves', async () => {
      const res = await api.get<Paginated<ProjectSummary>>(who.manager, projectsPaths.list());
      const epr = res.body.results.find((p) => p.name === P.epr);
      expect(epr).toMatchObject({
        status: 'Live',
        allowed_status_moves: ['Completed', 'Paused', 'Cancelled'],
        active_phase: 'DEPLOY',
        active_phase_name: 'Implement',
        scope_level: 'ENTERPRISE',
        change_type: 'SYSTEM',
        team_size: 4,
        change_count: 4,
        can_edit: true,
        archived: false,
        deleted_at: null,
      });
      expect(epr?.tags.map((t) => t.name)).toEqual([
        'Customer experience',
        'Digital',
        'Regulatory',
      ]);
      expect(epr?.next_go_live_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const hybrid = res.body.results.find((p) => p.name === P.hybrid);
      expect(hybrid).toMatchObject({ can_edit: false, next_go_live_date: null });
    });

    it('filters by status, phase, tag, change type, scope and search, and sorts', async () => {
      const tag = tags.digital;
      const cases: [Parameters<typeof projectsPaths.list>[0], string[]][] = [
        [{ status: ['Live', 'Paused'] }, [P.epr, P.theatre]],
        [{ phase: ['UNDERSTAND_DESIGN'] }, [P.finance, P.theatre]],
        [{ tag: [tag] }, [P.epr, P.procurement]],
        [{ change_type: ['SYSTEM'] }, [P.epr, P.procurement]],
        [{ scope_level: ['FUNCTION'] }, [P.finance, P.procurement]],
        [{ search: 'SHARED serv' }, [P.finance]],
        [{ search: 'paper charts' }, [P.epr]],
        [{ search: '100%_' }, []],
        [{ status: ['Live'], phase: ['ALIGN'] }, []],
      ];
      for (const [filters, expected] of cases) {
        const res = await api.get<Paginated<ProjectSummary>>(
          who.office,
          projectsPaths.list(filters),
        );
        expect(res.status, JSON.stringify(filters)).toBe(200);
        expect(names(res.body), JSON.stringify(filters)).toEqual(expected);
      }
      const byStatus = await api.get<Paginated<ProjectSummary>>(
        who.office,
        projectsPaths.list({ ordering: '-status' }),
      );
      expect(byStatus.body.results.map((p) => p.status)).toEqual([
        'Paused',
        'Completed',
        'Live',
        'Planned',
        'None',
      ]);
      const byStart = await api.get<Paginated<ProjectSummary>>(
        who.office,
        projectsPaths.list({ ordering: 'start_date' }),
      );
      expect(names(byStart.body)[0]).toBe(P.hybrid);
    });

    it('refuses unknown filter values with a field message', async () => {
      const res = await api.get<FieldErrors>(
        who.office,
        'projects/?status=Live,Done&ordering=size',
      );
      expect(res.status).toBe(400);
      expect(res.body.status?.[0]).toBe(
        'Unknown status: Done. Choose from None, Planned, Live, Completed, Paused, Cancelled.',
      );
      const page = await api.get<FieldErrors>(who.office, 'projects/?page_size=0');
      expect(page.status).toBe(400);
      expect(page.body.page_size).toBeDefined();
    });

    it('shows leaders and employees only the projects whose team they are on, read-only', async () => {
      for (const reader of [who.leader, who.employee]) {
        const res = await api.get<Paginated<ProjectSummary>>(reader, projectsPaths.list());
        expect(names(res.body)).toEqual([P.epr]);
        expect(res.body.results[0]?.can_edit).toBe(false);
      }
    });

    it('keeps each organisation to its own projects, and needs sign-in', async () => {
      const other = await api.get<Paginated<ProjectSummary>>(who.otherAdmin, projectsPaths.list());
      expect(names(other.body)).toEqual(['Fleet safety programme', 'Warehouse scanner upgrade']);
      expect((await api.get(null, projectsPaths.list())).status).toBe(401);
    });
  });

  describe('GET projects/get_projects_for_user/', () => {
    it('lists the active projects each role can act on, live work first', async () => {
      const manager = await api.get<ProjectSummary[]>(who.manager, projectsPaths.forUser());
      expect(manager.status).toBe(200);
      expect(names(manager.body)).toEqual([P.epr, P.finance, P.theatre]);
      expect(manager.body[0]).toMatchObject({ status: 'Live', active_phase_name: 'Implement' });
      const employee = await api.get<ProjectSummary[]>(who.employee, projectsPaths.forUser());
      expect(names(employee.body)).toContain(P.epr);
      // An admin is on no team, and oversees every active project of the organisation.
      const admin = await api.get<ProjectSummary[]>(who.admin, projectsPaths.forUser());
      expect(names(admin.body)).toEqual(expect.arrayContaining([P.epr, P.finance, P.theatre]));
      expect(admin.body[0]).toMatchObject({ status: 'Live' });
      expect((await api.get(null, projectsPaths.forUser())).status).toBe(401);
    });
  });

  describe('GET projects/{id}/', () => {
    it('answers the workspace header: team with names, tags, phase, counts, rights', async () => {
      const id = ids.epr;
      const res = await api.get<Project>(who.leader, projectsPaths.detail(id));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        name: P.epr,
        active_phase_name: 'Implement',
        can_edit: false,
        counts: { changes: 4, workstreams: 3, deliverables: 5, milestones: 4, metrics: 3 },
        created_by: { display_name: 'Maya Manager' },
        deleted_by: null,
      });
      expect(res.body.team.map((m) => [m.display_name, m.role])).toEqual([
        ['Emma Employee', 'EMPLOYEE'],
        ['Leo Leader', 'LEADER'],
        ['Maya Manager', 'CHANGE_MANAGER'],
        ['Priya Patel', 'CHANGE_MANAGER'],
      ]);
    });

    it('answers 404 for another organisation’s project and for one the caller cannot see', async () => {
      const epr = ids.epr;
      const finance = ids.finance;
      expect((await api.get(who.otherAdmin, projectsPaths.detail(epr))).status).toBe(404);
      expect((await api.get(who.employee, projectsPaths.detail(finance))).status).toBe(404);
      expect((await api.get(who.manager, projectsPaths.detail(999999))).status).toBe(404);
      expect((await api.get(null, projectsPaths.detail(epr))).status).toBe(401);
    });
  });

  describe('POST projects/', () => {
    it('creates a project with the creator on the team, tags and team members', async () => {
      const tag = tags.people;
      const priya = ids.priya;
      const res = await api.post<Project>(who.manager, projectsPaths.create(), {
        name: '  Ward rostering app ',
        business_objective: 'Rosters published six weeks ahead.',
        status: 'Planned',
        active_phase: 'UNDERSTAND_DESIGN',
        scope_level: 'REGION',
        change_type: 'PROCESS',
        start_date: '2026-09-01',
        end_date: '2027-03-31',
        tags: [tag],
        team_member_ids: [priya],
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Ward rostering app',
        status: 'Planned',
        active_phase_name: 'Measure',
        scope_level: 'REGION',
        start_date: '2026-09-01',
        tags: [{ id: tag, name: 'People' }],
        can_edit: true,
        created_by: { display_name: 'Maya Manager' },
        counts: { changes: 0 },
      });
      expect(res.body.team.map((m) => m.display_name)).toEqual(['Maya Manager', 'Priya Patel']);
    });

    it('starts with sensible defaults from a name alone', async () => {
      const res = await api.post<Project>(who.office, projectsPaths.create(), {
        name: 'Quick idea',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: 'None',
        active_phase: 'ALIGN',
        business_objective: '',
        scope_level: null,
        tags: [],
        workflow_guide_steps_completed: [],
      });
    });

    it('refuses invalid input with field messages and writes nothing', async () => {
      const before = await countRows(server, sql`SELECT id FROM projects`);
      const res = await api.post<FieldErrors>(who.manager, projectsPaths.create(), {
        name: '   ',
        status: 'Completed',
        start_date: '2026-05-01',
        end_date: '2026-04-30',
        scope_level: 'GALAXY',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        name: ['Enter a project name.'],
        status: ['A new project starts as None, Planned or Live.'],
        scope_level: ['Choose a scope: enterprise, business unit, region or function.'],
        end_date: ['The end date cannot be before the start date.'],
      });
      const foreignTag = await api.post<FieldErrors>(who.manager, projectsPaths.create(), {
        name: 'Tagged',
        tags: [tags.foreign],
      });
      expect(foreignTag.status).toBe(400);
      expect(foreignTag.body.tags?.[0]).toMatch(/^Not a project tag of your organisation/);
      const contosoPerson = ids.stranger;
      const disabled = ids.disabled;
      const foreignPerson = await api.post<FieldErrors>(who.manager, projectsPaths.create(), {
        name: 'Staffed',
        team_member_ids: [contosoPerson, disabled],
      });
      expect(foreignPerson.status).toBe(400);
      expect(foreignPerson.body.team_member_ids).toEqual([
        `Not an active person of your organisation: ${contosoPerson}, ${disabled}.`,
      ]);
      expect(await countRows(server, sql`SELECT id FROM projects`)).toBe(before);
    });

    it('lets only admins, the change office and change managers create projects', async () => {
      for (const reader of [who.leader, who.employee]) {
        const res = await api.post(reader, projectsPaths.create(), { name: 'Mine' });
        expect(res.status).toBe(403);
      }
      expect((await api.post(null, projectsPaths.create(), { name: 'Anon' })).status).toBe(401);
    });
  });

  describe('PATCH projects/{id}/', () => {
    async function newProject(name: string): Promise<number> {
      const res = await api.post<Project>(who.office, projectsPaths.create(), { name });
      return res.body.id;
    }

    it('allows every status move of the lifecycle', async () => {
      const id = await newProject('Lifecycle');
      for (const from of projectStatuses) {
        for (const to of projectStatusMoves[from]) {
          await server.db.execute(sql`UPDATE projects SET status = ${from} WHERE id = ${id}`);
          const res = await api.patch<Project>(who.office, projectsPaths.update(id), {
            status: to,
          });
          expect(res.status, `${from} → ${to}`).toBe(200);
          expect(res.body.status).toBe(to);
          expect(res.body.allowed_status_moves).toEqual(projectStatusMoves[to]);
        }
      }
    });

    it('refuses a move outside the lifecycle and says which moves are allowed', async () => {
      const id = await newProject('Refusals');
      const refused: [string, string, string][] = [
        ['Live', 'None', 'Cannot move from Live to None. Allowed: Completed, Paused, Cancelled.'],
        [
          'None',
          'Completed',
          'Cannot move from None to Completed. Allowed: Planned, Live, Cancelled.',
        ],
        ['Completed', 'Cancelled', 'Cannot move from Completed to Cancelled. Allowed: Live.'],
        ['Cancelled', 'Live', 'Cannot move from Cancelled to Live. Allowed: Planned.'],
        [
          'Paused',
          'Completed',
          'Cannot move from Paused to Completed. Allowed: Planned, Live, Cancelled.',
        ],
      ];
      for (const [from, to, message] of refused) {
        await server.db.execute(sql`UPDATE projects SET status = ${from} WHERE id = ${id}`);
        const res = await api.patch<FieldErrors>(who.office, projectsPaths.update(id), {
          status: to,
          name: 'Renamed with the move',
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ status: [message] });
        const after = await api.get<Project>(who.office, projectsPaths.detail(id));
        expect(after.body).toMatchObject({ status: from, name: 'Refusals' });
      }
    });

    it('updates fields, replaces tags and team, and checks dates against what is stored', async () => {
      const id = await newProject('Editable');
      const tom = ids.tom;
      const res = await api.patch<Project>(who.office, projectsPaths.update(id), {
        business_objective: 'Fewer clicks.',
        active_phase: 'SUSTAIN',
        scope_level: 'ENTERPRISE',
        change_type: 'BEHAVIOUR',
        start_date: '2026-01-01',
        tags: [tags.digital, tags.people],
        team_member_ids: [tom],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        business_objective: 'Fewer clicks.',
        active_phase: 'SUSTAIN',
        active_phase_name: 'Set up for Success',
        change_type: 'BEHAVIOUR',
      });
      expect(res.body.tags.map((t) => t.name)).toEqual(['Digital', 'People']);
      expect(res.body.team.map((m) => m.display_name)).toEqual(['Tom Turner']);
      const dates = await api.patch<FieldErrors>(who.office, projectsPaths.update(id), {
        end_date: '2025-12-31',
      });
      expect(dates.status).toBe(400);
      expect(dates.body).toEqual({ end_date: ['The end date cannot be before the start date.'] });
      const cleared = await api.patch<Project>(who.office, projectsPaths.update(id), {
        scope_level: null,
        tags: [],
      });
      expect(cleared.body).toMatchObject({ scope_level: null, tags: [] });
      const invalid = await api.patch<FieldErrors>(who.office, projectsPaths.update(id), {
        name: '',
        archived: 'yes',
        colour: 'teal',
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({
        name: ['Enter a project name.'],
        archived: ['Archived is true or false.'],
      });
    });

    it('lets only admins, the change office and team change managers edit', async () => {
      const finance = ids.finance;
      const epr = ids.epr;
      const outsider = await api.patch<{ detail: string }>(
        who.priya,
        projectsPaths.update(finance),
        {
          name: 'Taken over',
        },
      );
      expect(outsider.status).toBe(403);
      expect(outsider.body.detail).toMatch(/change managers on the project’s team/);
      expect((await api.patch(who.employee, projectsPaths.update(epr), { name: 'x' })).status).toBe(
        403,
      );
      expect(
        (await api.patch(who.leader, projectsPaths.update(epr), { status: 'Paused' })).status,
      ).toBe(403);
      expect(
        (await api.patch(who.employee, projectsPaths.update(finance), { name: 'x' })).status,
      ).toBe(404);
      expect(
        (await api.patch(who.otherAdmin, projectsPaths.update(epr), { name: 'x' })).status,
      ).toBe(404);
      expect((await api.patch(null, projectsPaths.update(epr), { name: 'x' })).status).toBe(401);
      const teamManager = await api.patch<Project>(who.manager, projectsPaths.update(finance), {
        business_objective: 'One team, one process.',
      });
      expect(teamManager.status).toBe(200);
      const admin = await api.patch<Project>(who.admin, projectsPaths.update(finance), {
        business_objective: 'One team, one process, one system.',
      });
      expect(admin.status).toBe(200);
    });
  });

  describe('archive, soft delete and restore', () => {
    it('archives and restores through `archived`', async () => {
      const created = await api.post<Project>(who.manager, projectsPaths.create(), {
        name: 'Shelved',
      });
      const id = created.body.id;
      const archived = await api.patch<Project>(who.manager, projectsPaths.update(id), {
        archived: true,
      });
      expect(archived.body.archived).toBe(true);
      const active = await api.get<Paginated<ProjectSummary>>(
        who.manager,
        projectsPaths.list({ page_size: 100 }),
      );
      expect(names(active.body)).not.toContain('Shelved');
      const archive = await api.get<Paginated<ProjectSummary>>(
        who.manager,
        projectsPaths.list({ archived: true }),
      );
      expect(names(archive.body)).toEqual([P.rota, 'Shelved']);
      const restored = await api.patch<Project>(who.manager, projectsPaths.update(id), {
        archived: false,
      });
      expect(restored.body.archived).toBe(false);
      const again = await api.get<Paginated<ProjectSummary>>(
        who.manager,
        projectsPaths.list({ page_size: 100 }),
      );
      expect(names(again.body)).toContain('Shelved');
    });

    it('keeps a deleted project recoverable: marked in the archive, read-only until restored', async () => {
      const created = await api.post<Project>(who.manager, projectsPaths.create(), {
        name: 'Mistake',
      });
      const id = created.body.id;
      expect((await api.delete(who.employee, projectsPaths.remove(id))).status).toBe(404);
      expect((await api.delete(who.priya, projectsPaths.remove(id))).status).toBe(403);
      expect((await api.delete(who.otherAdmin, projectsPaths.remove(id))).status).toBe(404);
      expect((await api.delete(null, projectsPaths.remove(id))).status).toBe(401);
      const deleted = await api.delete(who.manager, projectsPaths.remove(id));
      expect(deleted.status).toBe(204);
      expect(await countRows(server, sql`SELECT id FROM projects WHERE id = ${id}`)).toBe(1);
      expect((await api.delete(who.manager, projectsPaths.remove(id))).status).toBe(404);

      const active = await api.get<Paginated<ProjectSummary>>(
        who.manager,
        projectsPaths.list({ page_size: 100 }),
      );
      expect(names(active.body)).not.toContain('Mistake');
      const archive = await api.get<Paginated<ProjectSummary>>(
        who.manager,
        projectsPaths.list({ archived: true }),
      );
      const entry = archive.body.results.find((p) => p.name === 'Mistake');
      expect(entry?.deleted_at).toMatch(/Z$/);
      const detail = await api.get<Project>(who.manager, projectsPaths.detail(id));
      expect(detail.body.deleted_by).toMatchObject({ display_name: 'Maya Manager' });
      expect((await api.get(who.manager, `projects/${id}/phases/`)).status).toBe(404);

      const edit = await api.patch<FieldErrors>(who.manager, projectsPaths.update(id), {
        name: 'Still here?',
      });
      expect(edit.status).toBe(400);
      expect(edit.body.non_field_errors?.[0]).toMatch(/deleted. Restore it/);
      const restored = await api.patch<Project>(who.manager, projectsPaths.update(id), {
        archived: false,
      });
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ deleted_at: null, deleted_by: null, archived: false });
      const back = await api.get<Paginated<ProjectSummary>>(
        who.manager,
        projectsPaths.list({ page_size: 100 }),
      );
      expect(names(back.body)).toContain('Mistake');
    });
  });

  describe('GET projects/{id}/phases/', () => {
    it('lists the organisation’s phases with the project’s active one marked, or one by code', async () => {
      const id = ids.epr;
      const list = await api.get<ProjectPhase[]>(who.employee, `projects/${id}/phases/`);
      expect(list.status).toBe(200);
      expect(list.body.map((p) => [p.code, p.is_active])).toEqual([
        ['ALIGN', false],
        ['UNDERSTAND_DESIGN', false],
        ['DEPLOY', true],
        ['SUSTAIN', false],
      ]);
      const one = await api.get<ProjectPhase>(who.employee, `projects/${id}/phases/?phase=SUSTAIN`);
      expect(one.body).toMatchObject({
        code: 'SUSTAIN',
        name: 'Set up for Success',
        is_active: false,
      });
      const bad = await api.get<FieldErrors>(who.employee, `projects/${id}/phases/?phase=LAUNCH`);
      expect(bad.status).toBe(400);
      expect(bad.body.phase).toEqual(['Choose one of the four phase codes.']);
      expect((await api.get(who.otherAdmin, `projects/${id}/phases/`)).status).toBe(404);
      expect((await api.get(null, `projects/${id}/phases/`)).status).toBe(401);
    });
  });

  describe('GET project-teams-app-interaction/{id}/', () => {
    it('counts each time the caller opens the project in Teams', async () => {
      const id = ids.epr;
      const first = await api.get<TeamsAppInteraction>(
        who.leader,
        projectsPaths.teamsAppInteraction(id),
      );
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ project: id, open_count: 1 });
      const second = await api.get<TeamsAppInteraction>(
        who.leader,
        projectsPaths.teamsAppInteraction(id),
      );
      expect(second.body.open_count).toBe(2);
      expect(second.body.first_opened_at).toBe(first.body.first_opened_at);
      expect(Date.parse(second.body.last_opened_at)).toBeGreaterThanOrEqual(
        Date.parse(first.body.last_opened_at),
      );
      const someoneElse = await api.get<TeamsAppInteraction>(
        who.manager,
        projectsPaths.teamsAppInteraction(id),
      );
      expect(someoneElse.body.open_count).toBe(1);
      const finance = ids.finance;
      expect((await api.get(who.employee, projectsPaths.teamsAppInteraction(finance))).status).toBe(
        404,
      );
      expect((await api.get(who.otherAdmin, projectsPaths.teamsAppInteraction(id))).status).toBe(
        404,
      );
      expect((await api.get(null, projectsPaths.teamsAppInteraction(id))).status).toBe(401);
    });
  });
});
