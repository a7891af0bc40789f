import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import { keyMessagesPaths } from '@contract/leaders/key-messages';
import type { KeyMessage } from '@contract/leaders/key-messages.schema';
import { leaderTasksPaths } from '@contract/leaders/leader-items';
import type { LeaderItem } from '@contract/leaders/leader-items.schema';
import { scoresPaths } from '@contract/leaders/scores';
import type {
  GroupScore,
  GroupScoresByCycle,
  PortfolioScores,
  ProjectScores,
} from '@contract/leaders/scores.schema';
import { apiClient, countQueries } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { dayFromToday, leaderWorld, type LeaderWorld } from '@tests/support/leaders-factories';
import { useTestServer } from '@tests/support/test-server';

describe('leader activation and engagement scores', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let w: LeaderWorld;
  let cycle: ActivationCycle;
  let mgr: string;

  beforeAll(async () => {
    w = await leaderWorld(server.db, factories(server.db));
    mgr = w.people.manager.email;
    cycle = (
      await api.post<ActivationCycle>(mgr, activationCyclesPaths.create(), {
        project: w.project.id,
        name: 'Wave 1',
        start_date: dayFromToday(-20),
        end_date: dayFromToday(10),
        impacted_groups: [w.groupA.id, w.groupB.id],
      })
    ).body;
    const task = async (group: number | null, due: string, title: string) =>
      (
        await api.post<LeaderItem>(
          mgr,
          leaderTasksPaths.create(
            group
              ? { activation_cycle_id: cycle.id, impacted_group_id: group }
              : { activation_cycle_id: cycle.id, is_general: true },
          ),
          { title, due_date: due },
        )
      ).body;
    // Finance: three tasks due so far (one general), one in the future.
    const onTime = await task(w.groupA.id, dayFromToday(-5), 'On time');
    const late = await task(w.groupA.id, dayFromToday(-10), 'Late');
    await task(w.groupA.id, dayFromToday(-3), 'Never closed');
    await task(w.groupA.id, dayFromToday(5), 'Not due yet');
    const general = await task(null, dayFromToday(-1), 'General');
    const closeAt = async (id: number, when: string) =>
      server.db.execute(
        sql`UPDATE leader_items SET closed = true, closed_at = ${`${when}T12:00:00Z`}::timestamptz WHERE id = ${id}`,
      );
    await closeAt(onTime.id, dayFromToday(-6));
    await closeAt(late.id, dayFromToday(-8));
    await closeAt(general.id, dayFromToday(-2));
    // Ada (Finance) reads a key message; Ben (Sales) does nothing.
    const message = await api.post<KeyMessage>(mgr, keyMessagesPaths.create(cycle.id), {
      title: 'Why we change',
    });
    await api.post(w.people.leaderA.email, activationCyclesPaths.opened(cycle.id), {
      item_kind: 'KEY_MESSAGE',
      item_ids: [message.body.id],
    });
  });

  it('scores activation as tasks closed on time over tasks due so far', async () => {
    const group = await api.get<GroupScore>(mgr, scoresPaths.activationForGroup(w.groupA.id));
    expect(group.body.score).toEqual({
      score: 50,
      numerator: 2,
      denominator: 4,
      explanation: '2 of 4 leader tasks due so far were closed on time.',
    });
    const project = await api.get<ProjectScores>(
      mgr,
      scoresPaths.activationForProject(w.project.id),
    );
    expect(project.body.overall).toMatchObject({ numerator: 2, denominator: 4, score: 50 });
    expect(
      project.body.by_group.map((g) => [
        g.impacted_group.name,
        g.score.numerator,
        g.score.denominator,
      ]),
    ).toEqual([
      ['Finance', 2, 4],
      ['Sales', 1, 1],
    ]);
    const byCycle = await api.post<GroupScoresByCycle>(
      mgr,
      scoresPaths.activationForGroupByCycle(),
      {
        impactedGroupId: w.groupB.id,
      },
    );
    expect(byCycle.body.by_cycle).toEqual([
      {
        activation_cycle: cycle.id,
        name: 'Wave 1',
        score: expect.objectContaining({ score: 100 }) as object,
      },
    ]);
    const portfolio = await api.get<PortfolioScores>(mgr, scoresPaths.activationForPortfolio());
    expect(portfolio.body.projects.find((p) => p.project === w.project.id)?.score.score).toBe(50);
  });

  it('scores engagement as the share of leaders who opened or acted', async () => {
    const project = await api.get<ProjectScores>(
      mgr,
      scoresPaths.engagementForProject(w.project.id),
    );
    expect(project.body.overall).toEqual({
      score: 50,
      numerator: 1,
      denominator: 2,
      explanation: '1 of 2 leaders opened or acted on their nudges, key messages or tasks.',
    });
    const sales = await api.get<GroupScore>(mgr, scoresPaths.engagementForGroup(w.groupB.id));
    expect(sales.body.score.score).toBe(0);
    const finance = await api.post<GroupScoresByCycle>(
      mgr,
      scoresPaths.engagementForGroupByCycle(),
      {
        impactedGroupId: w.groupA.id,
        activation_cycle_id: cycle.id,
      },
    );
    expect(finance.body.overall.score).toBe(100);
    // A leader sees their own group's score only.
    const ownOnly = await api.get<ProjectScores>(
      w.people.leaderB.email,
      scoresPaths.engagementForProject(w.project.id),
    );
    expect(ownOnly.body.by_group.map((g) => g.impacted_group.name)).toEqual(['Sales']);
    expect(
      (await api.get(w.people.leaderB.email, scoresPaths.engagementForGroup(w.groupA.id))).status,
    ).toBe(404);
    const portfolio = await api.get<PortfolioScores>(
      mgr,
      scoresPaths.engagementForPortfolio(w.project.id),
    );
    expect(portfolio.body.projects).toHaveLength(1);
  });

  it('scores engagement for every project of the portfolio in the same number of queries', async () => {
    const portfolio = () => api.get<PortfolioScores>(mgr, scoresPaths.engagementForPortfolio());
    const one = await countQueries(portfolio);
    const second = await w.make.project(w.org, { team: [w.people.manager] });
    // Ada leads a group in both projects; she has not opened anything of the new cycle.
    const ops = await w.more.impactedGroup(w.org, second, {
      name: 'Operations',
      leaders: [w.people.leaderA, w.people.leaderB],
    });
    await api.post<ActivationCycle>(mgr, activationCyclesPaths.create(), {
      project: second.id,
      name: 'Wave 1',
      start_date: dayFromToday(-5),
      end_date: dayFromToday(20),
      impacted_groups: [ops.id],
    });
    const two = await countQueries(portfolio);
    expect(two.queries).toBe(one.queries);
    const scores = new Map(two.result.body.projects.map((p) => [p.project, p.score]));
    expect(scores.size).toBe(2);
    for (const id of [w.project.id, second.id]) {
      const alone = await api.get<ProjectScores>(mgr, scoresPaths.engagementForProject(id));
      expect(scores.get(id)).toEqual(alone.body.overall);
    }
    expect(scores.get(second.id)?.denominator).toBe(2);
  });
});
