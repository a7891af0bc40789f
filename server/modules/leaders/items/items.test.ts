import { beforeAll, describe, expect, it } from 'vitest';
import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import type { ActivationCycle, NudgeStats } from '@contract/leaders/activation-cycles.schema';
import { leaderActionsPaths, leaderTasksPaths } from '@contract/leaders/leader-items';
import type {
  BulkUpdateResult,
  CycleTaskGroups,
  ItemStats,
  LeaderItem,
  LeaderItemPage,
  ProjectTaskStats,
} from '@contract/leaders/leader-items.schema';
import type { CopiedCount } from '@contract/leaders/shared.schema';
import { apiClient } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { dayFromToday, leaderWorld, type LeaderWorld } from '@tests/support/leaders-factories';
import { useTestServer } from '@tests/support/test-server';

describe('leader tasks and actions', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let w: LeaderWorld;
  let cycle: ActivationCycle;
  let mgr: string;
  const tasks: Record<string, LeaderItem> = {};
  const idOf = (key: string) => {
    const task = tasks[key];
    if (!task) throw new Error(`no task ${key}`);
    return task.id;
  };

  beforeAll(async () => {
    w = await leaderWorld(server.db, factories(server.db));
    mgr = w.people.manager.email;
    const made = await api.post<ActivationCycle>(mgr, activationCyclesPaths.create(), {
      project: w.project.id,
      name: 'Wave 1',
      start_date: dayFromToday(-10),
      end_date: dayFromToday(20),
      impacted_groups: [w.groupA.id, w.groupB.id],
    });
    cycle = made.body;
    const add = async (key: string, target: object, body: object) => {
      const res = await api.post<LeaderItem>(
        mgr,
        leaderTasksPaths.create({ activation_cycle_id: cycle.id, ...target }),
        body,
      );
      expect(res.status).toBe(201);
      tasks[key] = res.body;
    };
    await add(
      'late',
      { impacted_group_id: w.groupA.id },
      {
        title: 'Brief your team',
        owner: w.people.leaderA.id,
        due_date: dayFromToday(-2),
      },
    );
    await add(
      'soon',
      { impacted_group_id: w.groupA.id },
      {
        title: 'Hold a Q&A',
        due_date: dayFromToday(5),
      },
    );
    await add(
      'sales',
      { impacted_group_id: w.groupB.id },
      {
        title: 'Share the demo',
        owner: w.people.leaderB.id,
        due_date: dayFromToday(-1),
      },
    );
    await add('general', { is_general: true }, { title: 'Read the change story' });
  });

  it('derives Overdue and gives general tasks to every group', () => {
    expect(tasks.late).toMatchObject({ state: 'Overdue', is_general: false, can_edit: true });
    expect(tasks.late?.owner?.display_name).toBe('Ada Leader');
    expect(tasks.soon?.state).toBe('Open');
    expect(tasks.general).toMatchObject({ is_general: true, impacted_group: null });
  });

  it('refuses an owner who does not lead the group and a group outside the cycle', async () => {
    const wrongOwner = await api.post(
      mgr,
      leaderTasksPaths.create({ activation_cycle_id: cycle.id, impacted_group_id: w.groupA.id }),
      { title: 'x', owner: w.people.leaderB.id },
    );
    expect(wrongOwner.status).toBe(400);
    expect(wrongOwner.body).toEqual({ owner: ['Choose a leader of the group from the list.'] });
    const stray = await w.more.impactedGroup(w.org, w.project);
    const wrongGroup = await api.post(
      mgr,
      leaderTasksPaths.create({ activation_cycle_id: cycle.id, impacted_group_id: stray.id }),
      { title: 'x' },
    );
    expect(wrongGroup.status).toBe(400);
    const noTitle = await api.post(
      mgr,
      leaderTasksPaths.create({ activation_cycle_id: cycle.id }),
      {
        title: ' ',
      },
    );
    expect(noTitle.status).toBe(400);
  });

  it('shows a leader only their groups’ tasks, and lets them close but not edit', async () => {
    const forA = await api.get<LeaderItemPage>(
      w.people.leaderA.email,
      leaderTasksPaths.list({ activation_cycle_id: cycle.id }),
    );
    expect(forA.body.results.map((t) => t.title).sort()).toEqual(
      ['Brief your team', 'Hold a Q&A', 'Read the change story'].sort(),
    );
    const edit = await api.patch(w.people.leaderA.email, leaderTasksPaths.detail(idOf('soon')), {
      title: 'Renamed',
    });
    expect(edit.status).toBe(403);
    const foreign = await api.patch(
      w.people.leaderA.email,
      leaderTasksPaths.detail(idOf('sales')),
      { closed: true },
    );
    expect(foreign.status).toBe(404);
    const closed = await api.patch<LeaderItem>(
      w.people.leaderA.email,
      leaderTasksPaths.detail(idOf('soon')),
      { closed: true },
    );
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ state: 'Closed', closed_on_time: true });
    const employee = await api.get<LeaderItemPage>(
      w.people.employee.email,
      leaderTasksPaths.list({ personal_task: true }),
    );
    expect(employee.body.count).toBe(0);
  });

  it('filters by the catalogue’s every filter and answers stats', async () => {
    const list = (filters: Parameters<typeof leaderTasksPaths.list>[0], as = mgr) =>
      api.get<LeaderItemPage>(as, leaderTasksPaths.list(filters));
    const mineA = await list({ personal_task: true }, w.people.leaderA.email);
    expect(mineA.body.results.map((t) => t.title)).toContain('Brief your team');
    expect(mineA.body.results.map((t) => t.title)).not.toContain('Share the demo');
    const groupOnly = await list({
      project: w.project.id,
      impacted_group_id: w.groupB.id,
      is_impacted_group_level: true,
    });
    expect(groupOnly.body.results.map((t) => t.title)).toEqual(['Share the demo']);
    const withGeneral = await list({ project: w.project.id, impacted_group_id: w.groupB.id });
    expect(withGeneral.body.count).toBe(2);
    const generalOnly = await list({
      activation_cycle_id: cycle.id,
      is_impacted_group_level: false,
    });
    expect(generalOnly.body.results.map((t) => t.title)).toEqual(['Read the change story']);
    const open = await list({ activation_cycle_id: cycle.id, closed: false, page_size: 1 });
    expect(open.body.count).toBe(3);
    expect(open.body.results).toHaveLength(1);
    expect(open.body.next).toContain('page_number=2');
    const wizard = await list({ activation_cycle_id: cycle.id, is_in_wizard: true, page_size: 1 });
    expect(wizard.body.results).toHaveLength(4);
    const inTeams = await list({ isInTeams: true });
    expect(inTeams.body.count).toBe(0);
    const stats = await api.get<ItemStats>(
      mgr,
      leaderTasksPaths.list({ activation_cycle_id: cycle.id, statsOnly: true }),
    );
    expect(stats.body).toEqual({
      total: 4,
      open: 1,
      overdue: 2,
      closed: 1,
      due_so_far: 2,
      closed_on_time: 0,
    });
    const personal = await api.get<ItemStats>(
      w.people.leaderB.email,
      leaderTasksPaths.personalStats({ activation_cycle_id: cycle.id }),
    );
    expect(personal.body).toMatchObject({ total: 2, overdue: 1 });
    const filtered = await api.post<LeaderItemPage>(mgr, leaderTasksPaths.filter(w.project.id), {
      states: ['Overdue'],
      search: 'demo',
    });
    expect(filtered.body.results.map((t) => t.title)).toEqual(['Share the demo']);
    const byGroup = await api.post<CycleTaskGroups>(
      mgr,
      leaderTasksPaths.cycleFilter(cycle.id),
      {},
    );
    expect(byGroup.body.map((g) => [g.impacted_group?.name ?? null, g.stats.total])).toEqual([
      [null, 1],
      ['Finance', 2],
      ['Sales', 1],
    ]);
    const projectStats = await api.post<ProjectTaskStats>(
      mgr,
      leaderTasksPaths.projectStats(w.project.id),
      {},
    );
    expect(projectStats.body.totals.total).toBe(4);
    expect(projectStats.body.by_cycle).toHaveLength(1);
    const plan = cycle.impacted_groups.find((g) => g.id === w.groupB.id)?.plan_id ?? 0;
    const planTasks = await api.get<LeaderItemPage>(
      mgr,
      leaderTasksPaths.projectTasks(w.project.id, { leader_group_change_plan: plan }),
    );
    expect(planTasks.body.results.map((t) => t.title).sort()).toEqual([
      'Read the change story',
      'Share the demo',
    ]);
  });

  it('bulk edits and undoes with the previous values', async () => {
    const ids = [idOf('late'), idOf('sales')];
    const bulk = await api.patch<BulkUpdateResult>(mgr, leaderTasksPaths.bulkUpdate(w.project.id), {
      items: ids.map((id) => ({ id, closed: true, due_date: dayFromToday(3) })),
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.updated.every((t) => t.state === 'Closed')).toBe(true);
    const undo = await api.patch<BulkUpdateResult>(mgr, leaderTasksPaths.bulkUpdate(w.project.id), {
      items: bulk.body.previous,
    });
    expect(undo.body.updated.map((t) => t.state)).toEqual(['Overdue', 'Overdue']);
    const leaderBulk = await api.patch(
      w.people.leaderB.email,
      leaderTasksPaths.bulkUpdate(w.project.id),
      { items: [{ id: idOf('sales'), owner: null }] },
    );
    expect(leaderBulk.status).toBe(403);
  });

  it('copies tasks into another cycle with due dates shifted, and notifies leaders', async () => {
    const next = await api.post<ActivationCycle>(mgr, activationCyclesPaths.create(), {
      project: w.project.id,
      name: 'Wave 2',
      start_date: dayFromToday(20),
      end_date: dayFromToday(50),
      impacted_groups: [w.groupA.id],
    });
    const copied = await api.post<CopiedCount>(mgr, leaderTasksPaths.copy(cycle.id), {
      target_cycle_id: next.body.id,
    });
    // Sales is not in Wave 2: its task stays behind.
    expect(copied.body).toEqual({ copied: 3 });
    const inNext = await api.get<LeaderItemPage>(
      mgr,
      leaderTasksPaths.list({ activation_cycle_id: next.body.id }),
    );
    const late = inNext.body.results.find((t) => t.title === 'Brief your team');
    expect(late).toMatchObject({ due_date: dayFromToday(28), closed: false });
    expect(late?.id).not.toBe(idOf('late'));
    const stats = await api.post<NudgeStats>(mgr, activationCyclesPaths.nudgeStats(w.project.id), {
      activation_cycle_id: cycle.id,
    });
    const taskRows = stats.body.rows.filter((r) => r.item_kind === 'TASK');
    expect(taskRows.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(3);
    expect(stats.body.totals.opened).toBeLessThanOrEqual(stats.body.totals.delivered);
  });

  it('runs actions through the same rules', async () => {
    const made = await api.post<LeaderItem>(
      mgr,
      leaderActionsPaths.create({ activation_cycle_id: cycle.id, impacted_group_id: w.groupB.id }),
      { title: 'Walk the floor', due_date: dayFromToday(2) },
    );
    expect(made.body.kind).toBe('ACTION');
    const list = await api.get<LeaderItemPage>(
      w.people.leaderB.email,
      leaderActionsPaths.list({ activation_cycle_id: cycle.id }),
    );
    expect(list.body.results.map((a) => a.title)).toEqual(['Walk the floor']);
    // A task path does not reach an action.
    expect((await api.delete(mgr, leaderTasksPaths.detail(made.body.id))).status).toBe(404);
    const patched = await api.patch<LeaderItem>(mgr, leaderActionsPaths.detail(made.body.id), {
      title: 'Walk the floor twice',
    });
    expect(patched.body.title).toBe('Walk the floor twice');
    expect((await api.delete(mgr, leaderActionsPaths.detail(made.body.id))).status).toBe(204);
  });
});
