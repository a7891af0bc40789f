import { attentionLevels } from '../../../../contract/assessments/summary';
import type { Dashboard } from '../../../../contract/reports/portfolio.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { summariseChanges } from '../../assessments/summary/service';
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/sql-arrays';
import { adoptionByProject } from '../../leaders/new-ways-of-working/adoption';
import { activationScore, engagementScore } from '../../leaders/scores/compute';
import {
  leaderActivationScoresForPortfolio,
  leaderEngagementScoresForPortfolio,
} from '../../leaders/scores/service';

/** The changes needing most attention that the readiness panel lists. */
const ATTENTION_LISTED = 5;

type Scoped = readonly { id: number; name: string }[];

/**
 * Readiness and risk per change (the assessments area's `summariseChanges`), over the projects
 * the dashboard's filters keep (`scoped`, already read).
 */
export async function readinessPanel(
  tx: TenantTx,
  scoped: Scoped,
): Promise<Dashboard['readiness']> {
  const names = new Map(scoped.map((p) => [p.id, p.name]));
  const summaries = await summariseChanges(tx, [...names.keys()]);
  const attention = [...summaries]
    .sort((a, b) => b.score - a.score || a.changeName.localeCompare(b.changeName))
    .slice(0, ATTENTION_LISTED)
    .map((s) => ({
      change: s.changeId,
      name: s.changeName,
      project: { id: s.projectId, name: names.get(s.projectId) ?? '' },
      score: s.score,
      level: s.level,
      reasons: s.reasons,
    }));
  return {
    by_level: attentionLevels.map((level) => ({
      level,
      count: summaries.filter((s) => s.level === level).length,
    })),
    attention,
  };
}

/**
 * Leader activation and engagement, and new-ways-of-working adoption (the leaders area's one
 * definition, `adoptionByProject`). The leaders area answers over the projects the caller may
 * see; the portfolio keeps those in the filters' scope (`scoped`).
 */
export async function leaderPanels(
  tx: TenantTx,
  user: CurrentUser,
  scoped: Scoped,
): Promise<Pick<Dashboard, 'leader_scores' | 'nwow_adoption'>> {
  const inScope = new Set(scoped.map((p) => p.id));
  const none = { projects: [] };
  const [activation, engagement] =
    scoped.length === 0
      ? [none, none]
      : [
          // Without a project the leaders area lists only the projects that have cycles.
          await leaderActivationScoresForPortfolio(tx, user),
          await leaderEngagementScoresForPortfolio(tx, user),
        ];
  const engagementOf = new Map(
    engagement.projects.filter((p) => inScope.has(p.project)).map((p) => [p.project, p.score]),
  );
  const leaderProjects = activation.projects
    .filter((p) => inScope.has(p.project))
    .map((p) => ({
      activation: p.score,
      engagement: engagementOf.get(p.project) ?? engagementScore(0, 0),
    }));
  const total = (kind: 'activation' | 'engagement') =>
    leaderProjects.reduce(
      (t, p) => ({ of: t.of + p[kind].denominator, on: t.on + p[kind].numerator }),
      { of: 0, on: 0 },
    );
  const activationTotal = total('activation');
  const engagementTotal = total('engagement');

  const rate = (on: number, of: number) => (of ? Math.round((on / of) * 1000) / 10 : null);
  const adoption =
    inScope.size === 0
      ? []
      : await adoptionByProject(tx, user, sql`projects.id = ANY(${intArray([...inScope])})`);
  const behaviours = adoption.reduce((n, p) => n + p.behaviours, 0);
  const adopted = adoption.reduce((n, p) => n + p.adopted, 0);
  return {
    leader_scores: {
      activation: activationScore(activationTotal.on, activationTotal.of),
      engagement: engagementScore(engagementTotal.on, engagementTotal.of),
      project_count: leaderProjects.length,
    },
    nwow_adoption: { behaviours, adopted, adoption_rate: rate(adopted, behaviours) },
  };
}
