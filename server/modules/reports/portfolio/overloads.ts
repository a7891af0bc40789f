import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../../../contract/reports/portfolio.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { columnIndexSql, contributionsSql } from './heatmap';

/** The organisation's high threshold when it has none of its own (as `capacityThresholds`). */
const fallbackHigh = 10;
import { groupRowsSql, type Filters, type Window } from './scope';

/**
 * The dashboard's overload alerts: the groups whose busiest week (or month) of the time heatmap
 * reaches their high threshold (their own capacity, else the organisation's), busiest first, at
 * most ten. One statement: the sums, each row's peak and the thresholds are worked out in SQL,
 * without the heatmap's sites, functions or cells, which the panel does not show.
 */
export async function overloadedGroups(
  tx: TenantTx,
  user: CurrentUser,
  filters: Filters,
  window: Window,
): Promise<Dashboard['overloaded_groups']> {
  const rows = groupRowsSql(user, filters, { withFunction: false });
  const contributions = contributionsSql('time', rows, window, undefined);
  const last = window.columns.length - 1;
  const found = await tx.execute<{
    key: string;
    name: string;
    peak_hours: number;
    col: number;
  }>(sql`
    WITH sums AS (
      SELECT x.row_key, col, round(sum(x.value)::numeric, 2)::float8 AS value
      FROM (${contributions}) x
      CROSS JOIN LATERAL generate_series(greatest(0, ${columnIndexSql(window, sql`x.on_from`)}),
        least(${last}, ${columnIndexSql(window, sql`x.on_to`)})) AS col
      GROUP BY x.row_key, col),
    peaks AS (
      SELECT DISTINCT ON (row_key) row_key, value, col FROM sums ORDER BY row_key, value DESC, col),
    names AS (SELECT row_key, min(row_name) AS row_name FROM (${rows}) r GROUP BY row_key)
    SELECT peaks.row_key AS key, names.row_name AS name, peaks.value AS peak_hours, peaks.col
    FROM peaks JOIN names ON names.row_key = peaks.row_key
    LEFT JOIN group_capacity_thresholds own ON 'g' || own.group_id = peaks.row_key
    CROSS JOIN (SELECT heatmap_thresholds AS t FROM organisations LIMIT 1) org
    WHERE peaks.value >= coalesce(own.high::float8, (org.t->>'high')::float8, ${fallbackHigh})
    ORDER BY peaks.value DESC, lower(names.row_name), peaks.row_key
    LIMIT 10`);
  return found.rows.map((row) => ({
    key: row.key,
    name: row.name,
    peak_hours: row.peak_hours,
    week: window.columns[row.col]?.start ?? window.start,
  }));
}
