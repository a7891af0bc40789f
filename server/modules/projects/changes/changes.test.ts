import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changesPaths } from '../../../../contract/projects/changes';
import {
  type Change,
  type ChangeAcrossProjects,
} from '../../../../contract/projects/changes.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { apiClient, countRows } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { projectFactories, projectsCast } from '@tests/support/project-factories';
import { useTestServer } from '@tests/support/test-server';

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

const P = {
  epr: 'Electronic patient record rollout',
  finance: 'Finance shared services',
  hybrid: 'Hybrid working policy',
  theatre: 'Theatre scheduling redesign',
  procurement: 'Procurement portal',
};

describe('changes', () => {
  const server = useTestServer();
  const api = apiClient(server);
  // One organisation's people by role and its portfolio of changes, and another organisation.
  const who = { office: '', manager: '', priya: '', leader: '', employee: '', otherAdmin: '' };
  const ids = { bedside: 0, medication: 0, paper: 0, theatre: 0, clinical: 0, leeds: 0 };
  const departments = { finance: 0, foreign: 0 };
  let epr: number;
  let finance: number;
  beforeAll(async () => {
    const make = factories(server.db);
    const makeProject = projectFactories(server.db);
    const { org, other, office, manager, priya, leader, employee, stranger } =
      await projectsCast(make);
    Object.assign(who, {
      office: office.email,
      manager: manager.email,
      priya: priya.email,
      leader: leader.email,
      employee: employee.email,
      otherAdmin: stranger.email,
    });
    const clinicalOperations = await makeProject.department(org, 'Clinical Operations');
    departments.finance = (await makeProject.department(org, 'Finance')).id;
    departments.foreign = (await makeProject.department(other, 'Fleet')).id;

    epr = (await make.project(org, { name: P.epr, team: [manager, priya, leader, employee] })).id;
    finance = (await make.project(org, { name: P.finance, team: [manager] })).id;
    const hybrid = (await make.project(org, { name: P.hybrid })).id;
    const theatre = (await make.project(org, { name: P.theatre, team: [manager] })).id;
    const procurement = (await make.project(org, { name: P.procurement })).id;
    const rota = await make.project(org, { name: 'Legacy rota system retirement', archived: true });
    await make.change(org, rota, { name: 'Old rota switch-off' });
    await make.change(other, await make.project(other), { name: 'Scanner handover at depots' });

    const add = async (as: string, project: number, body: Record<string, unknown>) => {
      const res = await api.post<Change>(as, changesPaths.list(project), body);
      if (res.status !== 201) throw new Error(`change not created: ${JSON.stringify(res.body)}`);
      return res.body.id;
    };
    const single = (days: number) => ({ date_mode: 'SINGLE_DATE', go_live_date: isoDate(days) });
    // The project's timeline: a change gone live, one coming with its events, one over a
    // period, and one not yet dated.
    ids.bedside = await add(manager.email, epr, {
      name: 'Bedside electronic charting',
      ...single(-7),
      go_live_events: [
        { title: 'Floor-walker support fortnight begins', date: isoDate(-7) },
        { title: 'Cut-over weekend', date: isoDate(-9), time: '18:00' },
      ],
    });
    ids.medication = await add(manager.email, epr, {
      name: 'Electronic medication administration',
      change_type: 'SYSTEM',
      criticality: 'BUSINESS_CRITICAL',
      ...single(21),
      impact_attributes: [
        { kind: 'CHANGE_OVERALL_IMPACT', rating: 'VERY_HIGH' },
        { kind: 'CHANGE_IMPACTED_EMPLOYEE_REACH', audience_band: '100+' },
        { kind: 'CHANGE_DEPARTMENT_REACH', department: clinicalOperations.id, rating: 'VERY_HIGH' },
      ],
    });
    // The wizard's last step records the change as complete.
    const events = await api.patch(manager.email, changesPaths.update(epr, ids.medication, 4), {
      go_live_events: [
        { title: 'Go-live', date: isoDate(21), time: '07:00' },
        { title: 'Dress rehearsal on ward 7', date: isoDate(14), time: '09:00' },
        { title: 'Post go-live review', date: isoDate(35) },
      ],
    });
    if (events.status !== 200) throw new Error('go-live events not saved');
    ids.paper = await add(manager.email, epr, {
      name: 'Paper chart retirement',
      date_mode: 'DURATION',
      start_date: isoDate(60),
      end_date: isoDate(120),
    });
    await add(manager.email, epr, { name: 'Clinical documentation standards' });
    ids.clinical = (
      await makeProject.impactedGroup(org, { id: epr }, 'Clinical and patient-facing staff', [
        { id: ids.bedside },
        { id: ids.medication },
      ])
    ).id;
    ids.leeds = (
      await makeProject.impactedGroup(org, { id: epr }, 'Leeds site', [
        { id: ids.bedside },
        { id: ids.paper },
      ])
    ).id;

    // The rest of the portfolio, found by name, description or project name.
    await add(office.email, finance, { name: 'Accounts payable centralised', ...single(45) });
    await add(office.email, finance, { name: 'Finance roles redesign', ...single(45) });
    await add(office.email, hybrid, { name: 'Hybrid working pattern', ...single(-150) });
    ids.theatre = await add(office.email, theatre, {
      name: 'Theatre list booking rules',
      ...single(40),
    });
    await add(office.email, procurement, {
      name: 'Purchase-to-pay process',
      description: 'One approval route, agreed with finance.',
      ...single(150),
    });
  });

  async function newChange(body: Record<string, unknown> = {}): Promise<Change> {
    const res = await api.post<Change>(who.manager, changesPaths.list(epr), {
      name: 'Test change',
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  describe('GET projects/{id}/changes/', () => {
    it('lists a project’s changes soonest go-live first, with impact attributes', async () => {
      const res = await api.get<Change[]>(who.leader, changesPaths.list(epr));
      expect(res.status).toBe(200);
      expect(res.body.map((c) => c.name)).toEqual([
        'Bedside electronic charting',
        'Electronic medication administration',
        'Paper chart retirement',
        'Clinical documentation standards',
      ]);
      const medication = res.body[1];
      expect(medication).toMatchObject({
        project: epr,
        change_type: 'SYSTEM',
        criticality: 'BUSINESS_CRITICAL',
        deployment_state: 'NOT_YET_DEPLOYED',
        date_mode: 'SINGLE_DATE',
        go_live_date: isoDate(21),
        overall_impact: 'VERY_HIGH',
        employee_reach: '100+',
        wizard_step: 4,
        wizard_complete: true,
      });
      expect(medication?.impact_attributes.map((a) => a.kind)).toContain('CHANGE_DEPARTMENT_REACH');
      expect(
        medication?.impact_attributes.find((a) => a.kind === 'CHANGE_DEPARTMENT_REACH'),
      ).toMatchObject({ department_name: 'Clinical Operations', rating: 'VERY_HIGH' });
      expect(res.body[2]).toMatchObject({
        date_mode: 'DURATION',
        go_live_date: null,
        start_date: isoDate(60),
        end_date: isoDate(120),
      });
      expect(medication).not.toHaveProperty('go_live_events');
    });

    it('includes go-live events on request, from the origin date on when given', async () => {
      const all = await api.get<Change[]>(
        who.manager,
        changesPaths.list(epr, { includeGoLiveEvents: true }),
      );
      expect(all.body[0]?.go_live_events?.map((e) => e.title)).toEqual([
        'Cut-over weekend',
        'Floor-walker support fortnight begins',
      ]);
      expect(all.body[1]?.go_live_events?.[0]).toMatchObject({
        title: 'Dress rehearsal on ward 7',
        date: isoDate(14),
        time: '09:00',
      });
      const upcoming = await api.get<Change[]>(
        who.manager,
        changesPaths.list(epr, { includeGoLiveEvents: true, origin: isoDate(0) }),
      );
      expect(upcoming.body[0]?.go_live_events).toEqual([]);
      expect(upcoming.body[1]?.go_live_events).toHaveLength(3);
      const bad = await api.get<FieldErrors>(
        who.manager,
        `projects/${epr}/changes/?includeGoLiveEvents=true&origin=soon`,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.origin).toEqual(['Enter a date as YYYY-MM-DD.']);
    });

    it('answers one change with `?change=`, with its events', async () => {
      const id = ids.medication;
      const res = await api.get<Change>(who.employee, changesPaths.detail(epr, id));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, name: 'Electronic medication administration' });
      expect(res.body.go_live_events).toHaveLength(3);
      expect((await api.get(who.manager, changesPaths.detail(finance, id))).status).toBe(404);
    });

    it('answers 404 across organisations and to those who cannot see the project', async () => {
      expect((await api.get(who.otherAdmin, changesPaths.list(epr))).status).toBe(404);
      expect((await api.get(who.employee, changesPaths.list(finance))).status).toBe(404);
      expect((await api.get(null, changesPaths.list(epr))).status).toBe(401);
    });
  });

  describe('POST projects/{id}/changes/', () => {
    it('creates a change from a name, the wizard’s first step', async () => {
      const change = await newChange({ name: 'Handover app', change_type: 'SYSTEM' });
      expect(change).toMatchObject({
        name: 'Handover app',
        change_type: 'SYSTEM',
        deployment_state: 'NOT_YET_DEPLOYED',
        date_mode: null,
        impact_attributes: [],
        go_live_events: [],
        wizard_step: 1,
        wizard_complete: false,
        created_by: { display_name: 'Maya Manager' },
      });
    });

    it('creates a complete change, keeping only the fields each impact attribute uses', async () => {
      const department = departments.finance;
      const change = await newChange({
        name: 'Invoice scanning',
        criticality: 'NON_BUSINESS_CRITICAL',
        date_mode: 'DURATION',
        start_date: '2026-10-01',
        end_date: '2026-11-15',
        go_live_date: '2026-10-01',
        impact_attributes: [
          { kind: 'CHANGE_OVERALL_IMPACT', rating: 'LOW', audience_band: '1-10' },
          { kind: 'CHANGE_IMPACTED_EMPLOYEE_REACH', audience_band: '21-50' },
          { kind: 'CHANGE_DEPARTMENT_REACH', department, rating: 'HIGH' },
          { kind: 'CHANGE_EXTERNAL_STAKEHOLDER', label: 'Suppliers', rating: 'MEDIUM' },
          { kind: 'CHANGE_ORGANISATION_REACH', rating: 'N/A' },
        ],
        go_live_events: [{ title: 'Scanner training', date: '2026-09-28', time: '14:30' }],
      });
      expect(change).toMatchObject({
        date_mode: 'DURATION',
        go_live_date: null,
        start_date: '2026-10-01',
        overall_impact: 'LOW',
        employee_reach: '21-50',
        go_live_events: [{ title: 'Scanner training', time: '14:30', description: '' }],
      });
      expect(change.impact_attributes[0]).toMatchObject({ rating: 'LOW', audience_band: null });
      expect(change.impact_attributes[2]).toMatchObject({ department, department_name: 'Finance' });
    });

    it('refuses invalid changes with field messages and writes nothing', async () => {
      const before = await countRows(server, sql`SELECT id FROM changes`);
      const res = await api.post<FieldErrors>(who.manager, changesPaths.list(epr), {
        name: '',
        change_type: 'MAGIC',
        date_mode: 'DURATION',
        start_date: '2026-06-01',
        end_date: '2026-05-01',
        impact_attributes: [
          { kind: 'CHANGE_OVERALL_IMPACT' },
          { kind: 'CHANGE_IMPACTED_EMPLOYEE_REACH', audience_band: '1000+' },
          { kind: 'CHANGE_OVERALL_IMPACT', rating: 'HIGH' },
        ],
        go_live_events: [{ title: '', date: '2026-02-30', time: '25:00' }],
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        name: ['Name the change.'],
        change_type: [
          'Choose a change type: system, behaviour, restructure, process or organisation.',
        ],
        end_date: ['The end date cannot be before the start date.'],
        'impact_attributes.0.rating': ['Choose a rating.'],
        'impact_attributes.1.audience_band': [
          'Choose how many employees: 1-10, 11-20, 21-50, 51-100 or 100+.',
        ],
        'go_live_events.0.title': ['Give the event a title.'],
        'go_live_events.0.date': ['Enter a date as YYYY-MM-DD.'],
        'go_live_events.0.time': ['Enter a time as HH:MM (24-hour).'],
      });
      const duplicate = await api.post<FieldErrors>(who.manager, changesPaths.list(epr), {
        name: 'Twice rated',
        impact_attributes: [
          { kind: 'CHANGE_OVERALL_IMPACT', rating: 'HIGH' },
          { kind: 'CHANGE_OVERALL_IMPACT', rating: 'LOW' },
        ],
      });
      expect(duplicate.body).toEqual({
        'impact_attributes.1.kind': ['Overall impact is already given.'],
      });
      const nameless = await api.post<FieldErrors>(who.manager, changesPaths.list(epr), {});
      expect(nameless.body).toEqual({ name: ['Name the change.'] });
      const undated = await api.post<FieldErrors>(who.manager, changesPaths.list(epr), {
        name: 'Undated mode',
        go_live_date: '2026-06-01',
      });
      expect(undated.body).toEqual({
        date_mode: ['Choose a single go-live date or a duration for these dates.'],
      });
      const contosoDepartment = departments.foreign;
      const foreign = await api.post<FieldErrors>(who.manager, changesPaths.list(epr), {
        name: 'Foreign department',
        impact_attributes: [
          { kind: 'CHANGE_DEPARTMENT_REACH', department: contosoDepartment, rating: 'LOW' },
        ],
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual({
        'impact_attributes.0.department': ['Choose a department of your organisation.'],
      });
      expect(await countRows(server, sql`SELECT id FROM changes`)).toBe(before);
    });

    it('lets only those who edit the project add changes', async () => {
      expect((await api.post(who.employee, changesPaths.list(epr), { name: 'x' })).status).toBe(
        403,
      );
      expect((await api.post(who.priya, changesPaths.list(finance), { name: 'x' })).status).toBe(
        403,
      );
      expect((await api.post(who.otherAdmin, changesPaths.list(epr), { name: 'x' })).status).toBe(
        404,
      );
      expect((await api.post(null, changesPaths.list(epr), { name: 'x' })).status).toBe(401);
    });
  });

  describe('PATCH projects/{id}/changes/?change=&wizard_step=', () => {
    it('saves each wizard step on its own and records the furthest one completed', async () => {
      const { id } = await newChange();
      const details = await api.patch<Change>(who.manager, changesPaths.update(epr, id, 1), {
        name: 'Rota swaps in the app',
        description: 'Staff swap shifts without paper forms.',
        change_type: 'PROCESS',
      });
      expect(details.status).toBe(200);
      expect(details.body).toMatchObject({ name: 'Rota swaps in the app', wizard_step: 1 });

      const missing = await api.patch<FieldErrors>(who.manager, changesPaths.update(epr, id, 2), {
        impact_attributes: [],
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        criticality: ['Say whether the change is business critical.'],
      });
      const foreign = await api.patch<FieldErrors>(who.manager, changesPaths.update(epr, id, 2), {
        criticality: 'BUSINESS_CRITICAL',
        name: 'Sneaky rename',
      });
      expect(foreign.body).toEqual({ name: ['Not part of step 2 (Classification).'] });
      const classification = await api.patch<Change>(who.manager, changesPaths.update(epr, id, 2), {
        criticality: 'BUSINESS_CRITICAL',
        impact_attributes: [{ kind: 'CHANGE_OVERALL_IMPACT', rating: 'MEDIUM' }],
      });
      expect(classification.body).toMatchObject({ wizard_step: 2, overall_impact: 'MEDIUM' });

      const noMode = await api.patch<FieldErrors>(who.manager, changesPaths.update(epr, id, 3), {
        go_live_date: '2026-08-01',
      });
      expect(noMode.body).toEqual({ date_mode: ['Choose a single go-live date or a duration.'] });
      const duration = await api.patch<Change>(who.manager, changesPaths.update(epr, id, 3), {
        date_mode: 'DURATION',
        start_date: '2026-08-01',
        end_date: '2026-08-31',
        deployment_state: 'NOT_YET_DEPLOYED',
      });
      expect(duration.body).toMatchObject({ wizard_step: 3, start_date: '2026-08-01' });
      const single = await api.patch<Change>(who.manager, changesPaths.update(epr, id, 3), {
        date_mode: 'SINGLE_DATE',
        go_live_date: '2026-09-01',
      });
      expect(single.body).toMatchObject({
        go_live_date: '2026-09-01',
        start_date: null,
        end_date: null,
      });

      const events = await api.patch<Change>(who.manager, changesPaths.update(epr, id, 4), {
        go_live_events: [
          { title: 'Pilot ward', date: '2026-08-20' },
          { title: 'Go-live', date: '2026-09-01', time: '08:00' },
        ],
      });
      expect(events.body).toMatchObject({ wizard_step: 4, wizard_complete: true });
      const [pilot, goLive] = events.body.go_live_events ?? [];
      const edited = await api.patch<Change>(who.manager, changesPaths.update(epr, id, 4), {
        go_live_events: [
          { id: goLive?.id, title: 'Go-live day', date: '2026-09-01', time: '07:30' },
          { title: 'Review', date: '2026-09-15', description: 'What went well.' },
        ],
      });
      expect(edited.body.go_live_events?.map((e) => [e.title, e.time])).toEqual([
        ['Go-live day', '07:30'],
        ['Review', null],
      ]);
      expect(edited.body.go_live_events?.[0]?.id).toBe(goLive?.id);
      expect(edited.body.go_live_events?.some((e) => e.id === pilot?.id)).toBe(false);

      const back = await api.patch<Change>(who.manager, changesPaths.update(epr, id, 1), {
        name: 'Rota swaps',
      });
      expect(back.body).toMatchObject({ name: 'Rota swaps', wizard_step: 4 });
    });

    it('refuses an event of another change and an unknown step', async () => {
      const otherChange = ids.bedside;
      const detail = await api.get<Change>(who.manager, changesPaths.detail(epr, otherChange));
      const { id } = await newChange();
      const res = await api.patch<FieldErrors>(who.manager, changesPaths.update(epr, id, 4), {
        go_live_events: [
          { id: detail.body.go_live_events?.[0]?.id, title: 'Stolen', date: '2026-01-01' },
        ],
      });
      expect(res.body).toEqual({
        'go_live_events.0.id': ['This event is not one of this change’s events.'],
      });
      const step = await api.patch<FieldErrors>(
        who.manager,
        `projects/${epr}/changes/?change=${id}&wizard_step=9`,
        { name: 'x' },
      );
      expect(step.body).toEqual({ wizard_step: ['The wizard step is 1 to 4.'] });
      const noTarget = await api.patch<FieldErrors>(who.manager, `projects/${epr}/changes/`, {
        name: 'x',
      });
      expect(noTarget.body).toEqual({ change: ['Say which change: ?change=<id>.'] });
    });

    it('checks a plain update’s dates against what is stored', async () => {
      const { id } = await newChange({
        date_mode: 'DURATION',
        start_date: '2026-07-01',
        end_date: '2026-07-31',
      });
      const res = await api.patch<FieldErrors>(who.manager, changesPaths.update(epr, id), {
        end_date: '2026-06-30',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ end_date: ['The end date cannot be before the start date.'] });
      const ok = await api.patch<Change>(who.manager, changesPaths.update(epr, id), {
        deployment_state: 'DEPLOYED',
        end_date: '2026-08-15',
      });
      expect(ok.body).toMatchObject({
        deployment_state: 'DEPLOYED',
        end_date: '2026-08-15',
        wizard_step: 1,
      });
    });

    it('answers 403 to readers, 404 across organisations and for another project’s change', async () => {
      const { id } = await newChange();
      expect(
        (await api.patch(who.leader, changesPaths.update(epr, id), { name: 'x' })).status,
      ).toBe(403);
      expect(
        (await api.patch(who.otherAdmin, changesPaths.update(epr, id), { name: 'x' })).status,
      ).toBe(404);
      expect(
        (await api.patch(who.manager, changesPaths.update(finance, id), { name: 'x' })).status,
      ).toBe(404);
      expect((await api.patch(null, changesPaths.update(epr, id), { name: 'x' })).status).toBe(401);
    });
  });

  describe('DELETE projects/{id}/changes/?change=', () => {
    it('deletes a change with its attributes and events', async () => {
      const { id } = await newChange({
        impact_attributes: [{ kind: 'CHANGE_OVERALL_IMPACT', rating: 'LOW' }],
        go_live_events: [{ title: 'Day one', date: '2026-05-05' }],
      });
      expect((await api.delete(who.employee, changesPaths.detail(epr, id))).status).toBe(403);
      expect((await api.delete(who.otherAdmin, changesPaths.detail(epr, id))).status).toBe(404);
      expect((await api.delete(null, changesPaths.detail(epr, id))).status).toBe(401);
      const missing = await api.delete<FieldErrors>(who.manager, `projects/${epr}/changes/`);
      expect(missing.status).toBe(400);
      const res = await api.delete(who.manager, changesPaths.detail(epr, id));
      expect(res.status).toBe(204);
      expect((await api.get(who.manager, changesPaths.detail(epr, id))).status).toBe(404);
      expect(
        await countRows(server, sql`SELECT id FROM change_go_live_events WHERE change_id = ${id}`),
      ).toBe(0);
      expect((await api.delete(who.manager, changesPaths.detail(epr, id))).status).toBe(404);
    });
  });

  describe('GET projects/null/changes_across_all_projects/', () => {
    const across = (as: string, path: string) => api.get<ChangeAcrossProjects[]>(as, path);

    it('answers the literal `null` segment with every visible active project’s changes', async () => {
      const res = await across(who.office, changesPaths.acrossProjects());
      expect(res.status).toBe(200);
      expect(changesPaths.acrossProjects()).toBe('projects/null/changes_across_all_projects/');
      const projects = new Set(res.body.map((c) => c.project_name));
      expect(projects).toEqual(new Set([P.epr, P.finance, P.hybrid, P.theatre, P.procurement]));
      expect(res.body[0]).toMatchObject({ name: 'Hybrid working pattern' });
      expect(res.body[0]).not.toHaveProperty('impacted_group_ids');
      const employee = await across(who.employee, changesPaths.acrossProjects());
      expect(new Set(employee.body.map((c) => c.project_name))).toEqual(new Set([P.epr]));
      const contoso = await across(who.otherAdmin, changesPaths.acrossProjects());
      expect(contoso.body.map((c) => c.name)).toEqual(['Scanner handover at depots']);
      expect((await api.get(null, changesPaths.acrossProjects())).status).toBe(401);
    });

    it('filters by excluded project, search, ids and impacted groups', async () => {
      const excluded = await across(
        who.office,
        changesPaths.acrossProjects(null, { excludeProjectId: epr }),
      );
      expect(excluded.body.some((c) => c.project === epr)).toBe(false);
      expect(excluded.body.length).toBeGreaterThan(0);
      const search = await across(
        who.office,
        changesPaths.acrossProjects(null, { searchTerm: 'finance' }),
      );
      expect(search.body.map((c) => c.name).sort()).toEqual([
        'Accounts payable centralised',
        'Finance roles redesign',
        'Purchase-to-pay process',
      ]);
      const wanted = [ids.paper, ids.theatre];
      const byIds = await across(who.office, changesPaths.acrossProjects(null, { ids: wanted }));
      expect(byIds.body.map((c) => c.id).sort()).toEqual([...wanted].sort());
      // Impacted groups (groups area): the Leeds site is hit by two changes of the project.
      const clinical = ids.clinical;
      const leeds = ids.leeds;
      const groups = await across(
        who.office,
        changesPaths.acrossProjects(null, {
          impacted_groups: [leeds],
          forChangesAndImpactsSummary: true,
        }),
      );
      expect(groups.body.map((c) => c.name).sort()).toEqual([
        'Bedside electronic charting',
        'Paper chart retirement',
      ]);
      expect(groups.body.find((c) => c.name === 'Bedside electronic charting')).toMatchObject({
        impacted_group_ids: [clinical, leeds],
        go_live_event_count: 2,
      });
      const none = await across(
        who.office,
        changesPaths.acrossProjects(null, { impacted_groups: [999999] }),
      );
      expect(none.body).toEqual([]);
    });

    it('takes a real project id as the context, and validates its filters', async () => {
      const real = await across(
        who.manager,
        changesPaths.acrossProjects(epr, { searchTerm: 'chart' }),
      );
      expect(real.status).toBe(200);
      expect(real.body.map((c) => c.name)).toEqual([
        'Bedside electronic charting',
        'Paper chart retirement',
      ]);
      expect((await api.get(who.otherAdmin, changesPaths.acrossProjects(epr))).status).toBe(404);
      const bad = await api.get<FieldErrors>(
        who.manager,
        'projects/null/changes_across_all_projects/?impacted_groups=a,b&excludeProjectId=x',
      );
      expect(bad.status).toBe(400);
      expect(bad.body.impacted_groups).toEqual(['Give ids as whole numbers separated by commas.']);
      const badSegment = await api.get(
        who.manager,
        'projects/undefined/changes_across_all_projects/',
      );
      expect(badSegment.status).toBe(400);
    });
  });
});
