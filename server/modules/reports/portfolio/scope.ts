import { addDays, addMonths, formatISO, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrganisationRole } from '../../../../contract/people/roles';
import { noSiteLabel, type HeatmapGranularity } from '../../../../contract/reports/portfolio';
import type { portfolioFiltersSchema } from '../../../../contract/reports/portfolio.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { projects } from '../../../db/schema/projects';
import { organisationFormatter, organisationToday } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { forbidden, notFound } from '../../../http-errors';
import { visibleProjectsWhere } from '../../projects/policy';

export type Filters = z.output<typeof portfolioFiltersSchema>;

const reportViewers: readonly OrganisationRole[] = ['ADMIN', 'CHANGE_OFFICE', 'CHANGE_MANAGER'];

/** The portfolio is for those who run change: admins, the change office and change managers. */
export function requireReportsViewer(user: CurrentUser): void {
  if (!reportViewers.includes(user.role)) {
    throw forbidden('Only admins, the change office and change managers see the portfolio.');
  }
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The filters' conditions on an impacted project group `pg`: one of the chosen groups, with
 * anyone at the chosen sites and in the chosen departments. Undefined when none is chosen.
 */
export function groupMatchSql(filters: Filters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.groups?.length) {
    parts.push(
      sql`(CASE WHEN pg.global_impacted_group_id IS NULL THEN 'p' || pg.id ELSE 'g' || pg.global_impacted_group_id END) IN (${list(filters.groups)})`,
    );
  }
  const people: SQL[] = [];
  if (filters.sites?.length) people.push(sql`up.site_id IN (${list(filters.sites)})`);
  if (filters.departments?.length)
    people.push(sql`up.department_id IN (${list(filters.departments)})`);
  if (people.length > 0) {
    const who = sql.join(people, sql` AND `);
    parts.push(sql`(EXISTS (SELECT 1 FROM project_group_members m JOIN user_profiles up ON up.id = m.user_id WHERE m.group_id = pg.id AND ${who})
      OR EXISTS (SELECT 1 FROM global_impacted_group_members m JOIN user_profiles up ON up.id = m.user_id WHERE m.group_id = pg.global_impacted_group_id AND ${who}))`);
  }
  return parts.length > 0 ? sql.join(parts, sql` AND `) : undefined;
}

const impactedSql = sql`pg.group_type = 'Impacted' AND pg.archived = false`;

/**
 * Which projects a report reads, as a condition on `projects`: those the caller may see, not
 * deleted or archived, narrowed by the filters (tags, phases, statuses, projects, and the
 * groups, sites and departments: projects with a matching impacted group).
 */
export function projectScopeSql(
  user: CurrentUser,
  filters: Filters,
  { byGroups = true }: { byGroups?: boolean } = {},
): SQL {
  const parts: SQL[] = [sql`projects.deleted_at IS NULL`, sql`projects.archived = false`];
  const visible = visibleProjectsWhere(user);
  if (visible) parts.push(visible);
  if (filters.projects?.length) parts.push(sql`projects.id IN (${list(filters.projects)})`);
  if (filters.statuses?.length) parts.push(sql`projects.status IN (${list(filters.statuses)})`);
  if (filters.phases?.length) parts.push(sql`projects.active_phase IN (${list(filters.phases)})`);
  if (filters.tags?.length) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM project_tag_links tl WHERE tl.project_id = projects.id AND tl.tag_id IN (${list(filters.tags)}))`,
    );
  }
  const groups = byGroups ? groupMatchSql(filters) : undefined;
  if (groups) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM project_groups pg WHERE pg.project_id = projects.id AND ${impactedSql} AND ${groups})`,
    );
  }
  return sql.join(parts, sql` AND `);
}

/** Changes (`c`) that hit one of the groups the filters keep; undefined when none is chosen. */
export function changeHitsGroupsSql(filters: Filters): SQL | undefined {
  const groups = groupMatchSql(filters);
  if (!groups) return undefined;
  return sql`EXISTS (SELECT 1 FROM change_impacted_groups cig JOIN project_groups pg ON pg.id = cig.impacted_group_id
    WHERE cig.change_id = c.id AND cig.impact_level <> 'N/A' AND ${impactedSql} AND ${groups})`;
}

/**
 * The impacted groups of the projects in scope as heatmap rows, one row per organisation group
 * (`g<id>`, every project's group that links it) or per project group of its own (`p<id>`),
 * narrowed by groups, sites and departments. Yields `(group_id, global_group_id, row_key, row_name,
 * group_by, project_id, project_name)`; `group_by` is null without `withFunction`.
 */
export function groupRowsSql(
  user: CurrentUser,
  filters: Filters,
  { withFunction = true }: { withFunction?: boolean } = {},
): SQL {
  const groups = groupMatchSql(filters);
  const where = groups ? sql`${impactedSql} AND ${groups}` : impactedSql;
  // The function a row gathers under costs a look-up per group: only the heatmap's rows need it.
  const groupBy = withFunction
    ? sql`CASE WHEN gig.id IS NULL THEN projects.name
        ELSE coalesce((SELECT f.name FROM impacted_group_functions f WHERE f.group_id = gig.id ORDER BY lower(f.name) LIMIT 1), 'Organisation groups') END`
    : sql`NULL::text`;
  return sql`SELECT pg.id AS group_id, pg.global_impacted_group_id AS global_group_id,
      CASE WHEN pg.global_impacted_group_id IS NULL THEN 'p' || pg.id ELSE 'g' || pg.global_impacted_group_id END AS row_key,
      coalesce(gig.name, pg.name || ' (' || projects.name || ')') AS row_name,
      ${groupBy} AS group_by,
      projects.id AS project_id, projects.name AS project_name
    FROM project_groups pg
    JOIN ${projects} ON projects.id = pg.project_id
    LEFT JOIN global_impacted_groups gig ON gig.id = pg.global_impacted_group_id
    WHERE ${where} AND ${projectScopeSql(user, filters, { byGroups: false })}`;
}

export interface Window {
  start: string;
  end: string;
  granularity: HeatmapGranularity;
  /** Each column's first and last day, Monday to Sunday or a calendar month. */
  columns: { start: string; end: string; label: string }[];
}

const day = (date: Date) => formatISO(date, { representation: 'date' });

/**
 * The columns a report spans: from the filter's start (default: this week or month in the
 * organisation's time zone) to its end (default: 12 weeks or 6 months on). Columns start on a
 * Monday or on the 1st; dates are calendar dates of the organisation, so a week never splits a day.
 */
export async function reportWindow(tx: TenantTx, filters: Filters): Promise<Window> {
  const granularity = filters.granularity ?? 'week';
  const format = await organisationFormatter(tx);
  const first = parseISO(filters.start_date ?? (await organisationToday(tx)));
  const startCol =
    granularity === 'week' ? startOfWeek(first, { weekStartsOn: 1 }) : startOfMonth(first);
  const last = filters.end_date
    ? parseISO(filters.end_date)
    : granularity === 'week'
      ? addDays(startCol, 12 * 7 - 1)
      : addDays(addMonths(startCol, 6), -1);
  const columns: Window['columns'] = [];
  // At most two years of weeks: a wider window is a month view.
  for (let c = startCol; c <= last && columns.length < 104;) {
    const next = granularity === 'week' ? addDays(c, 7) : addMonths(c, 1);
    columns.push({
      start: day(c),
      end: day(addDays(next, -1)),
      label: granularity === 'week' ? format.shortDate(day(c)) : format.month(day(c), true),
    });
    c = next;
  }
  const end = columns.at(-1)?.end ?? day(last);
  return { start: columns[0]?.start ?? day(startCol), end, granularity, columns };
}

/**
 * Ids the caller names in the filters (and the what-if change) must be rows they can see: an id
 * from another organisation, or a project hidden from them, answers 404 rather than quietly
 * narrowing the report to nothing, so a mistyped or stale filter is never read as "no load".
 */
export async function assertFilterIdsKnown(
  tx: TenantTx,
  user: CurrentUser,
  filters: Filters | undefined,
  whatIfChange?: number,
): Promise<void> {
  requireReportsViewer(user);
  const wanted = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])];
  const projectIds = wanted(filters?.projects);
  if (projectIds.length > 0) {
    const visible = visibleProjectsWhere(user);
    const rows = await tx.execute<{ id: number }>(
      sql`SELECT projects.id FROM ${projects} WHERE projects.deleted_at IS NULL AND projects.id IN (${list(projectIds)})${visible ? sql` AND ${visible}` : sql``}`,
    );
    if (rows.rows.length < projectIds.length) throw notFound('A chosen project was not found.');
  }
  await assertGroupKeysKnown(tx, user, filters?.groups);
  const lists = [
    ['project_tags', filters?.tags, 'A chosen tag was not found.'],
    ['reporting_sites', filters?.sites, 'A chosen site was not found.'],
    ['departments', filters?.departments, 'A chosen department was not found.'],
  ] as const;
  for (const [table, chosen, message] of lists) {
    const idList = wanted(chosen);
    if (idList.length === 0) continue;
    const rows = await tx.execute<{ id: number }>(
      sql`SELECT id FROM ${sql.identifier(table)} WHERE id IN (${list(idList)})`,
    );
    if (rows.rows.length < idList.length) throw notFound(message);
  }
  if (whatIfChange !== undefined) {
    const visible = visibleProjectsWhere(user);
    const rows = await tx.execute<{ id: number }>(
      sql`SELECT c.id FROM changes c JOIN ${projects} ON projects.id = c.project_id WHERE c.id = ${whatIfChange} AND projects.deleted_at IS NULL${visible ? sql` AND ${visible}` : sql``}`,
    );
    if (rows.rows.length === 0) throw notFound('The change to move was not found.');
  }
}

/**
 * Group keys (`g12` an organisation group, `p34` a project's own impacted group) must name
 * groups the caller can see: another organisation's group, or one of a project hidden from
 * them, answers 404 like any other unknown filter.
 */
export async function assertGroupKeysKnown(
  tx: TenantTx,
  user: CurrentUser,
  keys: readonly string[] | undefined,
): Promise<void> {
  const wanted = [...new Set(keys ?? [])];
  const ids = (prefix: string) =>
    wanted.filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(1)));
  const organisation = ids('g');
  const own = ids('p');
  let found = 0;
  if (organisation.length > 0) {
    const rows = await tx.execute<{ id: number }>(
      sql`SELECT id FROM global_impacted_groups WHERE id IN (${list(organisation)})`,
    );
    found += rows.rows.length;
  }
  if (own.length > 0) {
    const visible = visibleProjectsWhere(user);
    const rows = await tx.execute<{ id: number }>(
      sql`SELECT pg.id FROM project_groups pg JOIN ${projects} ON projects.id = pg.project_id
        WHERE pg.id IN (${list(own)}) AND projects.deleted_at IS NULL${visible ? sql` AND ${visible}` : sql``}`,
    );
    found += rows.rows.length;
  }
  if (found < wanted.length) throw notFound('A chosen group was not found.');
}

/**
 * A heatmap row's site, for collapsing rows by site: groups have no site of their own, so a
 * group's site is where most of its members are (an organisation group's members, or a project
 * group's own), ties going to the first site by name; "No site" when none of them has one.
 * `rows` holds one line per row key with its `group_id` and `global_group_id`; each comes back
 * with its `site` added.
 */
export function withRowSiteSql(rows: SQL): SQL {
  // Set-based (members of every row at once, counted per site) rather than a look-up per row:
  // at 200 groups and 10,000 people that is one hash join instead of 200 scans.
  return sql`WITH r AS (${rows}),
    members AS (
      SELECT r.row_key, m.user_id FROM r JOIN global_impacted_group_members m ON m.group_id = r.global_group_id
      UNION ALL
      SELECT r.row_key, m.user_id FROM r JOIN project_group_members m
        ON r.global_group_id IS NULL AND m.group_id = r.group_id),
    counted AS (
      SELECT mb.row_key, s.name AS site, count(*) AS people FROM members mb
      JOIN user_profiles up ON up.id = mb.user_id JOIN reporting_sites s ON s.id = up.site_id
      GROUP BY mb.row_key, s.id, s.name),
    majority AS (
      SELECT DISTINCT ON (row_key) row_key, site FROM counted
      ORDER BY row_key, people DESC, lower(site), site)
    SELECT r.*, coalesce(majority.site, ${noSiteLabel}) AS site
    FROM r LEFT JOIN majority ON majority.row_key = r.row_key`;
}
