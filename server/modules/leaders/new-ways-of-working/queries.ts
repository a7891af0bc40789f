import { sql, type SQL } from 'drizzle-orm';
import { HIGH_CONSISTENCY } from '../../../../contract/leaders/new-ways-of-working';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { canEditProjectSql } from '../../projects/policy';

/**
 * Every consistency rating of the behaviour whose id `behaviourId` holds: leaders'
 * observations and submitted survey answers to questions about it (1 never … 5 always).
 */
export function ratingsOfSql(behaviourId: SQL): SQL {
  return sql`(SELECT o.consistency::numeric AS rating FROM new_way_of_working_observations o WHERE o.new_way_of_working_id = ${behaviourId}
    UNION ALL
    SELECT a.rating::numeric FROM survey_questions q
      JOIN survey_answers a ON a.question_id = q.id
      JOIN survey_responses sr ON sr.id = a.response_id AND sr.submitted_at IS NOT NULL
      WHERE q.behaviour_id = ${behaviourId} AND a.rating IS NOT NULL)`;
}

/**
 * The same ratings for many behaviours at once, set-based: rows `(id, rating)` for the
 * behaviours whose ids relation `behaviours` (a CTE with column `id`) holds.
 */
export function ratingsOfManySql(behaviours: SQL): SQL {
  return sql`(SELECT o.new_way_of_working_id AS id, o.consistency::numeric AS rating
      FROM new_way_of_working_observations o JOIN ${behaviours} b ON b.id = o.new_way_of_working_id
    UNION ALL
    SELECT q.behaviour_id, a.rating::numeric FROM survey_questions q
      JOIN ${behaviours} b ON b.id = q.behaviour_id
      JOIN survey_answers a ON a.question_id = q.id
      JOIN survey_responses sr ON sr.id = a.response_id AND sr.submitted_at IS NOT NULL
      WHERE a.rating IS NOT NULL)`;
}

/** `average`, `ratings` and `high` columns for behaviour alias `w`. */
export const consistencyColumnsSql = sql`
  (SELECT round(avg(r.rating), 1)::float8 FROM ${ratingsOfSql(sql`w.id`)} r) AS average,
  (SELECT count(*)::int FROM ${ratingsOfSql(sql`w.id`)} r) AS ratings,
  coalesce((SELECT avg(r.rating) >= ${HIGH_CONSISTENCY} FROM ${ratingsOfSql(sql`w.id`)} r), false) AS high`;

export type BehaviourRow = {
  id: number;
  cycle_id: number;
  title: string;
  description: string;
  position: number;
  average: number | null;
  ratings: number;
  high: boolean;
  can_edit: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

export async function selectBehaviours(
  tx: TenantTx,
  user: CurrentUser,
  where: SQL,
): Promise<BehaviourRow[]> {
  const result = await tx.execute<BehaviourRow>(sql`
    SELECT w.id, w.cycle_id, w.title, w.description, w.position, ${consistencyColumnsSql},
      ${canEditProjectSql(user)} AS can_edit, w.created_at, w.updated_at
    FROM new_ways_of_working w
    JOIN activation_cycles c ON c.id = w.cycle_id
    JOIN projects ON projects.id = c.project_id
    WHERE ${where}
    ORDER BY w.position, w.id`);
  return result.rows;
}
