import { sql } from 'drizzle-orm';
import { HIGH_CONSISTENCY } from '../../../../contract/leaders/new-ways-of-working';
import type { CurrentUser } from '../../../auth/current-user';
import { intArray } from '../../../db/sql-arrays';
import type { TenantTx } from '../../../db/tenant';
import { visibleCycleSql } from '../../leaders/leader-policy';

export type ProjectAdoption = {
  project: number;
  behaviours: number;
  adopted: number;
};

/**
 * New-ways-of-working adoption per project for the dashboard (DESIGN.md §6: the share of
 * behaviours whose average consistency rating, from leaders' observations and submitted survey
 * answers, is 4 or more), over the behaviours of the cycles the caller may see.
 *
 * The leaders area answers the same per behaviour, each looking its ratings up on its own (three
 * look-ups per behaviour); across a whole portfolio (about a thousand behaviours at ×100) that
 * took seconds, so the portfolio reads every rating of the projects in scope at once and
 * averages them per behaviour in one statement.
 */
export async function portfolioAdoption(
  tx: TenantTx,
  user: CurrentUser,
  projectIds: readonly number[],
): Promise<ProjectAdoption[]> {
  if (projectIds.length === 0) return [];
  const found = await tx.execute<ProjectAdoption>(sql`
    WITH w AS (
      SELECT w.id, c.project_id FROM new_ways_of_working w
      JOIN activation_cycles c ON c.id = w.cycle_id
      WHERE c.project_id = ANY(${intArray(projectIds)}) AND ${visibleCycleSql(user, sql`c.id`)}),
    ratings AS (
      SELECT o.new_way_of_working_id AS id, o.consistency::numeric AS rating
      FROM new_way_of_working_observations o JOIN w ON w.id = o.new_way_of_working_id
      UNION ALL
      SELECT q.behaviour_id, a.rating::numeric FROM survey_questions q
      JOIN w ON w.id = q.behaviour_id
      JOIN survey_answers a ON a.question_id = q.id AND a.rating IS NOT NULL
      JOIN survey_responses sr ON sr.id = a.response_id AND sr.submitted_at IS NOT NULL),
    high AS (SELECT id FROM ratings GROUP BY id HAVING avg(rating) >= ${HIGH_CONSISTENCY})
    SELECT w.project_id AS project, count(*)::int AS behaviours, count(high.id)::int AS adopted
    FROM w LEFT JOIN high ON high.id = w.id
    GROUP BY w.project_id`);
  return found.rows;
}
