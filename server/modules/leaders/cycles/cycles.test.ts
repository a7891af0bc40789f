import { beforeAll, describe, expect, it } from 'vitest';
import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import { apiClient } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { dayFromToday, leaderWorld, type LeaderWorld } from '@tests/support/leaders-factories';
import { useTestServer } from '@tests/support/test-server';

describe('activation cycles', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let w: LeaderWorld;

  beforeAll(async () => {
    w = await leaderWorld(server.db, factories(server.db));
  });

  const create = (email: string, body: Record<string, unknown>) =>
    api.post<ActivationCycle>(email, activationCyclesPaths.create(), body);

  it('creates cycles for impacted groups and lists live ones first', async () => {
    const ended = await create(w.people.manager.email, {
      project: w.project.id,
      name: 'Pilot',
      start_date: dayFromToday(-60),
      end_date: dayFromToday(-30),
      impacted_groups: [w.groupA.id],
    });
    expect(ended.status).toBe(201);
    expect(ended.body.status).toBe('ENDED');
    const live = await create(w.people.manager.email, {
      project: w.project.id,
      name: 'Wave 1',
      start_date: dayFromToday(-5),
      end_date: dayFromToday(25),
      impacted_groups: [w.groupA.id, w.groupB.id],
    });
    expect(live.status).toBe(201);
    expect(live.body).toMatchObject({ status: 'LIVE', can_edit: true, name: 'Wave 1' });
    expect(live.body.impacted_groups.map((g) => g.name)).toEqual(['Finance', 'Sales']);
    expect(live.body.impacted_groups.every((g) => g.plan_id > 0)).toBe(true);
    // Each group names its leaders: the people who may own its tasks.
    expect(live.body.impacted_groups.map((g) => g.leaders.map((p) => p.display_name))).toEqual([
      ['Ada Leader'],
      ['Ben Leader'],
    ]);

    const all = await api.get<ActivationCycle[]>(
      w.people.manager.email,
      activationCyclesPaths.byProject(w.project.id),
    );
    expect(all.body.map((c) => c.name)).toEqual(['Wave 1', 'Pilot']);
    const liveOnly = await api.get<ActivationCycle[]>(
      w.people.manager.email,
      activationCyclesPaths.byProject(w.project.id, true),
    );
    expect(liveOnly.body.map((c) => c.name)).toEqual(['Wave 1']);

    // A leader sees the cycles of the groups they lead, and cannot change them.
    const forB = await api.get<ActivationCycle[]>(
      w.people.leaderB.email,
      activationCyclesPaths.byProject(w.project.id),
    );
    expect(forB.body.map((c) => [c.name, c.can_edit])).toEqual([['Wave 1', false]]);
    const byGroup = await api.get<ActivationCycle[]>(
      w.people.manager.email,
      activationCyclesPaths.byGroup(w.groupB.id, true),
    );
    expect(byGroup.body.map((c) => c.name)).toEqual(['Wave 1']);
    expect(byGroup.body[0]?.nudge_stats).toEqual({ sent: 0, delivered: 0, opened: 0, acted: 0 });
  });

  it('refuses bad dates, foreign groups and people off the team', async () => {
    const other = await w.make.project(w.org, { team: [w.people.manager] });
    const foreign = await w.more.impactedGroup(w.org, other);
    const bad = await create(w.people.manager.email, {
      project: w.project.id,
      name: 'Backwards',
      start_date: dayFromToday(10),
      end_date: dayFromToday(1),
      impacted_groups: [foreign.id],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ end_date: ['The end date cannot be before the start date.'] });
    const wrongGroup = await create(w.people.manager.email, {
      project: w.project.id,
      name: 'Elsewhere',
      start_date: dayFromToday(1),
      end_date: dayFromToday(10),
      impacted_groups: [foreign.id],
    });
    expect(wrongGroup.status).toBe(400);
    expect(Object.keys(wrongGroup.body as object)).toEqual(['impacted_groups']);
    const denied = await create(w.people.offTeam.email, {
      project: w.project.id,
      name: 'Not mine',
      start_date: dayFromToday(1),
      end_date: dayFromToday(10),
      impacted_groups: [w.groupA.id],
    });
    expect(denied.status).toBe(403);
    const leader = await create(w.people.leaderA.email, {
      project: w.project.id,
      name: 'Not mine',
      start_date: dayFromToday(1),
      end_date: dayFromToday(10),
      impacted_groups: [w.groupA.id],
    });
    expect(leader.status).toBe(403);
  });

  it('updates dates against the stored ones and deletes', async () => {
    const made = await create(w.people.manager.email, {
      project: w.project.id,
      name: 'Wave 2',
      start_date: dayFromToday(30),
      end_date: dayFromToday(60),
      impacted_groups: [w.groupA.id],
    });
    const path = activationCyclesPaths.detail(made.body.id);
    const early = await api.patch(w.people.manager.email, path, { end_date: dayFromToday(20) });
    expect(early.status).toBe(400);
    const moved = await api.patch<ActivationCycle>(w.people.manager.email, path, {
      name: 'Wave 2 (moved)',
      impacted_groups: [w.groupB.id],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.impacted_groups.map((g) => g.id)).toEqual([w.groupB.id]);
    expect((await api.delete(w.people.offTeam.email, path)).status).toBe(403);
    expect((await api.delete(w.people.manager.email, path)).status).toBe(204);
    expect((await api.delete(w.people.manager.email, path)).status).toBe(404);
  });
});
