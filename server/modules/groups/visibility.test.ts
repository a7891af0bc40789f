import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { impactedGroupsPaths } from '../../../contract/groups/impacted-groups';
import { projectsPaths } from '../../../contract/projects/projects';
import { apiClient, seededId, seededPeople, seededProjects } from '../../../tests/support/api';
import { demo, useTestServer } from '../../../tests/support/test-server';

/**
 * Who reads a project, as a matrix: staff read every project; LEADER and EMPLOYEE read those
 * whose team they are on and those with a group they belong to — directly, or through a global
 * group the project links — while that group is not archived.
 */
describe('project visibility through groups', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let hybrid: number;
  let sam: string;
  beforeAll(async () => {
    hybrid = await seededId(server, 'projects', seededProjects.hybrid);
    sam = seededPeople.sam;
  });
  const status = async (as: string) => (await api.get(as, projectsPaths.detail(hybrid))).status;

  it('starts with the hybrid working project hidden from leaders and employees off its team', async () => {
    for (const who of [demo.leader, demo.employee, sam, seededPeople.tom])
      expect(await status(who)).toBe(404);
    for (const who of [demo.admin, demo.office, demo.manager]) expect(await status(who)).toBe(200);
  });

  it('opens it to the members of a global group linked to it, leaders and employees alike', async () => {
    const global = (
      await server.db.execute<{ id: number }>(
        sql`SELECT id FROM global_impacted_groups WHERE name = 'Leeds site'`,
      )
    ).rows[0]?.id;
    const linked = await api.post<{ id: number }>(demo.office, impactedGroupsPaths.create(hybrid), {
      global_impacted_group: global,
    });
    expect(linked.status).toBe(201);
    expect(await status(demo.leader)).toBe(200); // Leeds leader
    expect(await status(demo.employee)).toBe(200); // Leeds employee
    expect(await status(sam)).toBe(404); // London
    expect(await status(seededPeople.tom)).toBe(404);
    expect(await status(demo.otherAdmin)).toBe(404);
    const list = await api.get<{ results: { id: number }[] }>(demo.employee, projectsPaths.list());
    expect(list.body.results.map((p) => p.id)).toContain(hybrid);
    await api.patch(demo.office, impactedGroupsPaths.update(hybrid, linked.body.id), {
      archived: true,
    });
    expect(await status(demo.employee)).toBe(404);
    await api.delete(demo.office, impactedGroupsPaths.update(hybrid, linked.body.id));
  });

  it('opens it to the own members of a stakeholder or sponsor group of the project', async () => {
    const samId = await seededId(server, 'user_profiles', sam);
    const res = await api.post(demo.office, `projects/${hybrid}/groups/`, {
      name: 'Sponsors',
      group_type: 'Sponsor',
      leaders: [samId],
    });
    expect(res.status).toBe(201);
    expect(await status(sam)).toBe(200);
    expect(await status(demo.leader)).toBe(404);
    // Reading is all it gives: a sponsor still cannot edit the project.
    expect((await api.patch(sam, projectsPaths.update(hybrid), { name: 'x' })).status).toBe(403);
  });
});
