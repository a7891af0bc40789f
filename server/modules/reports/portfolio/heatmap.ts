import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { heatLevel } from '../../../../contract/reports/portfolio';
import type {
  Heatmap,
  HeatCellItem,
  heatmapInputSchema,
} from '../../../../contract/reports/portfolio.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { textArray } from '../../../db/sql-arrays';
import type { TenantTx } from '../../../db/tenant';
import { capacityThresholds, overloadAlerts } from '../capacity/thresholds';
import {
  groupRowsSql,
  reportWindow,
  requireReportsViewer,
  withRowSiteSql,
  type Filters,
  type Window,
} from './scope';

export type HeatmapKind = 'load' | 'go_live' | 'time';
type HeatmapInput = z.output<typeof heatmapInputSchema>;

const weightSql = sql`CASE cig.impact_level WHEN 'VERY_HIGH' THEN 5 WHEN 'HIGH' THEN 4 WHEN 'MEDIUM' THEN 3 WHEN 'LOW' THEN 2 WHEN 'VERY_LOW' THEN 1 ELSE 0 END`;

/** A change's dates, with the what-if move applied (nothing is saved). */
function changeDatesSql(whatIf: HeatmapInput['what_if']) {
  const moved = whatIf ? sql`c.id = ${whatIf.change}` : sql`false`;
  const to = whatIf ? sql`${whatIf.go_live_date}::date` : sql`NULL::date`;
  return {
    from: sql`CASE WHEN ${moved} THEN ${to} ELSE coalesce(c.go_live_date, c.start_date) END`,
    to: sql`CASE WHEN ${moved} THEN ${to} + coalesce(c.end_date - c.start_date, 0) ELSE coalesce(c.go_live_date, c.end_date, c.start_date) END`,
  };
}

/**
 * What adds to the cells, one row per contribution: `(row_key, on_from, on_to, value, kind, id)`.
 * - load: each change once per row, weighted by its highest impact on the row's groups, over
 *   its go-live day or its whole deployment period.
 * - go_live: the same weights, on the go-live day (or the first day of a deployment) only.
 * - time: hours per person of every activity occurrence (once per row), plus the hours the
 *   change asks of the group, on its go-live day.
 */
export function contributionsSql(
  kind: HeatmapKind,
  rows: SQL,
  window: Window,
  whatIf: HeatmapInput['what_if'],
): SQL {
  const dates = changeDatesSql(whatIf);
  const changeRows = sql`SELECT r.row_key, c.id, c.name, r.project_id, r.project_name,
      ${dates.from} AS on_from, ${kind === 'load' ? dates.to : dates.from} AS on_to,
      max(${kind === 'time' ? sql`cig.hours_per_person::float8` : weightSql}) AS value
    FROM change_impacted_groups cig
    JOIN group_rows r ON r.group_id = cig.impacted_group_id
    JOIN changes c ON c.id = cig.change_id
    WHERE cig.impact_level <> 'N/A' AND ${dates.from} IS NOT NULL
      AND ${dates.from} <= ${window.end}::date AND ${kind === 'load' ? dates.to : dates.from} >= ${window.start}::date
    GROUP BY r.row_key, c.id, c.name, r.project_id, r.project_name, 5, 6`;
  const changePart = sql`SELECT row_key, on_from, on_to, value, 'change' AS kind, id, name, project_id, project_name FROM (${changeRows}) ch WHERE value > 0`;
  const activityPart = sql`SELECT DISTINCT r.row_key, o.starts_on AS on_from, o.starts_on AS on_to, o.hours_per_person::float8 AS value,
      'activity' AS kind, a.id, a.name, r.project_id, r.project_name
    FROM activity_occurrences o
    JOIN activities a ON a.id = o.activity_id
    JOIN activity_impacted_groups ag ON ag.activity_id = a.id
    JOIN group_rows r ON r.group_id = ag.group_id
    WHERE o.starts_on BETWEEN ${window.start}::date AND ${window.end}::date`;
  return sql`WITH group_rows AS (${rows})
    ${kind === 'time' ? sql`${changePart} UNION ALL ${activityPart}` : changePart}`;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The column a date falls in, counted from the window's first (negative before it): weeks from
 * its Monday, or calendar months. Arithmetic rather than a join against the columns, so each
 * contribution finds its columns at once instead of being compared with every one of them.
 */
export function columnIndexSql(window: Window, day: SQL): SQL {
  if (window.granularity === 'week') return sql`floor((${day} - ${window.start}::date) / 7.0)::int`;
  const [year = 0, month = 1] = window.start.split('-').map(Number);
  return sql`((extract(year from ${day})::int * 12 + extract(month from ${day})::int) - ${year * 12 + month})`;
}

/**
 * The rows a what-if move can change: those of the groups the moved change impacts (and the row
 * of the cell asked about). Every other row is the same before and after the move, so the
 * recomputation reads only these.
 */
async function touchedRowKeys(
  tx: TenantTx,
  rows: SQL,
  whatIf: NonNullable<HeatmapInput['what_if']>,
  cell: HeatmapInput['cell'],
): Promise<string[]> {
  const found = await tx.execute<{ row_key: string }>(sql`
    SELECT DISTINCT r.row_key FROM (${rows}) r
    JOIN change_impacted_groups cig ON cig.impacted_group_id = r.group_id
    WHERE cig.change_id = ${whatIf.change} AND cig.impact_level <> 'N/A'`);
  const keys = new Set(found.rows.map((r) => r.row_key));
  if (cell) keys.add(cell.row);
  return [...keys];
}

/**
 * Builds a heatmap in SQL: the sums per row and column come back, never the rows behind them.
 * With a what-if move only the rows the move touches are computed and listed (`partial`); the
 * SPA lays them over the heatmap it already has.
 */
export async function buildHeatmap(
  tx: TenantTx,
  user: CurrentUser,
  kind: HeatmapKind,
  input: HeatmapInput,
): Promise<Heatmap> {
  requireReportsViewer(user);
  const filters: Filters = input.filters ?? {};
  const window = await reportWindow(tx, filters);
  let rows = groupRowsSql(user, filters);
  if (input.what_if) {
    const keys = await touchedRowKeys(tx, rows, input.what_if, input.cell);
    rows = sql`SELECT * FROM (${rows}) touched WHERE touched.row_key = ANY(${textArray(keys)})`;
  }
  const contributions = contributionsSql(kind, rows, window, input.what_if);
  const perRow = sql`SELECT row_key, min(row_name) AS row_name, min(group_by) AS group_by,
      min(group_id) AS group_id, min(global_group_id) AS global_group_id
    FROM (${rows}) r GROUP BY row_key`;
  const rowList = await tx.execute<{
    row_key: string;
    row_name: string;
    group_by: string;
    site: string;
  }>(sql`
    SELECT row_key, row_name, group_by, site FROM (${withRowSiteSql(perRow)}) r
    ORDER BY lower(r.group_by), lower(r.row_name), r.row_key`);
  const last = window.columns.length - 1;
  const sums = await tx.execute<{ row_key: string; col: number; value: number }>(sql`
    SELECT x.row_key, col, sum(x.value)::float8 AS value
    FROM (${contributions}) x
    CROSS JOIN LATERAL generate_series(greatest(0, ${columnIndexSql(window, sql`x.on_from`)}),
      least(${last}, ${columnIndexSql(window, sql`x.on_to`)})) AS col
    GROUP BY x.row_key, col`);
  const capacity = await capacityThresholds(tx);
  const cells = new Map<string, number[]>();
  for (const row of rowList.rows)
    cells.set(
      row.row_key,
      window.columns.map(() => 0),
    );
  for (const sum of sums.rows) {
    const line = cells.get(sum.row_key);
    if (line && sum.col >= 0 && sum.col <= last) line[sum.col] = round(sum.value);
  }
  const result: Heatmap = {
    unit: kind === 'time' ? 'hours' : 'load',
    granularity: window.granularity,
    columns: window.columns,
    rows: rowList.rows.map((row) => {
      const values = cells.get(row.row_key) ?? [];
      const own = capacity.groups.get(row.row_key);
      return {
        key: row.row_key,
        name: row.row_name,
        group_by: row.group_by,
        site: row.site,
        cells: values,
        levels: values.map((v) => heatLevel(v, own ?? capacity.organisation)),
        ...(own ? { capacity: own } : {}),
      };
    }),
    thresholds: capacity.organisation,
    ...(input.what_if ? { partial: true } : {}),
  };
  result.alerts = overloadAlerts(result);
  if (input.cell) result.items = await cellItems(tx, contributions, window, input.cell);
  return result;
}

async function cellItems(
  tx: TenantTx,
  contributions: SQL,
  window: Window,
  cell: { row: string; column: string },
): Promise<HeatCellItem[]> {
  const column = window.columns.find((c) => c.start <= cell.column && c.end >= cell.column);
  if (!column) return [];
  const found = await tx.execute<{
    kind: 'change' | 'activity';
    id: number;
    name: string;
    project_id: number;
    project_name: string;
    on_from: string;
    value: number;
  }>(sql`SELECT x.kind, x.id, x.name, x.project_id, x.project_name, to_char(x.on_from, 'YYYY-MM-DD') AS on_from, sum(x.value)::float8 AS value
    FROM (${contributions}) x
    WHERE x.row_key = ${cell.row} AND x.on_from <= ${column.end}::date AND x.on_to >= ${column.start}::date
    GROUP BY x.kind, x.id, x.name, x.project_id, x.project_name, x.on_from
    ORDER BY x.on_from, lower(x.name)`);
  return found.rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    name: row.name,
    project: { id: row.project_id, name: row.project_name },
    date: row.on_from,
    value: round(row.value),
    detail: row.kind === 'change' ? `Go-live ${row.on_from}` : `Activity on ${row.on_from}`,
  }));
}
