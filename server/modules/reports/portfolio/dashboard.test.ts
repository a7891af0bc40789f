import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeImpactPaths } from '@contract/assessments/change-impact';
import type { ChangeImpactAssessment } from '@contract/assessments/change-impact.schema';
import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import { phaseCodes } from '@contract/projects/phases';
import { keyMessagesPaths } from '@contract/leaders/key-messages';
import type { KeyMessage } from '@contract/leaders/key-messages.schema';
import { leaderTasksPaths } from '@contract/leaders/leader-items';
import type { LeaderItem } from '@contract/leaders/leader-items.schema';
import { newWaysOfWorkingPaths } from '@contract/leaders/new-ways-of-working';
import { reportPatterns } from '@contract/reports/portfolio';
import type { Dashboard, PortfolioProject } from '@contract/reports/portfolio.schema';
import { apiClient } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { dayFromToday, leaderWorld, type LeaderWorld } from '@tests/support/leaders-factories';
import { useTestServer } from '@tests/support/test-server';

describe('the portfolio dashboard', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let w: LeaderWorld;
  let hidden: { id: number };
  let office: string;

  beforeAll(async () => {
    const make = factories(server.db);
    w = await leaderWorld(server.db, make);
    office = (await make.user(w.org, { role: 'CHANGE_OFFICE' })).email;
    const mgr = w.people.manager.email;
    // A project the team's change manager is not on: the office sees it, the manager does not.
    hidden = await make.project(w.org, { team: [w.people.offTeam] });
    await make.change(w.org, hidden, { name: 'Hidden change' });
    const change = await make.change(w.org, w.project, { name: 'New ledger' });
    const impact = await api.post<ChangeImpactAssessment>(
      mgr,
      changeImpactPaths.create(w.project.id),
      {},
    );
    await api.patch(mgr, changeImpactPaths.detail(impact.body.id), {
      ratings: [{ change: change.id, impacted_group: w.groupA.id, rating: 'VERY_HIGH' }],
    });

    const cycle = (
      await api.post<ActivationCycle>(mgr, activationCyclesPaths.create(), {
        project: w.project.id,
        name: 'Wave 1',
        start_date: dayFromToday(-20),
        end_date: dayFromToday(10),
        impacted_groups: [w.groupA.id, w.groupB.id],
      })
    ).body;
    const task = async (due: string, title: string) =>
      (
        await api.post<LeaderItem>(
          mgr,
          leaderTasksPaths.create({
            activation_cycle_id: cycle.id,
            impacted_group_id: w.groupA.id,
          }),
          { title, due_date: due },
        )
      ).body;
    const onTime = await task(dayFromToday(-5), 'On time');
    await task(dayFromToday(-3), 'Never closed');
    await server.db.execute(
      sql`UPDATE leader_items SET closed = true, closed_at = ${`${dayFromToday(-6)}T12:00:00Z`}::timestamptz WHERE id = ${onTime.id}`,
    );
    const message = await api.post<KeyMessage>(mgr, keyMessagesPaths.create(cycle.id), {
      title: 'Why we change',
    });
    await api.post(w.people.leaderA.email, activationCyclesPaths.opened(cycle.id), {
      item_kind: 'KEY_MESSAGE',
      item_ids: [message.body.id],
    });
    const behaviour = await api.post<{ id: number }>(mgr, newWaysOfWorkingPaths.create(), {
      activation_cycle: cycle.id,
      title: 'Plan the week together',
    });
    await api.post<{ id: number }>(mgr, newWaysOfWorkingPaths.create(), {
      activation_cycle: cycle.id,
      title: 'Share the numbers',
    });
    await api.post(w.people.leaderA.email, newWaysOfWorkingPaths.submitObservations(), {
      impacted_group: w.groupA.id,
      ratings: [{ new_way_of_working: behaviour.body.id, consistency: 5 }],
    });
  });

  it('rolls up readiness and risk, leader scores and adoption from their areas', async () => {
    const res = await api.post<Dashboard>(w.people.manager.email, reportPatterns.dashboard, {
      filters: { projects: [w.project.id] },
    });
    expect(res.status).toBe(200);
    const { readiness, leader_scores: leaders, nwow_adoption: nwow } = res.body;
    expect(readiness.attention.map((c) => c.name)).toEqual(['New ledger']);
    expect(readiness.attention[0]?.reasons).toContain('Very high impact on Finance');
    expect(readiness.by_level.reduce((n, l) => n + l.count, 0)).toBe(1);
    // One of the two Finance tasks due so far was closed on time; one of two leaders engaged.
    expect(leaders.activation).toMatchObject({ score: 50, numerator: 1, denominator: 2 });
    expect(leaders.engagement).toMatchObject({ score: 50, numerator: 1, denominator: 2 });
    expect(leaders.project_count).toBe(1);
    // One of two behaviours is rated 4 or more on average.
    expect(nwow).toMatchObject({ behaviours: 2, adopted: 1, adoption_rate: 50 });
  });

  it('reads the projects the caller may read, and refuses those who may not see it', async () => {
    // Change managers read every project of the organisation (the projects area's one rule).
    const mine = await api.post<PortfolioProject[]>(
      w.people.manager.email,
      reportPatterns.filterProjects,
      {},
    );
    expect(mine.body.map((p) => p.id).sort()).toEqual([w.project.id, hidden.id].sort());
    const all = await api.post<Dashboard>(office, reportPatterns.dashboard, {});
    expect(all.body.totals.projects).toBe(2);
    expect(all.body.totals.changes).toBe(2);
    const count = (list: { count: number }[]) => list.reduce((n, s) => n + s.count, 0);
    expect(count(all.body.projects_by_status)).toBe(2);
    expect(count(all.body.projects_by_phase)).toBe(2);
    // Phases by the organisation's own names, every phase listed even when empty.
    expect(all.body.projects_by_phase.map((p) => p.phase)).toEqual([...phaseCodes]);
    expect(all.body.projects_by_phase.every((p) => p.name.length > 0)).toBe(true);
    expect(all.body.readiness.attention.map((c) => c.name).sort()).toEqual([
      'Hidden change',
      'New ledger',
    ]);
    // Leaders read the projects that target them, but not the portfolio.
    const leader = await api.post(w.people.leaderA.email, reportPatterns.dashboard, {});
    expect(leader.status).toBe(403);
  });

  it('narrows every panel by the filters', async () => {
    const res = await api.post<Dashboard>(office, reportPatterns.dashboard, {
      filters: { projects: [hidden.id] },
    });
    expect(res.body.readiness.attention.map((c) => c.name)).toEqual(['Hidden change']);
    expect(res.body.leader_scores.project_count).toBe(0);
    expect(res.body.nwow_adoption.behaviours).toBe(0);
    // A group filter keeps the projects (and their panels) with that impacted group.
    const byGroup = await api.post<Dashboard>(office, reportPatterns.dashboard, {
      filters: { groups: [`p${w.groupA.id}`] },
    });
    expect(byGroup.body.totals.projects).toBe(1);
    expect(byGroup.body.projects_by_status.reduce((n, s) => n + s.count, 0)).toBe(1);
    expect(byGroup.body.readiness.attention.map((c) => c.name)).toEqual(['New ledger']);
    const listed = await api.post<PortfolioProject[]>(office, reportPatterns.filterProjects, {
      filters: { groups: [`p${w.groupA.id}`] },
    });
    expect(listed.body.map((p) => p.id)).toEqual([w.project.id]);
  });

  it('answers 400 with the field for a bad filter', async () => {
    const res = await api.post<{ errors?: Record<string, string[]> }>(
      office,
      reportPatterns.dashboard,
      { filters: { start_date: '2030-03-10', end_date: '2030-03-01' } },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('end_date');
  });
});
