import { sql } from 'drizzle-orm';
import { phaseCodes } from '../../../../contract/projects/phases';
import { projectStatuses } from '../../../../contract/projects/projects';
import type {
  Dashboard,
  FilterOptions,
  PortfolioProject,
} from '../../../../contract/reports/portfolio.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { organisations } from '../../../db/schema/organisations';
import { projects } from '../../../db/schema/projects';
import { organisationToday } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { leaderPanels, readinessPanel } from './dashboard-panels';
import { overloadedGroups } from './overloads';
import {
  assertFilterIdsKnown,
  changeHitsGroupsSql,
  groupRowsSql,
  projectScopeSql,
  reportWindow,
  requireReportsViewer,
  type Filters,
} from './scope';

/** The go-lives ahead that the dashboard's panel lists. */
const GO_LIVES_LISTED = 8;

const weightSql = sql`CASE cig.impact_level WHEN 'VERY_HIGH' THEN 5 WHEN 'HIGH' THEN 4 WHEN 'MEDIUM' THEN 3 WHEN 'LOW' THEN 2 WHEN 'VERY_LOW' THEN 1 ELSE 0 END`;

/** `GET get-data-to-initialise-portfolio-report-filters/`: every choice the filters offer. */
export async function filterOptions(tx: TenantTx, user: CurrentUser): Promise<FilterOptions> {
  requireReportsViewer(user);
  const scope = projectScopeSql(user, {});
  const groups = await tx.execute<{ key: string; name: string; group_by: string }>(sql`
    SELECT row_key AS key, min(row_name) AS name, min(group_by) AS group_by FROM (${groupRowsSql(user, {})}) r
    GROUP BY row_key ORDER BY lower(min(row_name))`);
  // The organisation's site and department lists (the admin keeps them; profiles point at them).
  const sites = await tx.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM reporting_sites WHERE NOT archived ORDER BY lower(name), id`,
  );
  const departments = await tx.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM departments WHERE NOT archived ORDER BY lower(name), id`,
  );
  const tags = await tx.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM project_tags WHERE NOT archived ORDER BY lower(name)`,
  );
  const visible = await tx.execute<{ id: number; name: string }>(
    sql`SELECT projects.id, projects.name FROM ${projects} WHERE ${scope} ORDER BY lower(projects.name)`,
  );
  const changes = await tx.execute<{
    id: number;
    name: string;
    project: number;
    go_live_date: string | null;
  }>(sql`
    SELECT c.id, c.name, c.project_id AS project, to_char(coalesce(c.go_live_date, c.start_date), 'YYYY-MM-DD') AS go_live_date
    FROM changes c JOIN ${projects} ON projects.id = c.project_id WHERE ${scope} ORDER BY coalesce(c.go_live_date, c.start_date) NULLS LAST, lower(c.name)`);
  const [org] = await tx.select({ phaseNames: organisations.phaseNames }).from(organisations);
  return {
    groups: groups.rows,
    sites: sites.rows,
    departments: departments.rows,
    tags: tags.rows,
    phases: phaseCodes.map((code) => ({ code, name: org?.phaseNames[code] ?? code })),
    statuses: [...projectStatuses],
    projects: visible.rows,
    changes: changes.rows,
    today: await organisationToday(tx),
  };
}

/** `POST filter-projects-portfolio-manager/`: the projects the filters keep, with their load. */
export async function filterProjects(
  tx: TenantTx,
  user: CurrentUser,
  filters: Filters = {},
): Promise<PortfolioProject[]> {
  requireReportsViewer(user);
  const window = await reportWindow(tx, filters);
  const today = await organisationToday(tx);
  const result = await tx.execute<PortfolioProject>(sql`
    SELECT projects.id, projects.name, projects.status, projects.active_phase,
      to_char(projects.start_date, 'YYYY-MM-DD') AS start_date, to_char(projects.end_date, 'YYYY-MM-DD') AS end_date,
      (SELECT count(*)::int FROM changes c WHERE c.project_id = projects.id) AS change_count,
      (SELECT count(*)::int FROM project_groups pg WHERE pg.project_id = projects.id AND pg.group_type = 'Impacted' AND NOT pg.archived) AS impacted_group_count,
      (SELECT to_char(min(coalesce(c.go_live_date, c.start_date)), 'YYYY-MM-DD') FROM changes c WHERE c.project_id = projects.id AND coalesce(c.go_live_date, c.start_date) >= ${today}::date) AS next_go_live,
      (SELECT coalesce(sum(${weightSql}), 0)::float8 FROM changes c JOIN change_impacted_groups cig ON cig.change_id = c.id
        WHERE c.project_id = projects.id AND coalesce(c.go_live_date, c.start_date) BETWEEN ${window.start}::date AND ${window.end}::date) AS weighted_load,
      (SELECT coalesce(sum(o.hours_per_person), 0)::float8 FROM activities a JOIN activity_occurrences o ON o.activity_id = a.id
        WHERE a.project_id = projects.id AND o.starts_on BETWEEN ${window.start}::date AND ${window.end}::date) AS activity_hours
    FROM ${projects} WHERE ${projectScopeSql(user, filters)} ORDER BY lower(projects.name), projects.id`);
  return result.rows;
}

/** Runs `fn` in a tenant transaction of its own, as the caller (the request's `tenant`). */
export type TenantRun = <T>(fn: (tx: TenantTx, user: CurrentUser) => Promise<T>) => Promise<T>;

/** The projects the dashboard's filters keep, by id and name. */
async function scopedProjects(tx: TenantTx, user: CurrentUser, filters: Filters) {
  requireReportsViewer(user);
  const result = await tx.execute<{ id: number; name: string }>(
    sql`SELECT projects.id, projects.name FROM ${projects} WHERE ${projectScopeSql(user, filters)}`,
  );
  return result.rows;
}

/**
 * `POST portfolio-dashboard/get_portfolio_dashboard_data/`: the dashboard's panels in one answer.
 * It is the portfolio's first paint, and its three parts are independent reads: each runs in a
 * transaction of its own (`tenant`), so the database works on them side by side rather than one
 * after another. The filters' ids are checked first, by the counts' part; should they be
 * unknown, the answer is that error (the other parts only read what the caller may see).
 */
export async function dashboard(tenant: TenantRun, filters: Filters = {}): Promise<Dashboard> {
  const [counts, readiness, leaders] = await Promise.all([
    tenant(async (tx, user) => {
      await assertFilterIdsKnown(tx, user, filters);
      return dashboardCounts(tx, user, filters);
    }),
    tenant(async (tx, user) => readinessPanel(tx, await scopedProjects(tx, user, filters))),
    tenant(async (tx, user) => leaderPanels(tx, user, await scopedProjects(tx, user, filters))),
  ]);
  const { totals, ...rest } = counts;
  return { ...rest, readiness, ...leaders, totals };
}

/** The dashboard's counts, totals, go-lives ahead and overloaded groups. */
async function dashboardCounts(
  tx: TenantTx,
  user: CurrentUser,
  filters: Filters,
): Promise<Omit<Dashboard, 'readiness' | 'leader_scores' | 'nwow_adoption'>> {
  requireReportsViewer(user);
  const scope = projectScopeSql(user, filters);
  // Go-lives ahead are those of changes that hit the chosen groups, sites or departments.
  const hitsGroups = changeHitsGroupsSql(filters);
  const window = await reportWindow(tx, filters);
  // The projects in scope, their counts by status and phase, the totals and the phase names in
  // one round trip.
  const [counts] = (
    await tx.execute<{
      projects: number;
      by_status: Partial<Record<Dashboard['projects_by_status'][number]['status'], number>>;
      by_phase: Partial<Record<Dashboard['projects_by_phase'][number]['phase'], number>>;
      changes: number;
      activities: number;
      phase_names: Record<string, string> | null;
    }>(sql`
    WITH p AS (SELECT projects.id, projects.status, projects.active_phase FROM ${projects} WHERE ${scope})
    SELECT
      (SELECT count(*)::int FROM p) AS projects,
      (SELECT coalesce(json_object_agg(status, n), '{}') FROM (SELECT status, count(*)::int AS n FROM p GROUP BY status) s) AS by_status,
      (SELECT coalesce(json_object_agg(active_phase, n), '{}') FROM (SELECT active_phase, count(*)::int AS n FROM p GROUP BY active_phase) s) AS by_phase,
      (SELECT count(*)::int FROM changes c JOIN p ON p.id = c.project_id) AS changes,
      (SELECT count(*)::int FROM activities a JOIN p ON p.id = a.project_id) AS activities,
      (SELECT phase_names FROM organisations LIMIT 1) AS phase_names`)
  ).rows;
  const goLives = await tx.execute<{
    change: number;
    name: string;
    project_id: number;
    project_name: string;
    date: string;
    groups: number;
    weighted_load: number;
  }>(sql`
    SELECT c.id AS change, c.name, projects.id AS project_id, projects.name AS project_name,
      to_char(coalesce(c.go_live_date, c.start_date), 'YYYY-MM-DD') AS date,
      (SELECT count(*)::int FROM change_impacted_groups cig WHERE cig.change_id = c.id AND cig.impact_level <> 'N/A') AS groups,
      (SELECT coalesce(sum(${weightSql}), 0)::float8 FROM change_impacted_groups cig WHERE cig.change_id = c.id) AS weighted_load
    FROM changes c JOIN ${projects} ON projects.id = c.project_id
    WHERE ${scope} AND coalesce(c.go_live_date, c.start_date) BETWEEN ${window.start}::date AND ${window.end}::date
      ${hitsGroups ? sql`AND ${hitsGroups}` : sql``}
    ORDER BY coalesce(c.go_live_date, c.start_date), lower(c.name) LIMIT ${GO_LIVES_LISTED}`);
  return {
    projects_by_status: projectStatuses.map((status) => ({
      status,
      count: counts?.by_status[status] ?? 0,
    })),
    projects_by_phase: phaseCodes.map((phase) => ({
      phase,
      name: counts?.phase_names?.[phase] ?? phase,
      count: counts?.by_phase[phase] ?? 0,
    })),
    go_lives_ahead: goLives.rows.map((row) => ({
      change: row.change,
      name: row.name,
      project: { id: row.project_id, name: row.project_name },
      date: row.date,
      groups: row.groups,
      weighted_load: row.weighted_load,
    })),
    overloaded_groups: await overloadedGroups(tx, user, filters, window),
    totals: {
      projects: counts?.projects ?? 0,
      changes: counts?.changes ?? 0,
      activities: counts?.activities ?? 0,
    },
  };
}
