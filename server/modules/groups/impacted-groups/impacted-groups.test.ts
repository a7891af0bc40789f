import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import type { GroupMember } from '../../../../contract/groups/group-members.schema';
import { impactedGroupsPaths as paths } from '../../../../contract/groups/impacted-groups';
import type {
  ImpactedGroup,
  ImpactedGroupStats,
} from '../../../../contract/groups/impacted-groups.schema';
import { apiClient, seededId, seededProjects } from '../../../../tests/support/api';
import { demo, useTestServer } from '../../../../tests/support/test-server';

describe('impacted groups of a project', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let epr: number;
  let hybrid: number;
  let clinical: number;
  let technology: number;
  beforeAll(async () => {
    epr = await seededId(server, 'projects', seededProjects.epr);
    hybrid = await seededId(server, 'projects', seededProjects.hybrid);
    const id = async (q: ReturnType<typeof sql>) =>
      (await server.db.execute<{ id: number }>(q)).rows[0]?.id ?? 0;
    clinical = await id(
      sql`SELECT id FROM project_groups WHERE name = 'Clinical and patient-facing staff'`,
    );
    technology = await id(
      sql`SELECT id FROM global_impacted_groups WHERE name = 'Technology and digital'`,
    );
  });

  it('lists a project’s impacted groups with their load, or the one asked for', async () => {
    const res = await api.get<ImpactedGroup[]>(demo.employee, paths.list(epr));
    expect(res.status).toBe(200);
    expect(
      res.body.map((g) => [g.name, g.audience_band, g.change_count, g.highest_impact_level]),
    ).toEqual([
      ['Clinical and patient-facing staff', '51-100', 4, 'VERY_HIGH'],
      ['Leeds site', '11-20', 2, 'HIGH'],
    ]);
    const one = await api.get<ImpactedGroup[]>(demo.manager, paths.current(epr, clinical));
    expect(one.body.map((g) => g.id)).toEqual([clinical]);
    expect((await api.get(demo.manager, paths.current(hybrid, clinical))).status).toBe(404);
    const bad = await api.get<FieldErrors>(demo.manager, 'impacted-groups/');
    expect(bad.status).toBe(400);
    expect(bad.body.project).toBeDefined();
  });

  it('answers one group, its members (to leaders and the change team) or its load', async () => {
    const detail = await api.get<ImpactedGroup>(demo.employee, paths.detail(clinical));
    expect(detail.body).toMatchObject({
      id: clinical,
      global_impacted_group: { name: 'Clinical and patient-facing staff' },
    });
    const members = await api.get<GroupMember[]>(
      demo.leader,
      paths.detail(clinical, { membersOnly: true }),
    );
    expect(members.body.map((m) => [m.display_name, m.is_leader])).toEqual([
      ['Leo Leader', true],
      ['Sam Sponsor', true],
      ['Emma Employee', false],
    ]);
    // Emma is on the EPR team, so she sees the members too; Tom is not and cannot.
    await server.db.execute(
      sql`DELETE FROM project_team_members WHERE user_id = (SELECT id FROM user_profiles WHERE email = ${demo.employee})`,
    );
    expect(
      (await api.get(demo.employee, paths.detail(clinical, { membersOnly: true }))).status,
    ).toBe(403);
    const stats = await api.get<ImpactedGroupStats>(
      demo.manager,
      paths.detail(clinical, { engagementStatsOnly: true }),
    );
    expect(stats.body).toEqual({
      member_count: 3,
      leader_count: 2,
      change_count: 4,
      changes_in_deployment: 1,
      hours_per_person_total: 12.5,
      impact_levels: { VERY_HIGH: 1, HIGH: 1, MEDIUM: 1, LOW: 1 },
    });
    expect((await api.get(demo.otherAdmin, paths.detail(clinical))).status).toBe(404);
  });

  it('links a global group to a project with a size band, once, and unlinks it', async () => {
    const res = await api.post<ImpactedGroup>(demo.office, paths.create(hybrid), {
      global_impacted_group: technology,
      audience_band: '21-50',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Technology and digital',
      group_type: 'Impacted',
      audience_band: '21-50',
      member_count: 2,
    });
    const twice = await api.post<FieldErrors>(demo.office, paths.create(hybrid), {
      global_impacted_group: technology,
    });
    expect(twice.body.global_impacted_group).toEqual([
      'This group is already linked to the project.',
    ]);
    const band = await api.post<FieldErrors>(demo.office, paths.create(hybrid), {
      global_impacted_group: technology,
      audience_band: '7',
    });
    expect(band.status).toBe(400);
    const updated = await api.patch<ImpactedGroup>(demo.office, paths.update(hybrid, res.body.id), {
      audience_band: '100+',
    });
    expect(updated.body.audience_band).toBe('100+');
    expect(
      (await api.patch(demo.leader, paths.update(hybrid, res.body.id), { audience_band: '1-10' }))
        .status,
    ).toBe(404);
    expect((await api.delete(demo.office, paths.update(hybrid, res.body.id))).status).toBe(204);
    expect((await api.get(demo.office, paths.detail(res.body.id))).status).toBe(404);
  });

  it('refuses to unlink a group whose changes are rated, and a non-impacted group', async () => {
    const used = await api.delete<{ detail: string }>(demo.manager, paths.update(epr, clinical));
    expect(used.status).toBe(409);
    const sponsor =
      (
        await server.db.execute<{ id: number }>(
          sql`SELECT id FROM project_groups WHERE name = 'Executive sponsors'`,
        )
      ).rows[0]?.id ?? 0;
    expect((await api.patch(demo.manager, paths.update(epr, sponsor), { notes: 'x' })).status).toBe(
      404,
    );
  });
});
