import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors, PersonRef } from '../../../../contract/shared/common.schema';
import type { PersonSummary } from '../../../../contract/groups/group-members.schema';
import { projectGroupsPaths as paths } from '../../../../contract/groups/project-groups';
import type {
  EmployeeGroup,
  ProjectGroup,
  ProjectGroupListItem,
} from '../../../../contract/groups/project-groups.schema';
import { apiClient, seededId, seededPeople, seededProjects } from '../../../../tests/support/api';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('a project’s groups', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let epr: number;
  let finance: number;
  let employee: number;
  let leader: number;
  let tom: number;
  beforeAll(async () => {
    epr = await seededId(server, 'projects', seededProjects.epr);
    finance = await seededId(server, 'projects', seededProjects.finance);
    employee = await seededId(server, 'user_profiles', demo.employee);
    leader = await seededId(server, 'user_profiles', demo.leader);
    tom = await seededId(server, 'user_profiles', seededPeople.tom);
  });

  async function create(body: Record<string, unknown>, project = epr) {
    const res = await api.post<ProjectGroup>(demo.manager, paths.create(project), body);
    expect(res.status).toBe(201);
    return res.body;
  }

  describe('GET projects/{id}/groups/', () => {
    it('lists impacted groups first, with counts; own members inline', async () => {
      const res = await api.get<ProjectGroup[]>(demo.employee, paths.list(epr));
      expect(res.status).toBe(200);
      expect(res.body.map((g) => [g.name, g.group_type])).toEqual([
        ['Clinical and patient-facing staff', 'Impacted'],
        ['Leeds site', 'Impacted'],
        ['Clinical safety board', 'Stakeholder'],
        ['Executive sponsors', 'Sponsor'],
        ['EPR delivery team', 'Project Team'],
      ]);
      expect(res.body[0]).toMatchObject({
        member_count: 3,
        leader_count: 2,
        audience_band: '51-100',
        members: [],
      });
      expect(res.body[2]?.members.map((m) => [m.display_name, m.is_leader])).toEqual([
        ['Oscar Office', true],
        ['Priya Patel', false],
      ]);
    });

    it('narrows to a picker list, impacted or stakeholder groups, the caller’s own, or insights', async () => {
      const light = await api.get<ProjectGroupListItem[]>(
        demo.manager,
        paths.list(epr, { isList: true }),
      );
      expect(Object.keys(light.body[0] ?? {}).sort()).toEqual([
        'archived',
        'group_role',
        'group_type',
        'id',
        'name',
      ]);
      const impacted = await api.get<ProjectGroup[]>(
        demo.manager,
        paths.list(epr, { isImpactedGroup: true }),
      );
      expect(impacted.body.every((g) => g.group_type === 'Impacted')).toBe(true);
      const stakeholders = await api.get<ProjectGroup[]>(
        demo.manager,
        paths.list(epr, { isStakeholder: true }),
      );
      expect(stakeholders.body.map((g) => g.name)).toEqual(['Clinical safety board']);
      const mine = await api.get<ProjectGroup[]>(
        demo.employee,
        paths.list(epr, { forCurrentLoggedInUser: true }),
      );
      expect(mine.body.map((g) => g.name)).toEqual([
        'Clinical and patient-facing staff',
        'Leeds site',
      ]);
      const insights = await api.get<ProjectGroup[]>(
        demo.manager,
        paths.list(epr, { isChangeImpactAssessmentInsights: true }),
      );
      expect(insights.body[1]?.impacts).toEqual([
        {
          change: expect.any(Number),
          change_name: 'Bedside electronic charting',
          impact_level: 'HIGH',
          hours_per_person: 3,
        },
        {
          change: expect.any(Number),
          change_name: 'Paper chart retirement',
          impact_level: 'LOW',
          hours_per_person: 0.5,
        },
      ]);
    });

    it('answers 404 for a project the caller cannot see', async () => {
      expect((await api.get(demo.employee, paths.list(finance))).status).toBe(404);
      expect((await api.get(demo.otherAdmin, paths.list(epr))).status).toBe(404);
    });
  });

  describe('POST projects/{id}/groups/', () => {
    it('creates a stakeholder group with people, the role following the type', async () => {
      const group = await create({
        name: 'Ward managers forum',
        group_type: 'Stakeholder',
        category: 'Operations',
        teams_access: true,
        notes: 'Meets on Mondays',
        members: [employee],
        leaders: [leader],
      });
      expect(group).toMatchObject({
        group_role: 'STAKEHOLDER_GROUP',
        teams_access: true,
        member_count: 2,
        leader_count: 1,
      });
    });

    it('refuses a role that does not fit the type, members on a linked group, and bad input', async () => {
      const role = await api.post<FieldErrors>(demo.manager, paths.create(epr), {
        name: 'x',
        group_type: 'Sponsor',
        group_role: 'PROJECT_TEAM',
      });
      expect(role.status).toBe(400);
      expect(role.body.group_role?.[0]).toContain('SPONSOR');
      const global = await server.db.execute<{ id: number }>(
        sql`SELECT id FROM global_impacted_groups WHERE name = 'Technology and digital'`,
      );
      const linked = await api.post<FieldErrors>(demo.manager, paths.create(epr), {
        name: 'x',
        group_type: 'Impacted',
        global_impacted_group: global.rows[0]?.id,
        members: [tom],
      });
      expect(linked.body.members).toBeDefined();
      const type = await api.post<FieldErrors>(demo.manager, paths.create(epr), {
        name: 'x',
        group_type: 'Other',
      });
      expect(type.body.group_type?.[0]).toContain('Stakeholder');
    });

    it('lets only people who edit the project add groups', async () => {
      const body = { name: 'x', group_type: 'Stakeholder' };
      expect((await api.post(demo.leader, paths.create(epr), body)).status).toBe(403);
      expect((await api.post(seededPeople.priya, paths.create(finance), body)).status).toBe(403);
      expect((await api.post(demo.otherAdmin, paths.create(epr), body)).status).toBe(404);
    });
  });

  describe('PATCH and DELETE projects/{id}/groups/?group=', () => {
    it('updates, archives and restores a group; archived groups are hidden by default', async () => {
      const group = await create({ name: 'Union reps', group_type: 'Stakeholder' });
      const renamed = await api.patch<ProjectGroup>(demo.manager, paths.detail(epr, group.id), {
        name: 'Staff-side representatives',
        members: [tom],
      });
      expect(renamed.body).toMatchObject({ name: 'Staff-side representatives', member_count: 1 });
      await api.patch(demo.manager, paths.detail(epr, group.id), { archived: true });
      const names = async (includeArchived?: boolean) =>
        (
          await api.get<ProjectGroup[]>(demo.manager, paths.list(epr, { includeArchived }))
        ).body.map((g) => g.id);
      expect(await names()).not.toContain(group.id);
      expect(await names(true)).toContain(group.id);
      await api.patch(demo.manager, paths.detail(epr, group.id), { archived: false });
      expect(await names()).toContain(group.id);
      expect(
        (await api.patch(demo.manager, paths.detail(finance, group.id), { notes: 'x' })).status,
      ).toBe(404);
    });

    it('refuses to delete a group in use, saying where, and deletes one that is not', async () => {
      const [leeds] = (await api.get<ProjectGroup[]>(demo.manager, paths.list(epr))).body.filter(
        (g) => g.name === 'Leeds site',
      );
      const used = await api.delete<{ detail: string }>(
        demo.manager,
        paths.detail(epr, leeds?.id ?? 0),
      );
      expect(used.status).toBe(409);
      expect(used.body.detail).toBe(
        'This group is in use (2 change impact ratings). Archive it instead.',
      );
      const spare = await create({ name: 'Spare', group_type: 'Stakeholder' });
      expect((await api.delete(demo.leader, paths.detail(epr, spare.id))).status).toBe(403);
      expect((await api.delete(demo.manager, paths.detail(epr, spare.id))).status).toBe(204);
      const missing = await api.delete<FieldErrors>(demo.manager, `projects/${epr}/groups/`);
      expect(missing.status).toBe(400);
    });
  });

  describe('directory groups', () => {
    it('links a directory group’s members into a project group, keeping manual members', async () => {
      const group = await create({
        name: 'Finance champions',
        group_type: 'Stakeholder',
        members: [leader],
      });
      const res = await api.post<ProjectGroup>(demo.manager, paths.linkDirectoryMembers(epr), {
        group: group.id,
        directory_group_id: 'department:Finance',
      });
      expect(res.status).toBe(200);
      expect(res.body.directory_group).toEqual({ id: 'department:Finance', name: 'Finance' });
      expect(res.body.members.map((m) => [m.id, m.source])).toEqual(
        expect.arrayContaining([
          [leader, 'MANUAL'],
          [tom, 'DIRECTORY'],
        ]),
      );
      const unknown = await api.post<FieldErrors>(demo.manager, paths.linkDirectoryMembers(epr), {
        group: group.id,
        directory_group_id: 'site:Atlantis',
      });
      expect(unknown.body.directory_group_id).toEqual(['The directory has no such group.']);
    });

    it('creates a directory group from a project group, which the directory then finds', async () => {
      const group = await create({
        name: 'Go-live floor walkers',
        group_type: 'Stakeholder',
        members: [employee, tom],
      });
      const res = await api.post<ProjectGroup>(demo.manager, paths.createDirectoryGroup(epr), {
        group: group.id,
      });
      expect(res.status).toBe(201);
      expect(res.body.directory_group?.name).toBe('Go-live floor walkers');
      const again = await api.post<FieldErrors>(demo.manager, paths.createDirectoryGroup(epr), {
        group: group.id,
      });
      expect(again.body.group).toEqual(['This group is already linked to a directory group.']);
      const other = await create({ name: 'Echo', group_type: 'Stakeholder' });
      const linked = await api.post<ProjectGroup>(demo.manager, paths.linkDirectoryMembers(epr), {
        group: other.id,
        directory_group_id: res.body.directory_group?.id,
      });
      expect(linked.body.member_count).toBe(2);
    });
  });

  describe('team, sponsors and the caller’s groups', () => {
    it('answers the project team in full or reduced', async () => {
      const full = await api.get<PersonSummary[]>(demo.employee, paths.projectTeam(epr));
      expect(full.body.map((p) => p.display_name)).toEqual([
        'Emma Employee',
        'Leo Leader',
        'Maya Manager',
        'Priya Patel',
      ]);
      expect(full.body[0]).toMatchObject({ email: demo.employee, department: 'Patient Services' });
      const reduced = await api.get<PersonRef[]>(demo.employee, paths.projectTeam(epr, true));
      expect(Object.keys(reduced.body[0] ?? {}).sort()).toEqual(['display_name', 'id']);
    });

    it('answers the sponsor groups with their people', async () => {
      const res = await api.get<ProjectGroup[]>(demo.leader, paths.sponsorGroup(epr));
      expect(res.body.map((g) => [g.name, g.members.map((m) => m.display_name)])).toEqual([
        ['Executive sponsors', ['Sam Sponsor']],
      ]);
    });

    it('answers the caller’s own groups in the project and whether they lead them', async () => {
      const res = await api.get<EmployeeGroup[]>(demo.leader, paths.employeeGroups(epr));
      // Earlier tests added the leader to two stakeholder groups, as a leader and as a member.
      expect(res.body.map((g) => [g.name, g.is_leader])).toEqual([
        ['Clinical and patient-facing staff', true],
        ['Finance champions', false],
        ['Leeds site', true],
        ['Ward managers forum', true],
      ]);
      const none = await api.get<EmployeeGroup[]>(demo.office, paths.employeeGroups(epr));
      expect(none.body.map((g) => g.name)).toEqual(['Clinical safety board']);
    });
  });
});
