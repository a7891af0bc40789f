import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { globalImpactedGroupsPaths as paths } from '../../../../contract/groups/global-impacted-groups';
import type {
  GlobalImpactedGroup,
  GlobalImpactedGroupPage,
  GroupName,
  MembersByDepartment,
} from '../../../../contract/groups/global-impacted-groups.schema';
import { apiClient, seededId, seededPeople } from '../../../../tests/support/api';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('global impacted groups', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let leader: number;
  let employee: number;
  let tom: number;
  let clinical: number;
  beforeAll(async () => {
    leader = await seededId(server, 'user_profiles', demo.leader);
    employee = await seededId(server, 'user_profiles', demo.employee);
    tom = await seededId(server, 'user_profiles', seededPeople.tom);
    const result = await server.db.execute<{ id: number }>(
      sql`SELECT id FROM global_impacted_groups WHERE name = 'Clinical and patient-facing staff'`,
    );
    clinical = result.rows[0]?.id ?? 0;
  });

  async function create(body: Record<string, unknown>, as = demo.manager) {
    const res = await api.post<GlobalImpactedGroup>(as, paths.create(), body);
    expect(res.status).toBe(201);
    return res.body;
  }

  describe('GET global-impacted-groups/', () => {
    it('lists the organisation’s groups with counts, owner and directory link', async () => {
      const res = await api.get<GlobalImpactedGroupPage>(demo.manager, paths.list());
      expect(res.status).toBe(200);
      expect(res.body.results.map((g) => g.name)).toEqual([
        'Clinical and patient-facing staff',
        'Finance operations',
        'Leeds site',
        'Technology and digital',
      ]);
      expect(res.body.results[0]).toMatchObject({
        owner: { display_name: 'Maya Manager' },
        persona: { id: expect.any(Number), name: 'Frontline clinician' },
        member_count: 3,
        leader_count: 2,
        project_count: 1,
        directory_group: null,
        can_edit: true,
      });
      expect(res.body.results[2]).toMatchObject({
        directory_group: { id: 'site:Leeds', name: 'Leeds site' },
        can_edit: false,
      });
      expect(res.body.results[2]?.last_synced_at).toMatch(/Z$/);
    });

    it('filters by search, owner, persona, mine and the people-manager filter', async () => {
      const names = async (as: string, path: string) =>
        (await api.get<GlobalImpactedGroupPage>(as, path)).body.results.map((g) => g.name);
      expect(await names(demo.manager, paths.list({ search: 'finance' }))).toEqual([
        'Finance operations',
      ]);
      const office = await seededId(server, 'user_profiles', demo.office);
      expect(await names(demo.manager, paths.list({ owner: office }))).toEqual(['Leeds site']);
      const digital = (
        await server.db.execute<{ id: number }>(
          sql`SELECT id FROM personas WHERE name = 'Digital specialist'`,
        )
      ).rows[0]?.id;
      expect(await names(demo.manager, paths.list({ persona: digital }))).toEqual([
        'Technology and digital',
      ]);
      expect(await names(demo.office, paths.list({ forCurrentLoggedInUser: true }))).toEqual([
        'Leeds site',
      ]);
      expect(await names(demo.manager, paths.list({ peopleManager: true }))).toEqual([]);
      expect(await names(demo.leader, paths.list({ peopleManager: true }))).toEqual([
        'Clinical and patient-facing staff',
        'Leeds site',
      ]);
    });

    it('shows LEADER and EMPLOYEE only the groups they belong to', async () => {
      const res = await api.get<GlobalImpactedGroupPage>(demo.employee, paths.list());
      expect(res.body.results.map((g) => g.name)).toEqual([
        'Clinical and patient-facing staff',
        'Leeds site',
      ]);
      expect(res.body.results.every((g) => !g.can_edit)).toBe(true);
      const other = await api.get<GlobalImpactedGroupPage>(demo.otherAdmin, paths.list());
      expect(other.body.results).toEqual([]);
      expect(other.body.count).toBe(0);
    });
  });

  describe('GET global-impacted-groups/{id}/', () => {
    it('answers editors, leaders and functions; the edit form also gets manual employees', async () => {
      const res = await api.get<GlobalImpactedGroup>(demo.manager, paths.detail(clinical));
      expect(res.status).toBe(200);
      expect(res.body.leaders.map((p) => p.display_name)).toEqual(['Leo Leader', 'Sam Sponsor']);
      expect(res.body.functions).toEqual([
        expect.objectContaining({ name: 'Clinical', member_count: 2 }),
        expect.objectContaining({ name: 'Patient services', member_count: 1 }),
      ]);
      expect(res.body).not.toHaveProperty('employees');
      const form = await api.get<GlobalImpactedGroup>(
        demo.manager,
        paths.detail(clinical, { isCreate: true }),
      );
      expect(form.body.employees?.map((p) => p.id)).toEqual([employee]);
    });

    it('answers 404 to a group the caller cannot see', async () => {
      const finance = (await api.get<GlobalImpactedGroupPage>(demo.manager, paths.list())).body
        .results[1];
      expect((await api.get(demo.employee, paths.detail(finance?.id ?? 0))).status).toBe(404);
      expect((await api.get(demo.otherAdmin, paths.detail(clinical))).status).toBe(404);
    });
  });

  describe('POST global-impacted-groups/', () => {
    it('creates a group owned by its creator, with people, editors and leaders', async () => {
      const group = await create({
        name: 'Night shift',
        description: 'Staff on night rotas',
        editors: [await seededId(server, 'user_profiles', seededPeople.priya)],
        leaders: [leader],
        employees: [employee, tom],
      });
      expect(group).toMatchObject({
        name: 'Night shift',
        owner: { display_name: 'Maya Manager' },
        member_count: 3,
        leader_count: 1,
        editors: [{ display_name: 'Priya Patel' }],
        leaders: [{ id: leader }],
      });
    });

    it('fills a group from a directory group and records when it synced', async () => {
      const group = await create({
        name: 'Finance from directory',
        directory_group_id: 'department:Finance',
      });
      expect(group.directory_group).toEqual({ id: 'department:Finance', name: 'Finance' });
      expect(group.member_count).toBe(1); // Tom; the disabled analyst is not active
      expect(group.last_synced_at).not.toBeNull();
      const bad = await api.post<FieldErrors>(demo.manager, paths.create(), {
        name: 'Nowhere',
        directory_group_id: 'department:Nowhere',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.directory_group_id).toEqual(['The directory has no such group.']);
    });

    it('refuses a taken name, whatever its case, and bad people', async () => {
      const taken = await api.post<FieldErrors>(demo.manager, paths.create(), {
        name: 'leeds SITE',
      });
      expect(taken.status).toBe(400);
      expect(taken.body.name).toEqual(['Another group already has this name.']);
      const empty = await api.post<FieldErrors>(demo.manager, paths.create(), { name: ' ' });
      expect(empty.body.name).toEqual(['Enter a name.']);
      const stranger = await api.post<FieldErrors>(demo.manager, paths.create(), {
        name: 'Strangers',
        employees: [999999],
      });
      expect(stranger.status).toBe(400);
      expect(stranger.body.employees).toBeDefined();
    });

    it('lets only admins, the change office and change managers create groups', async () => {
      expect((await api.post(demo.leader, paths.create(), { name: 'Mine' })).status).toBe(403);
      expect((await api.post(demo.employee, paths.create(), { name: 'Mine' })).status).toBe(403);
    });
  });

  describe('GET global-impacted-groups/group_names/', () => {
    it('lists every name, leaving out the group being edited', async () => {
      const all = await api.get<GroupName[]>(demo.manager, paths.names());
      expect(all.body.map((g) => g.name)).toContain('Leeds site');
      const others = await api.get<GroupName[]>(demo.manager, paths.names(clinical));
      expect(others.body.map((g) => g.id)).not.toContain(clinical);
      expect((await api.get(demo.employee, paths.names())).status).toBe(403);
    });
  });

  describe('PATCH global-impacted-groups/{id}/', () => {
    it('changes fields and people; the owner and editors may, other managers may not', async () => {
      const group = await create({ name: 'Pharmacy', employees: [tom] });
      const res = await api.patch<GlobalImpactedGroup>(demo.manager, paths.update(group.id), {
        description: 'Hospital pharmacists',
        leaders: [leader],
        employees: [employee],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        description: 'Hospital pharmacists',
        member_count: 2,
        leader_count: 1,
      });
      expect(
        (await api.patch(seededPeople.priya, paths.update(group.id), { name: 'x' })).status,
      ).toBe(403);
      const persona = (
        await server.db.execute<{ id: number }>(
          sql`SELECT id FROM personas WHERE name = 'Frontline clinician'`,
        )
      ).rows[0]?.id;
      const byOffice = await api.patch<GlobalImpactedGroup>(demo.office, paths.update(group.id), {
        persona,
      });
      expect(byOffice.body.persona?.name).toBe('Frontline clinician');
      const badPersona = await api.patch<FieldErrors>(demo.office, paths.update(group.id), {
        persona: 999999,
      });
      expect(badPersona.body.persona).toEqual(['Choose a persona of your organisation.']);
      const archived = await api.patch<GlobalImpactedGroup>(demo.manager, paths.update(group.id), {
        archived: true,
      });
      expect(archived.body.archived).toBe(true);
      const list = await api.get<GlobalImpactedGroupPage>(demo.manager, paths.list());
      expect(list.body.results.map((g) => g.id)).not.toContain(group.id);
      const all = await api.get<GlobalImpactedGroupPage>(
        demo.manager,
        paths.list({ includeArchived: true }),
      );
      expect(all.body.results.map((g) => g.id)).toContain(group.id);
    });

    it('re-syncs from the directory on demand, keeping manual members', async () => {
      const group = await create({
        name: 'Leeds plus Tom',
        directory_group_id: 'site:Leeds',
        employees: [tom],
      });
      expect(group.member_count).toBe(3);
      await server.db.execute(sql`UPDATE user_profiles SET site = 'York' WHERE id = ${employee}`);
      const synced = await api.post<GlobalImpactedGroup>(demo.manager, paths.sync(group.id), {});
      expect(synced.status).toBe(200);
      expect(synced.body.member_count).toBe(2);
      await server.db.execute(sql`UPDATE user_profiles SET site = 'Leeds' WHERE id = ${employee}`);
    });
  });

  describe('DELETE global-impacted-groups/{id}/', () => {
    it('refuses while projects use the group, naming them, and deletes an unused one', async () => {
      const used = await api.delete<{ detail: string }>(demo.admin, paths.remove(clinical));
      expect(used.status).toBe(409);
      expect(used.body.detail).toContain('Electronic patient record rollout');
      const group = await create({ name: 'Short-lived' });
      expect((await api.delete(demo.employee, paths.remove(group.id))).status).toBe(404);
      expect((await api.delete(demo.manager, paths.remove(group.id))).status).toBe(204);
      expect((await api.get(demo.manager, paths.detail(group.id))).status).toBe(404);
    });
  });

  describe('GET get_impacted_group_members_by_department/', () => {
    it('groups members by department for the change team and the group’s leaders', async () => {
      const res = await api.get<MembersByDepartment>(
        demo.leader,
        paths.membersByDepartment(clinical),
      );
      expect(res.status).toBe(200);
      expect(res.body.map((d) => [d.department, d.count])).toEqual([
        ['Clinical Operations', 2],
        ['Patient Services', 1],
      ]);
      expect(res.body[0]?.department_id).toEqual(expect.any(Number));
      expect(res.body[1]?.members[0]).toMatchObject({ id: employee, is_leader: false });
      expect((await api.get(demo.employee, paths.membersByDepartment(clinical))).status).toBe(403);
    });
  });
});
