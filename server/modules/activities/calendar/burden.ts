import { sql } from 'drizzle-orm';
import type { WeekBurden } from '../../../../contract/activities/calendar.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { organisations } from '../../../db/schema/organisations';
import { projects } from '../../../db/schema/projects';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { visibleProjectsWhere } from '../../projects/policy';

interface BurdenRow extends Record<string, unknown> {
  id: number;
  name: string;
  week_start: string;
  week_end: string;
  carried_hours: number;
  go_lives: number;
}

/**
 * `GET activity-burden/`: for each chosen impacted group, the hours per person it already gives
 * to activities in the week (Monday to Sunday) of `date`, across every project the caller can
 * see. A project group that links an organisation group counts everything planned for that
 * organisation group in any project, each occurrence once.
 */
export async function weekBurden(
  tx: TenantTx,
  user: CurrentUser,
  query: { impacted_groups: number[]; date: string; exclude_activity?: number | undefined },
): Promise<WeekBurden> {
  const visible = visibleProjectsWhere(user) ?? sql`true`;
  const ids = sql.join(
    query.impacted_groups.map((id) => sql`${id}`),
    sql`, `,
  );
  const exclude = query.exclude_activity ?? 0;
  if (query.exclude_activity !== undefined) {
    // The activity being edited: an id that is not one of the organisation's is refused, not ignored.
    const known = await tx.execute(sql`SELECT 1 FROM activities WHERE id = ${exclude}`);
    if (known.rows.length === 0) throw notFound('Activity not found.');
  }
  const result = await tx.execute<BurdenRow>(sql`
    WITH week AS (
      SELECT date_trunc('week', ${query.date}::date)::date AS start_on,
             (date_trunc('week', ${query.date}::date)::date + 6) AS end_on
    ), chosen AS (
      SELECT g.id, g.name, g.global_impacted_group_id AS global_id
      FROM project_groups g JOIN ${projects} ON projects.id = g.project_id
      WHERE g.id IN (${ids}) AND g.group_type = 'Impacted' AND projects.deleted_at IS NULL AND ${visible}
    ), reach AS (
      SELECT c.id AS chosen_id, pg.id AS group_id
      FROM chosen c JOIN project_groups pg
        ON pg.id = c.id OR (c.global_id IS NOT NULL AND pg.global_impacted_group_id = c.global_id)
    )
    SELECT c.id, c.name, to_char(w.start_on, 'YYYY-MM-DD') AS week_start,
      to_char(w.end_on, 'YYYY-MM-DD') AS week_end,
      coalesce((SELECT sum(x.hours) FROM (
        SELECT DISTINCT o.activity_id, o.starts_on, o.hours_per_person AS hours
        FROM reach r
        JOIN activity_impacted_groups ag ON ag.group_id = r.group_id
        JOIN activities a ON a.id = ag.activity_id AND a.id <> ${exclude}
        JOIN ${projects} ON projects.id = a.project_id AND projects.deleted_at IS NULL AND ${visible}
        JOIN activity_occurrences o ON o.activity_id = a.id
        WHERE r.chosen_id = c.id AND o.starts_on BETWEEN w.start_on AND w.end_on) x), 0)::float8 AS carried_hours,
      (SELECT count(DISTINCT ch.id)::int FROM reach r
        JOIN change_impacted_groups cig ON cig.impacted_group_id = r.group_id AND cig.impact_level <> 'N/A'
        JOIN changes ch ON ch.id = cig.change_id
        WHERE r.chosen_id = c.id AND coalesce(ch.go_live_date, ch.start_date) BETWEEN w.start_on AND w.end_on) AS go_lives
    FROM chosen c CROSS JOIN week w
    ORDER BY lower(c.name), c.id`);
  const found = new Set(result.rows.map((row) => row.id));
  const missing = query.impacted_groups.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw badRequest({
      impacted_groups: [`Not an impacted group you can see: ${missing.join(', ')}.`],
    });
  }
  const [org] = await tx
    .select({ thresholds: organisations.heatmapThresholds })
    .from(organisations);
  const first = result.rows[0];
  return {
    week_start: first?.week_start ?? query.date,
    week_end: first?.week_end ?? query.date,
    groups: result.rows.map((row) => ({
      id: row.id,
      name: row.name,
      carried_hours: Math.round(row.carried_hours * 100) / 100,
      go_lives: row.go_lives,
    })),
    thresholds: org?.thresholds ?? { medium: 5, high: 10, very_high: 15 },
  };
}
