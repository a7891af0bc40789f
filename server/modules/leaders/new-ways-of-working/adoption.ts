import { sql, type SQL } from 'drizzle-orm';
import { HIGH_CONSISTENCY } from '../../../../contract/leaders/new-ways-of-working';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { visibleCycleSql } from '../leader-policy';
import { ratingsOfManySql } from './queries';

export type ProjectAdoption = {
  project: number;
  name: string;
  /** Behaviours of the project's cycles the caller may see. */
  behaviours: number;
  /** Of those, the ones with at least one rating. */
  rated: number;
  /** Of those, the ones lived consistently: average rating HIGH_CONSISTENCY (4) or more. */
  adopted: number;
};

/**
 * New-ways-of-working adoption per project (DESIGN.md §6): of the behaviours of the cycles the
 * caller may see, how many are rated and how many are adopted (average consistency rating,
 * from leaders' observations and submitted survey answers, of 4 or more). `projectsWhere` is a
 * condition on aliases `projects` and `c` (the cycle); only projects with behaviours are answered, by name.
 *
 * The one definition of adoption: the leaders area's project stats and high-consistency count
 * and the portfolio dashboard all read it. Set-based: every rating of the behaviours in scope is
 * read in one pass and averaged per behaviour, so a whole portfolio (~1,000 behaviours at ×100)
 * is one statement of milliseconds, where looking each behaviour's ratings up took seconds.
 */
export async function adoptionByProject(
  tx: TenantTx,
  user: CurrentUser,
  projectsWhere: SQL,
): Promise<ProjectAdoption[]> {
  const found = await tx.execute<ProjectAdoption>(sql`
    WITH w AS MATERIALIZED (
      SELECT w.id, projects.id AS project, projects.name FROM new_ways_of_working w
      JOIN activation_cycles c ON c.id = w.cycle_id
      JOIN projects ON projects.id = c.project_id
      WHERE ${projectsWhere} AND ${visibleCycleSql(user, sql`c.id`)}),
    rated AS (
      SELECT r.id, avg(r.rating) >= ${HIGH_CONSISTENCY} AS high FROM ${ratingsOfManySql(sql`w`)} r
      GROUP BY r.id)
    SELECT w.project, w.name, count(*)::int AS behaviours, count(rated.id)::int AS rated,
      count(rated.id) FILTER (WHERE rated.high)::int AS adopted
    FROM w LEFT JOIN rated ON rated.id = w.id
    GROUP BY w.project, w.name ORDER BY lower(w.name), w.project`);
  return found.rows;
}
