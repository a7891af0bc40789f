import { describe, expect, it } from 'vitest';
import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import { leaderTasksPaths } from '@contract/leaders/leader-items';
import type { LeaderItemPage } from '@contract/leaders/leader-items.schema';
import { scoresPaths } from '@contract/leaders/scores';
import type { ProjectScores } from '@contract/leaders/scores.schema';
import { apiClient, seededId } from '@tests/support/api';
import { useTestServer } from '@tests/support/test-server';

/** The demo has a live cycle with history, so the Leaders tab and its scores mean something. */
describe('the demo’s leader activation', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('has an ended and a live cycle, scores with their workings and the leader’s own tasks', async () => {
    const project = await seededId(server, 'projects', 'Electronic patient record rollout');
    const cycles = await api.get<ActivationCycle[]>(
      'manager@demo.changecraft.test',
      activationCyclesPaths.byProject(project),
    );
    expect(cycles.body.map((c) => [c.name, c.status])).toEqual([
      ['Wave 1: go-live readiness', 'LIVE'],
      ['Wave 0: awareness', 'ENDED'],
    ]);
    const activation = await api.get<ProjectScores>(
      'manager@demo.changecraft.test',
      scoresPaths.activationForProject(project),
    );
    // Five tasks are due so far; three were closed on or before their day.
    expect(activation.body.overall).toMatchObject({ numerator: 3, denominator: 5, score: 60 });
    const engagement = await api.get<ProjectScores>(
      'manager@demo.changecraft.test',
      scoresPaths.engagementForProject(project),
    );
    expect(engagement.body.overall.score).toBeGreaterThan(0);
    const mine = await api.get<LeaderItemPage>(
      'leader@demo.changecraft.test',
      leaderTasksPaths.list({ personal_task: true, closed: false }),
    );
    expect(mine.body.count).toBeGreaterThan(0);
  });
});
