import { beforeAll, describe, expect, it } from 'vitest';
import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import { keyMessagesPaths } from '@contract/leaders/key-messages';
import type { KeyMessage } from '@contract/leaders/key-messages.schema';
import type { CopiedCount } from '@contract/leaders/shared.schema';
import { apiClient } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { dayFromToday, leaderWorld, type LeaderWorld } from '@tests/support/leaders-factories';
import { useTestServer } from '@tests/support/test-server';

describe('key messages', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let w: LeaderWorld;
  let cycle: ActivationCycle;
  let mgr: string;
  const made: KeyMessage[] = [];

  beforeAll(async () => {
    w = await leaderWorld(server.db, factories(server.db));
    mgr = w.people.manager.email;
    cycle = (
      await api.post<ActivationCycle>(mgr, activationCyclesPaths.create(), {
        project: w.project.id,
        name: 'Wave 1',
        start_date: dayFromToday(0),
        end_date: dayFromToday(30),
        impacted_groups: [w.groupA.id, w.groupB.id],
      })
    ).body;
    for (const [title, group] of [
      ['Why we change', null],
      ['What changes for Finance', w.groupA.id],
      ['What changes for Sales', w.groupB.id],
      ['Where to get help', null],
    ] as const) {
      const res = await api.post<KeyMessage>(mgr, keyMessagesPaths.create(cycle.id), {
        title,
        body: `${title}: details`,
        impacted_group: group,
      });
      expect(res.status).toBe(201);
      made.push(res.body);
    }
  });

  const titles = (list: KeyMessage[]) => list.map((m) => m.title);

  it('lists in order, and a leader sees their group’s and the general ones', async () => {
    const all = await api.get<KeyMessage[]>(
      mgr,
      keyMessagesPaths.list({ activation_cycle: cycle.id }),
    );
    expect(titles(all.body)).toEqual([
      'Why we change',
      'What changes for Finance',
      'What changes for Sales',
      'Where to get help',
    ]);
    const forA = await api.get<KeyMessage[]>(
      w.people.leaderA.email,
      keyMessagesPaths.list({ project: w.project.id }),
    );
    expect(titles(forA.body)).toEqual([
      'Why we change',
      'What changes for Finance',
      'Where to get help',
    ]);
    expect(forA.body.every((m) => !m.can_edit)).toBe(true);
    // The leader's own view: their groups' messages in live cycles, named by cycle.
    const own = await api.get<KeyMessage[]>(
      w.people.leaderA.email,
      keyMessagesPaths.list({ personal: true }),
    );
    expect(own.body.map((m) => [m.cycle_name, m.title])).toEqual([
      ['Wave 1', 'Why we change'],
      ['Wave 1', 'What changes for Finance'],
      ['Wave 1', 'Where to get help'],
    ]);
    // A change manager leads no group: nothing of their own to pass on.
    const mine = await api.get<KeyMessage[]>(mgr, keyMessagesPaths.list({ personal: true }));
    expect(mine.body).toEqual([]);
    const edit = await api.patch(
      w.people.leaderA.email,
      keyMessagesPaths.detail(made[0]?.id ?? 0),
      {
        title: 'Mine now',
      },
    );
    expect(edit.status).toBe(403);
  });

  it('reorders one group’s plan, keeping the other group’s message in place', async () => {
    const planA = cycle.impacted_groups.find((g) => g.id === w.groupA.id)?.plan_id ?? 0;
    const ids = (t: string[]) => t.map((title) => made.find((m) => m.title === title)?.id ?? 0);
    const reordered = await api.put<KeyMessage[]>(
      mgr,
      keyMessagesPaths.reorder(w.project.id, planA),
      { ids: ids(['Where to get help', 'Why we change', 'What changes for Finance']) },
    );
    expect(reordered.status).toBe(200);
    expect(titles(reordered.body)).toEqual([
      'Where to get help',
      'Why we change',
      'What changes for Finance',
    ]);
    const all = await api.get<KeyMessage[]>(
      mgr,
      keyMessagesPaths.list({ activation_cycle: cycle.id }),
    );
    expect(titles(all.body)).toEqual([
      'Where to get help',
      'Why we change',
      'What changes for Sales',
      'What changes for Finance',
    ]);
    expect(all.body.map((m) => m.position)).toEqual([1, 2, 3, 4]);
    const partial = await api.put(mgr, keyMessagesPaths.reorder(w.project.id, planA), {
      ids: ids(['Why we change']),
    });
    expect(partial.status).toBe(400);
    const byLeader = await api.put(
      w.people.leaderA.email,
      keyMessagesPaths.reorder(w.project.id, planA),
      { ids: ids(['Where to get help', 'Why we change', 'What changes for Finance']) },
    );
    expect(byLeader.status).toBe(403);
  });

  it('copies into another cycle as new rows, edits and deletes', async () => {
    const next = await api.post<ActivationCycle>(mgr, activationCyclesPaths.create(), {
      project: w.project.id,
      name: 'Wave 2',
      start_date: dayFromToday(31),
      end_date: dayFromToday(60),
      impacted_groups: [w.groupB.id],
    });
    const copied = await api.post<CopiedCount>(mgr, keyMessagesPaths.copy(cycle.id), {
      target_cycle_id: next.body.id,
    });
    expect(copied.body).toEqual({ copied: 3 });
    const inNext = await api.get<KeyMessage[]>(
      mgr,
      keyMessagesPaths.list({ activation_cycle: next.body.id }),
    );
    const first = inNext.body[0];
    expect(first?.title).toBe('Where to get help');
    const renamed = await api.patch<KeyMessage>(mgr, keyMessagesPaths.detail(first?.id ?? 0), {
      title: 'Help, in wave 2',
    });
    expect(renamed.body.title).toBe('Help, in wave 2');
    const original = await api.get<KeyMessage[]>(
      mgr,
      keyMessagesPaths.list({ activation_cycle: cycle.id }),
    );
    expect(titles(original.body)).toContain('Where to get help');
    const wrongGroup = await api.patch(mgr, keyMessagesPaths.detail(first?.id ?? 0), {
      impacted_group: w.groupA.id,
    });
    expect(wrongGroup.status).toBe(400);
    expect((await api.delete(mgr, keyMessagesPaths.detail(first?.id ?? 0))).status).toBe(204);
  });
});
