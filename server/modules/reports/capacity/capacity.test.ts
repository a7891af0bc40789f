import { beforeAll, describe, expect, it } from 'vitest';
import { capacityPaths } from '../../../../contract/reports/capacity';
import type { GroupCapacity } from '../../../../contract/reports/capacity.schema';
import { reportPatterns } from '../../../../contract/reports/portfolio';
import type { Dashboard, Heatmap } from '../../../../contract/reports/portfolio.schema';
import { globalImpactedGroups } from '../../../db/schema/global-impacted-groups';
import { projectGroups } from '../../../db/schema/project-groups';
import { withTenant } from '../../../db/tenant';
import { activityFactories } from '@tests/support/activity-factories';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

// Monday 4 March 2030 to Sunday 17 March: two weekly columns.
const filters = { start_date: '2030-03-04', end_date: '2030-03-17' };

describe('per-group capacity thresholds', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let office: MadeUser;
  let manager: MadeUser;
  let employee: MadeUser;
  let strangerGroup: number;
  let clinical: { id: number; key: string };
  let finance: { id: number; key: string };

  beforeAll(async () => {
    const make = factories(server.db);
    const more = activityFactories(server.db);
    const org = await make.organisation();
    const other = await make.organisation();
    office = await make.user(org, { role: 'CHANGE_OFFICE' });
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    const project = await make.project(org, { team: [manager] });
    // Two organisation groups, each with the project's own group drawn from it.
    const orgGroup = async (name: string) =>
      withTenant(server.db, org.id, async (tx) => {
        const [g] = await tx
          .insert(globalImpactedGroups)
          .values({ name })
          .returning({ id: globalImpactedGroups.id });
        if (!g) throw new Error('group not created');
        const [pg] = await tx
          .insert(projectGroups)
          .values({
            projectId: project.id,
            name,
            groupType: 'Impacted',
            groupRole: 'IMPACTED_EMPLOYEES',
            globalImpactedGroupId: g.id,
          })
          .returning({ id: projectGroups.id });
        if (!pg) throw new Error('project group not created');
        return { id: g.id, key: `g${g.id}`, projectGroup: pg };
      });
    const c = await orgGroup('Clinical staff');
    const f = await orgGroup('Finance');
    clinical = c;
    finance = f;
    strangerGroup = await withTenant(server.db, other.id, async (tx) => {
      const [g] = await tx
        .insert(globalImpactedGroups)
        .values({ name: 'Elsewhere' })
        .returning({ id: globalImpactedGroups.id });
      return g?.id ?? 0;
    });
    // Week 1: a HIGH (4) change for both groups; week 2: a VERY_HIGH (5) one for both.
    const first = await make.change(org, project, { name: 'Order sets' });
    const second = await make.change(org, project, { name: 'Bedside scanning' });
    await more.changeImpact(org, first, '2030-03-06', [
      { group: c.projectGroup, level: 'HIGH' },
      { group: f.projectGroup, level: 'HIGH' },
    ]);
    await more.changeImpact(org, second, '2030-03-13', [
      { group: c.projectGroup, level: 'VERY_HIGH', hours: 4 },
      { group: f.projectGroup, level: 'VERY_HIGH', hours: 4 },
    ]);
  });

  const heatmap = async () =>
    (await api.post<Heatmap>(office.email, reportPatterns.goLiveHeatmap, { filters })).body;

  it('colours a group’s row by its own capacity and raises alerts where it is over', async () => {
    const before = await heatmap();
    // The organisation's thresholds (5, 10, 15): 4 is low, 5 medium.
    expect(before.rows.find((r) => r.key === clinical.key)?.levels).toEqual(['low', 'medium']);
    expect(before.alerts).toEqual([]);

    const set = await api.put<GroupCapacity>(office.email, capacityPaths.item(clinical.id), {
      medium: 2,
      high: 4,
      very_high: 5,
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      group: { id: clinical.id, key: clinical.key, name: 'Clinical staff' },
      medium: 2,
      high: 4,
      very_high: 5,
    });
    const after = await heatmap();
    const row = after.rows.find((r) => r.key === clinical.key);
    expect(row?.levels).toEqual(['high', 'very_high']);
    expect(row?.capacity).toEqual({ medium: 2, high: 4, very_high: 5 });
    // Finance keeps the organisation's thresholds.
    expect(after.rows.find((r) => r.key === finance.key)?.levels).toEqual(['low', 'medium']);
    expect(after.alerts?.map((a) => [a.name, a.column, a.value, a.level, a.capacity])).toEqual([
      ['Clinical staff', '2030-03-04', 4, 'high', 4],
      ['Clinical staff', '2030-03-11', 5, 'very_high', 4],
    ]);
    // The dashboard's overload alerts read the time heatmap by the same capacity: 4 h is over
    // Clinical staff's own high (4), not the organisation's (10) that Finance keeps.
    const board = await api.post<Dashboard>(office.email, reportPatterns.dashboard, { filters });
    expect(board.body.overloaded_groups.map((g) => [g.name, g.peak_hours, g.week])).toEqual([
      ['Clinical staff', 4, '2030-03-11'],
    ]);
    // Replacing keeps one row per group; a manager reads the list.
    await api.put(office.email, capacityPaths.item(clinical.id), {
      medium: 3,
      high: 5,
      very_high: 8,
    });
    const list = await api.get<GroupCapacity[]>(manager.email, capacityPaths.list());
    expect(list.body.map((t) => [t.group.name, t.medium, t.high, t.very_high])).toEqual([
      ['Clinical staff', 3, 5, 8],
    ]);
    expect((await heatmap()).alerts?.map((a) => a.column)).toEqual(['2030-03-11']);

    expect((await api.delete(office.email, capacityPaths.item(clinical.id))).status).toBe(204);
    expect((await heatmap()).rows.find((r) => r.key === clinical.key)?.capacity).toBeUndefined();
    expect((await api.delete(office.email, capacityPaths.item(clinical.id))).status).toBe(404);
  });

  it('says which threshold is wrong when they do not rise', async () => {
    const res = await api.put(office.email, capacityPaths.item(finance.id), {
      medium: 6,
      high: 4,
      very_high: -1,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      high: ['High cannot be below medium.'],
      very_high: ['A threshold cannot be negative.'],
    });
  });

  it('is set by admins and the change office only, for their own organisation’s groups', async () => {
    const body = { medium: 1, high: 2, very_high: 3 };
    expect((await api.put(manager.email, capacityPaths.item(finance.id), body)).status).toBe(403);
    expect((await api.get(employee.email, capacityPaths.list())).status).toBe(403);
    expect((await api.put(office.email, capacityPaths.item(strangerGroup), body)).status).toBe(404);
    expect((await api.get<GroupCapacity[]>(office.email, capacityPaths.list())).body).toEqual([]);
  });
});
