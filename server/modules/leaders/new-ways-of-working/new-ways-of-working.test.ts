import { beforeAll, describe, expect, it } from 'vitest';
import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import type {
  ActivationCycle,
  CycleActivity,
  CycleCopyPreview,
} from '@contract/leaders/activation-cycles.schema';
import type { CyclePlan } from '@contract/leaders/cycle-plan.schema';
import { leaderTasksPaths } from '@contract/leaders/leader-items';
import { newWaysOfWorkingPaths } from '@contract/leaders/new-ways-of-working';
import type {
  AdoptionStats,
  HighConsistencyCount,
  NewWayOfWorking,
  ObservationalSurvey,
} from '@contract/leaders/new-ways-of-working.schema';
import type { CopiedCount } from '@contract/leaders/shared.schema';
import { apiClient } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { dayFromToday, leaderWorld, type LeaderWorld } from '@tests/support/leaders-factories';
import { useTestServer } from '@tests/support/test-server';

describe('new ways of working and cycle plans', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let w: LeaderWorld;
  let cycle: ActivationCycle;
  let mgr: string;
  const behaviours: NewWayOfWorking[] = [];

  beforeAll(async () => {
    w = await leaderWorld(server.db, factories(server.db));
    mgr = w.people.manager.email;
    cycle = (
      await api.post<ActivationCycle>(mgr, activationCyclesPaths.create(), {
        project: w.project.id,
        name: 'Wave 1',
        start_date: dayFromToday(-7),
        end_date: dayFromToday(7),
        impacted_groups: [w.groupA.id, w.groupB.id],
      })
    ).body;
    for (const title of ['Plan the week in the shared board', 'Log requests in the new tool']) {
      const res = await api.post<NewWayOfWorking>(mgr, newWaysOfWorkingPaths.create(), {
        activation_cycle: cycle.id,
        title,
      });
      expect(res.status).toBe(201);
      behaviours.push(res.body);
    }
    await api.post(
      mgr,
      leaderTasksPaths.create({ activation_cycle_id: cycle.id, is_general: true }),
      {
        title: 'Talk about the new board',
        due_date: dayFromToday(1),
      },
    );
  });

  it('takes leaders’ observations and counts behaviours with high average consistency', async () => {
    const survey = await api.get<ObservationalSurvey>(
      w.people.leaderA.email,
      newWaysOfWorkingPaths.observationalSurvey(),
    );
    expect(survey.body).toHaveLength(1);
    expect(survey.body[0]?.impacted_group.name).toBe('Finance');
    expect(survey.body[0]?.behaviours.map((b) => b.my_rating)).toEqual([null, null]);
    const [board, tool] = behaviours;
    const rate = (email: string, group: number, ratings: [number, number][]) =>
      api.post<ObservationalSurvey>(email, newWaysOfWorkingPaths.submitObservations(), {
        impacted_group: group,
        ratings: ratings.map(([id, consistency]) => ({ new_way_of_working: id, consistency })),
      });
    expect(
      (
        await rate(w.people.leaderA.email, w.groupA.id, [
          [board?.id ?? 0, 5],
          [tool?.id ?? 0, 2],
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await rate(w.people.leaderB.email, w.groupB.id, [
          [board?.id ?? 0, 4],
          [tool?.id ?? 0, 3],
        ])
      ).status,
    ).toBe(200);
    // A leader cannot rate a group they do not lead.
    expect((await rate(w.people.leaderB.email, w.groupA.id, [[board?.id ?? 0, 1]])).status).toBe(
      400,
    );
    expect((await rate(w.people.leaderA.email, w.groupA.id, [[board?.id ?? 0, 6]])).status).toBe(
      400,
    );
    const list = await api.get<NewWayOfWorking[]>(mgr, newWaysOfWorkingPaths.list(cycle.id));
    expect(list.body.map((b) => [b.average_consistency, b.ratings, b.high_consistency])).toEqual([
      [4.5, 2, true],
      [2.5, 2, false],
    ]);
    const count = await api.get<HighConsistencyCount>(
      mgr,
      newWaysOfWorkingPaths.highConsistency({ projectId: w.project.id }),
    );
    expect(count.body).toEqual({ count: 1, total: 2, threshold: 4 });
    const adoption = await api.get<AdoptionStats>(
      mgr,
      newWaysOfWorkingPaths.adoption(w.project.id),
    );
    expect(adoption.body.projects).toEqual([
      {
        project: w.project.id,
        name: expect.any(String) as string,
        behaviours: 2,
        rated: 2,
        adopted: 1,
        adoption_rate: 50,
      },
    ]);
    const edit = await api.patch(
      w.people.leaderA.email,
      newWaysOfWorkingPaths.detail(board?.id ?? 0),
      {
        title: 'x',
      },
    );
    expect(edit.status).toBe(403);
  });

  it('answers the whole plan, previews a copy, copies the cycle and its behaviours', async () => {
    const plan = await api.get<CyclePlan>(mgr, activationCyclesPaths.plan(cycle.id));
    expect(plan.body.tasks.map((t) => t.title)).toEqual(['Talk about the new board']);
    expect(plan.body.new_ways_of_working).toHaveLength(2);
    const preview = await api.get<CycleCopyPreview>(
      mgr,
      activationCyclesPaths.plan(cycle.id, { create: true, start_date: dayFromToday(14) }),
    );
    expect(preview.body).toMatchObject({
      start_date: dayFromToday(14),
      end_date: dayFromToday(28),
      shift_days: 21,
      tasks: [{ title: 'Talk about the new board', due_date: dayFromToday(22) }],
    });
    const copy = await api.post<ActivationCycle>(mgr, activationCyclesPaths.copy(cycle.id), {
      name: 'Wave 2',
      start_date: dayFromToday(14),
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      end_date: dayFromToday(28),
      copied_from: cycle.id,
      status: 'UPCOMING',
    });
    const copied = await api.get<CyclePlan>(mgr, activationCyclesPaths.plan(copy.body.id));
    expect(copied.body.tasks.map((t) => [t.title, t.due_date])).toEqual([
      ['Talk about the new board', dayFromToday(22)],
    ]);
    // Copies start without ratings: nothing is shared with the source.
    expect(copied.body.new_ways_of_working.map((b) => b.ratings)).toEqual([0, 0]);
    const again = await api.post<CopiedCount>(
      mgr,
      activationCyclesPaths.copyNewWaysOfWorking(cycle.id),
      {
        target_cycle_id: copy.body.id,
        ids: [behaviours[0]?.id ?? 0],
      },
    );
    expect(again.body).toEqual({ copied: 1 });
    const activities = await api.get<CycleActivity[]>(
      mgr,
      activationCyclesPaths.activities(cycle.id),
    );
    expect(activities.status).toBe(200);
    expect(activities.body).toEqual([]);
  });
});
