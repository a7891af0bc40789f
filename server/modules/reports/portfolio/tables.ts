import { sql, type SQL } from 'drizzle-orm';
import type { ReportTable } from '../../../../contract/reports/portfolio.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { projects } from '../../../db/schema/projects';
import type { TenantTx } from '../../../db/tenant';
import {
  groupRowsSql,
  projectScopeSql,
  reportWindow,
  requireReportsViewer,
  type Filters,
} from './scope';

type Cell = string | number | null;
type Column = ReportTable['columns'][number];

const text = (key: string, label: string): Column => ({ key, label, numeric: false });
const num = (key: string, label: string): Column => ({ key, label, numeric: true });
const weightSql = sql`CASE cig.impact_level WHEN 'VERY_HIGH' THEN 5 WHEN 'HIGH' THEN 4 WHEN 'MEDIUM' THEN 3 WHEN 'LOW' THEN 2 WHEN 'VERY_LOW' THEN 1 ELSE 0 END`;
const goLiveSql = sql`coalesce(c.go_live_date, c.start_date)`;

async function table(
  tx: TenantTx,
  title: string,
  columns: Column[],
  query: SQL,
): Promise<ReportTable> {
  const result = await tx.execute<Record<string, Cell>>(query);
  return {
    title,
    columns,
    rows: result.rows.map((row) =>
      Object.fromEntries(
        columns.map((c) => {
          const value = row[c.key] ?? null;
          return [
            c.key,
            c.numeric && value !== null ? Math.round(Number(value) * 100) / 100 : value,
          ];
        }),
      ),
    ),
  };
}

async function scope(tx: TenantTx, user: CurrentUser, filters: Filters | undefined) {
  requireReportsViewer(user);
  const f = filters ?? {};
  const window = await reportWindow(tx, f);
  return { f, window, projectsIn: projectScopeSql(user, f), rows: groupRowsSql(user, f) };
}

/** `POST get_project_load_report/`: per project, its changes, groups and load in the window. */
export async function projectLoadReport(tx: TenantTx, user: CurrentUser, filters?: Filters) {
  const { window, projectsIn } = await scope(tx, user, filters);
  return table(
    tx,
    'Project load',
    [
      text('project', 'Project'),
      text('status', 'Status'),
      num('changes', 'Changes going live'),
      num('groups', 'Impacted groups'),
      num('load', 'Weighted load'),
      num('hours', 'Activity hours per person'),
    ],
    sql`
    SELECT projects.name AS project, projects.status,
      (SELECT count(*) FROM changes c WHERE c.project_id = projects.id AND ${goLiveSql} BETWEEN ${window.start}::date AND ${window.end}::date) AS changes,
      (SELECT count(*) FROM project_groups pg WHERE pg.project_id = projects.id AND pg.group_type = 'Impacted' AND NOT pg.archived) AS groups,
      (SELECT coalesce(sum(${weightSql}), 0) FROM changes c JOIN change_impacted_groups cig ON cig.change_id = c.id
        WHERE c.project_id = projects.id AND ${goLiveSql} BETWEEN ${window.start}::date AND ${window.end}::date) AS load,
      (SELECT coalesce(sum(o.hours_per_person), 0) FROM activities a JOIN activity_occurrences o ON o.activity_id = a.id
        WHERE a.project_id = projects.id AND o.starts_on BETWEEN ${window.start}::date AND ${window.end}::date) AS hours
    FROM ${projects} WHERE ${projectsIn} ORDER BY load DESC, lower(projects.name)`,
  );
}

/** `POST get_active_cycle_time_impact_report/`: per group, hours in the window and its peak week. */
export async function timeImpactReport(tx: TenantTx, user: CurrentUser, filters?: Filters) {
  const { window, rows } = await scope(tx, user, filters);
  return table(
    tx,
    'Time impact per group',
    [
      text('group', 'Group'),
      text('group_by', 'Function or project'),
      num('hours', 'Hours per person'),
      num('go_lives', 'Go-lives'),
      num('activities', 'Activities'),
    ],
    sql`
    WITH group_rows AS (${rows})
    SELECT min(r.row_name) AS group, min(r.group_by) AS group_by,
      coalesce((SELECT sum(x.h) FROM (SELECT DISTINCT o.activity_id, o.starts_on, o.hours_per_person AS h FROM group_rows r2
        JOIN activity_impacted_groups ag ON ag.group_id = r2.group_id JOIN activity_occurrences o ON o.activity_id = ag.activity_id
        WHERE r2.row_key = r.row_key AND o.starts_on BETWEEN ${window.start}::date AND ${window.end}::date) x), 0) AS hours,
      (SELECT count(DISTINCT c.id) FROM group_rows r2 JOIN change_impacted_groups cig ON cig.impacted_group_id = r2.group_id
        JOIN changes c ON c.id = cig.change_id WHERE r2.row_key = r.row_key AND cig.impact_level <> 'N/A'
        AND ${goLiveSql} BETWEEN ${window.start}::date AND ${window.end}::date) AS go_lives,
      (SELECT count(DISTINCT ag.activity_id) FROM group_rows r2 JOIN activity_impacted_groups ag ON ag.group_id = r2.group_id
        JOIN activity_occurrences o ON o.activity_id = ag.activity_id
        WHERE r2.row_key = r.row_key AND o.starts_on BETWEEN ${window.start}::date AND ${window.end}::date) AS activities
    FROM group_rows r GROUP BY r.row_key ORDER BY hours DESC, lower(min(r.row_name))`,
  );
}

/** `POST get_change_activity_time_commitment_report/`: per change, the activities preparing for it. */
export async function changeActivityTimeCommitment(
  tx: TenantTx,
  user: CurrentUser,
  filters?: Filters,
) {
  const { projectsIn } = await scope(tx, user, filters);
  return table(
    tx,
    'Activity time per change',
    [
      text('change', 'Change'),
      text('project', 'Project'),
      text('go_live', 'Go-live'),
      num('activities', 'Activities'),
      num('hours', 'Hours per person'),
    ],
    sql`
    SELECT c.name AS change, projects.name AS project, to_char(${goLiveSql}, 'YYYY-MM-DD') AS go_live,
      count(DISTINCT ac.activity_id) AS activities, coalesce(sum(o.hours_per_person), 0) AS hours
    FROM changes c JOIN ${projects} ON projects.id = c.project_id
    LEFT JOIN activity_changes ac ON ac.change_id = c.id
    LEFT JOIN activity_occurrences o ON o.activity_id = ac.activity_id
    WHERE ${projectsIn} GROUP BY c.id, projects.name ORDER BY ${goLiveSql} NULLS LAST, lower(c.name)`,
  );
}

/** `POST get_change_go_live_event_and_activity_burden/`: per group, go-live events and activity hours. */
export async function goLiveEventAndActivityBurden(
  tx: TenantTx,
  user: CurrentUser,
  filters?: Filters,
) {
  const { window, rows } = await scope(tx, user, filters);
  return table(
    tx,
    'Go-live events and activity burden',
    [
      text('group', 'Group'),
      num('events', 'Go-live events'),
      num('change_hours', 'Go-live hours per person'),
      num('activity_hours', 'Activity hours per person'),
      num('total', 'Total hours per person'),
    ],
    sql`
    WITH group_rows AS (${rows}), per_row AS (
      SELECT r.row_key, min(r.row_name) AS name,
        (SELECT count(DISTINCT e.id) FROM group_rows r2 JOIN change_impacted_groups cig ON cig.impacted_group_id = r2.group_id
          JOIN change_go_live_events e ON e.change_id = cig.change_id
          WHERE r2.row_key = r.row_key AND e.date BETWEEN ${window.start}::date AND ${window.end}::date) AS events,
        coalesce((SELECT sum(x.h) FROM (SELECT DISTINCT c.id, cig.hours_per_person AS h FROM group_rows r2
          JOIN change_impacted_groups cig ON cig.impacted_group_id = r2.group_id JOIN changes c ON c.id = cig.change_id
          WHERE r2.row_key = r.row_key AND ${goLiveSql} BETWEEN ${window.start}::date AND ${window.end}::date) x), 0) AS change_hours,
        coalesce((SELECT sum(x.h) FROM (SELECT DISTINCT o.activity_id, o.starts_on, o.hours_per_person AS h FROM group_rows r2
          JOIN activity_impacted_groups ag ON ag.group_id = r2.group_id JOIN activity_occurrences o ON o.activity_id = ag.activity_id
          WHERE r2.row_key = r.row_key AND o.starts_on BETWEEN ${window.start}::date AND ${window.end}::date) x), 0) AS activity_hours
      FROM group_rows r GROUP BY r.row_key)
    SELECT name AS group, events, change_hours, activity_hours, change_hours + activity_hours AS total
    FROM per_row ORDER BY total DESC, lower(name)`,
  );
}

/** `POST get_project_and_change_time_commitment/`: hours per person each project and change asks. */
export async function projectAndChangeTimeCommitment(
  tx: TenantTx,
  user: CurrentUser,
  filters?: Filters,
) {
  const { projectsIn } = await scope(tx, user, filters);
  return table(
    tx,
    'Time commitment by project and change',
    [
      text('project', 'Project'),
      text('change', 'Change'),
      num('change_hours', 'Change hours per person'),
      num('activity_hours', 'Activity hours per person'),
    ],
    sql`
    SELECT projects.name AS project, c.name AS change,
      coalesce((SELECT avg(cig.hours_per_person) FROM change_impacted_groups cig WHERE cig.change_id = c.id AND cig.impact_level <> 'N/A'), 0) AS change_hours,
      coalesce((SELECT sum(o.hours_per_person) FROM activity_changes ac JOIN activity_occurrences o ON o.activity_id = ac.activity_id WHERE ac.change_id = c.id), 0) AS activity_hours
    FROM changes c JOIN ${projects} ON projects.id = c.project_id
    WHERE ${projectsIn} ORDER BY lower(projects.name), lower(c.name)`,
  );
}

/** Changes going live between two dates, busiest first within a day. */
function goLiveChangesQuery(projectsIn: SQL, from: string, to: string): SQL {
  return sql`SELECT to_char(${goLiveSql}, 'YYYY-MM-DD') AS date, c.name AS change, projects.name AS project,
      (SELECT count(*) FROM change_impacted_groups cig WHERE cig.change_id = c.id AND cig.impact_level <> 'N/A') AS groups,
      (SELECT coalesce(sum(${weightSql}), 0) FROM change_impacted_groups cig WHERE cig.change_id = c.id) AS load
    FROM changes c JOIN ${projects} ON projects.id = c.project_id
    WHERE ${projectsIn} AND ${goLiveSql} BETWEEN ${from}::date AND ${to}::date
    ORDER BY ${goLiveSql}, load DESC, lower(c.name)`;
}
const goLiveColumns = [
  text('date', 'Go-live'),
  text('change', 'Change'),
  text('project', 'Project'),
  num('groups', 'Impacted groups'),
  num('load', 'Weighted load'),
];

/** `POST get_go_live_changes_report/`: every go-live in the window. */
export async function goLiveChangesReport(tx: TenantTx, user: CurrentUser, filters?: Filters) {
  const { window, projectsIn } = await scope(tx, user, filters);
  return table(
    tx,
    'Go-live changes',
    goLiveColumns,
    goLiveChangesQuery(projectsIn, window.start, window.end),
  );
}

/** `POST get_go_live_changes/?month=YYYY-MM`: the go-lives of one month. */
export async function goLiveChangesOfMonth(
  tx: TenantTx,
  user: CurrentUser,
  month: string,
  filters?: Filters,
) {
  const { projectsIn } = await scope(tx, user, filters);
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y ?? 2000, m ?? 1, 0)).getUTCDate();
  return table(
    tx,
    `Go-live changes in ${month}`,
    goLiveColumns,
    goLiveChangesQuery(projectsIn, `${month}-01`, `${month}-${String(last).padStart(2, '0')}`),
  );
}

/** `POST get_average_activities/`: activities per impacted group, per project. */
export async function averageActivities(tx: TenantTx, user: CurrentUser, filters?: Filters) {
  const { projectsIn } = await scope(tx, user, filters);
  return table(
    tx,
    'Average activities per impacted group',
    [
      text('project', 'Project'),
      num('engagement', 'Engagement per group'),
      num('training', 'Training per group'),
      num('groups', 'Impacted groups'),
    ],
    sql`
    WITH per AS (
      SELECT projects.id, projects.name,
        (SELECT count(*) FROM project_groups pg WHERE pg.project_id = projects.id AND pg.group_type = 'Impacted' AND NOT pg.archived) AS groups,
        (SELECT count(*) FROM activities a JOIN activity_impacted_groups ag ON ag.activity_id = a.id WHERE a.project_id = projects.id AND a.family = 'ENGAGEMENT') AS engagement,
        (SELECT count(*) FROM activities a JOIN activity_impacted_groups ag ON ag.activity_id = a.id WHERE a.project_id = projects.id AND a.family = 'TRAINING') AS training
      FROM ${projects} WHERE ${projectsIn})
    SELECT name AS project, groups, engagement::float8 / greatest(groups, 1) AS engagement, training::float8 / greatest(groups, 1) AS training
    FROM per ORDER BY lower(name)`,
  );
}

/** `POST get_average_activities_time_commitments/`: hours per person per impacted group, per project. */
export async function averageActivityTimeCommitments(
  tx: TenantTx,
  user: CurrentUser,
  filters?: Filters,
) {
  const { projectsIn } = await scope(tx, user, filters);
  return table(
    tx,
    'Average activity hours per impacted group',
    [
      text('project', 'Project'),
      num('engagement_hours', 'Engagement hours'),
      num('training_hours', 'Training hours'),
      num('total_hours', 'Total hours'),
    ],
    sql`
    WITH per AS (
      SELECT projects.id, projects.name,
        (SELECT count(*) FROM project_groups pg WHERE pg.project_id = projects.id AND pg.group_type = 'Impacted' AND NOT pg.archived) AS groups,
        (SELECT coalesce(sum(o.hours_per_person), 0) FROM activities a JOIN activity_impacted_groups ag ON ag.activity_id = a.id
          JOIN activity_occurrences o ON o.activity_id = a.id WHERE a.project_id = projects.id AND a.family = 'ENGAGEMENT') AS engagement,
        (SELECT coalesce(sum(o.hours_per_person), 0) FROM activities a JOIN activity_impacted_groups ag ON ag.activity_id = a.id
          JOIN activity_occurrences o ON o.activity_id = a.id WHERE a.project_id = projects.id AND a.family = 'TRAINING') AS training
      FROM ${projects} WHERE ${projectsIn})
    SELECT name AS project, engagement / greatest(groups, 1) AS engagement_hours, training / greatest(groups, 1) AS training_hours,
      (engagement + training) / greatest(groups, 1) AS total_hours
    FROM per ORDER BY total_hours DESC, lower(name)`,
  );
}

/** `GET portfolio-activity-profile/`: every activity occurrence of the chosen groups in the week of `date`. */
export async function activityProfile(
  tx: TenantTx,
  user: CurrentUser,
  date: string,
  groups: string[] | undefined,
) {
  const { rows } = await scope(tx, user, groups?.length ? { groups } : {});
  return table(
    tx,
    `Activities in the week of ${date}`,
    [
      text('group', 'Group'),
      text('date', 'Date'),
      text('activity', 'Activity'),
      text('project', 'Project'),
      text('kind', 'Kind'),
      num('hours', 'Hours per person'),
    ],
    sql`
    WITH group_rows AS (${rows})
    SELECT DISTINCT r.row_name AS group, to_char(o.starts_on, 'YYYY-MM-DD') AS date, a.name AS activity, r.project_name AS project,
      initcap(a.family) AS kind, o.hours_per_person AS hours
    FROM group_rows r JOIN activity_impacted_groups ag ON ag.group_id = r.group_id
    JOIN activities a ON a.id = ag.activity_id JOIN activity_occurrences o ON o.activity_id = a.id
    WHERE o.starts_on BETWEEN date_trunc('week', ${date}::date)::date AND date_trunc('week', ${date}::date)::date + 6
    ORDER BY 1, 2, 3`,
  );
}

/** `GET portfolio-engagement-profiles/`: per group, the month's engagement by kind and its training. */
export async function engagementProfiles(
  tx: TenantTx,
  user: CurrentUser,
  date: string,
  groups: string[] | undefined,
) {
  const { rows } = await scope(tx, user, groups?.length ? { groups } : {});
  const kinds = ['RITUAL', 'FEEDBACK', 'OBSERVATION', 'PROGRESS_SHARING', 'OTHER'] as const;
  return table(
    tx,
    `Engagement profile for the month of ${date.slice(0, 7)}`,
    [
      text('group', 'Group'),
      ...kinds.map((k) =>
        num(
          k.toLowerCase(),
          k
            .replace('_', ' ')
            .toLowerCase()
            .replace(/^./, (c) => c.toUpperCase()),
        ),
      ),
      num('training', 'Training'),
    ],
    sql`
    WITH group_rows AS (${rows}), hits AS (
      SELECT DISTINCT r.row_key, r.row_name, a.id, o.starts_on, a.family, et.kind
      FROM group_rows r JOIN activity_impacted_groups ag ON ag.group_id = r.group_id
      JOIN activities a ON a.id = ag.activity_id JOIN activity_occurrences o ON o.activity_id = a.id
      LEFT JOIN engagement_activity_types et ON et.id = a.engagement_type_id
      WHERE o.starts_on BETWEEN date_trunc('month', ${date}::date)::date AND (date_trunc('month', ${date}::date) + interval '1 month - 1 day')::date)
    SELECT min(r.row_name) AS group,
      ${sql.join(
        kinds.map(
          (k) =>
            sql`count(h.id) FILTER (WHERE h.kind = ${k}) AS ${sql.identifier(k.toLowerCase())}`,
        ),
        sql`, `,
      )},
      count(h.id) FILTER (WHERE h.family = 'TRAINING') AS training
    FROM group_rows r LEFT JOIN hits h ON h.row_key = r.row_key
    GROUP BY r.row_key ORDER BY lower(min(r.row_name))`,
  );
}
