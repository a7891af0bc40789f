import { sql, type SQL } from 'drizzle-orm';
import type { CalendarEventType } from '../../../../contract/activities/activity-kinds';
import type { CalendarEvent, MyActivity } from '../../../../contract/activities/calendar.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { projects } from '../../../db/schema/projects';
import { organisationToday } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { canEditProjectSql, findVisibleProject, visibleProjectsWhere } from '../../projects/policy';

/** The first day of a month and the last day of the `months`-th month from it. */
export function monthsRange(
  month: number,
  year: number,
  months: number,
): { first: string; last: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const end = new Date(Date.UTC(year, month - 1 + months, 0));
  const iso = (y: number, m: number, d: number) =>
    `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
  return {
    first: iso(year, month, 1),
    last: iso(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate()),
  };
}

interface CalendarRow extends Record<string, unknown> {
  key: string;
  type: CalendarEventType;
  title: string;
  date: string;
  end_date: string | null;
  time: string | null;
  project_id: number;
  project_name: string;
  family: 'ENGAGEMENT' | 'TRAINING' | null;
  activity_id: number | null;
  movable: boolean;
  hours_per_person: number | null;
  impacted_groups: number[];
}

/** The organisation's wall clock: sent and scheduled times show on its calendar days. */
const local = (column: string) =>
  sql.raw(`(${column} AT TIME ZONE (SELECT o.time_zone FROM organisations o LIMIT 1))`);

/**
 * The project's comms and surveys, typed as SPEC 3's communication types, each at the time it
 * went or goes out (drafts without a date have no day yet). Read-only on the calendar.
 */
const commsAndSurveys = sql`
  SELECT 'email-' || e.id AS key, 'Email' AS type, e.subject AS title, e.project_id,
    coalesce(${local('coalesce(e.sent_at, e.scheduled_at)')}, e.send_local) AS at,
    NULL::timestamp AS ends
  FROM comms_emails e
  WHERE coalesce(e.sent_at, e.scheduled_at) IS NOT NULL OR e.send_local IS NOT NULL
  UNION ALL
  SELECT 'viva-engage-' || y.id, 'Viva Engage post', y.subject, y.project_id,
    ${local('coalesce(y.sent_at, y.send_by)')}, NULL
  FROM comms_yammer_posts y WHERE coalesce(y.sent_at, y.send_by) IS NOT NULL
  UNION ALL
  SELECT 'meeting-' || m.id, 'Meeting', m.subject, m.project_id,
    ${local('m.start_at')}, ${local('m.end_at')}
  FROM comms_outlook_events m
  UNION ALL
  SELECT 'announcement-' || t.id, 'Announcement', t.title, t.project_id,
    ${local('coalesce(t.sent_at, t.send_date)')}, NULL
  FROM comms_threads t
  WHERE t.type = 'ANNOUNCEMENT' AND t.project_id IS NOT NULL
    AND coalesce(t.sent_at, t.send_date) IS NOT NULL
  UNION ALL
  SELECT 'survey-' || s.id, 'Survey', s.name, s.project_id,
    coalesce(${local('s.sent_at')}, s.send_local), ${local('s.closes_at')}
  FROM surveys s
  WHERE s.project_id IS NOT NULL AND s.archived = false
    AND coalesce(s.sent_at::timestamp, s.send_local) IS NOT NULL`;

/**
 * `GET calendar-events/?month&year` (`&months` for several): every activity occurrence of the
 * caller's visible projects that touches the days from `first` to `last`, with the projects' go-lives, go-live events, milestones, comms and
 * surveys (read-only). One statement; the visibility rule is the projects area's.
 */
export async function listCalendarEvents(
  tx: TenantTx,
  user: CurrentUser,
  query: { first: string; last: string; project?: number | undefined },
): Promise<CalendarEvent[]> {
  if (query.project !== undefined) await findVisibleProject(tx, user, query.project);
  const { first, last } = query;
  const visible = visibleProjectsWhere(user) ?? sql`true`;
  const onProject = query.project !== undefined ? sql`projects.id = ${query.project}` : sql`true`;
  const projectScope = sql`projects.deleted_at IS NULL AND projects.archived = false AND ${visible} AND ${onProject}`;
  const canEdit = canEditProjectSql(user);
  const result = await tx.execute<CalendarRow>(sql`
    SELECT * FROM (
      SELECT 'activity-' || a.id || '-' || to_char(o.starts_on, 'YYYY-MM-DD') AS key,
        CASE WHEN a.family = 'ENGAGEMENT' THEN 'Engagement Activity'
             WHEN a.date_mode = 'DURATION' THEN 'Training Program' ELSE 'Training Event' END AS type,
        a.name AS title, to_char(o.starts_on, 'YYYY-MM-DD') AS date,
        CASE WHEN o.ends_on > o.starts_on THEN to_char(o.ends_on, 'YYYY-MM-DD') END AS end_date,
        a.start_time AS time, projects.id AS project_id, projects.name AS project_name,
        a.family, a.id AS activity_id, (${canEdit} AND a.repeat = 'Don''t Repeat') AS movable,
        o.hours_per_person::float8 AS hours_per_person,
        coalesce((SELECT array_agg(ag.group_id ORDER BY ag.group_id) FROM activity_impacted_groups ag WHERE ag.activity_id = a.id), '{}') AS impacted_groups
      FROM activity_occurrences o
      JOIN activities a ON a.id = o.activity_id
      JOIN ${projects} ON projects.id = a.project_id
      WHERE o.starts_on <= ${last} AND o.ends_on >= ${first} AND ${projectScope}
    UNION ALL
      SELECT 'go-live-' || c.id, 'Change Go-Live Event', c.name,
        to_char(coalesce(c.go_live_date, c.start_date), 'YYYY-MM-DD'),
        CASE WHEN c.go_live_date IS NULL THEN to_char(c.end_date, 'YYYY-MM-DD') END,
        NULL, projects.id, projects.name, NULL, NULL, false, NULL,
        coalesce((SELECT array_agg(cig.impacted_group_id ORDER BY cig.impacted_group_id) FROM change_impacted_groups cig WHERE cig.change_id = c.id), '{}')
      FROM changes c JOIN ${projects} ON projects.id = c.project_id
      WHERE coalesce(c.go_live_date, c.start_date) <= ${last}
        AND coalesce(c.go_live_date, c.end_date, c.start_date) >= ${first} AND ${projectScope}
    UNION ALL
      SELECT 'go-live-event-' || e.id, 'Change Go-Live Event', e.title || ' (' || c.name || ')',
        to_char(e.date, 'YYYY-MM-DD'), NULL, e.time, projects.id, projects.name, NULL, NULL, false, NULL,
        coalesce((SELECT array_agg(cig.impacted_group_id ORDER BY cig.impacted_group_id) FROM change_impacted_groups cig WHERE cig.change_id = c.id), '{}')
      FROM change_go_live_events e JOIN changes c ON c.id = e.change_id
      JOIN ${projects} ON projects.id = c.project_id
      WHERE e.date BETWEEN ${first} AND ${last} AND ${projectScope}
    UNION ALL
      SELECT 'milestone-' || m.id, 'Milestone', m.name, to_char(m.due_date, 'YYYY-MM-DD'), NULL, NULL,
        projects.id, projects.name, NULL, NULL, false, NULL, '{}'
      FROM milestones m JOIN ${projects} ON projects.id = m.project_id
      WHERE m.due_date BETWEEN ${first} AND ${last} AND ${projectScope}
    UNION ALL
      SELECT c.key, c.type, c.title, to_char(c.at, 'YYYY-MM-DD'),
        CASE WHEN c.ends::date > c.at::date THEN to_char(c.ends, 'YYYY-MM-DD') END,
        to_char(c.at, 'HH24:MI'), projects.id, projects.name, NULL, NULL, false, NULL, '{}'
      FROM (${commsAndSurveys}) c JOIN ${projects} ON projects.id = c.project_id
      WHERE c.at::date <= ${last} AND coalesce(c.ends, c.at)::date >= ${first} AND ${projectScope}
    ) events
    ORDER BY date, time NULLS FIRST, lower(title), key`);
  return result.rows.map((row) => ({
    key: row.key,
    type: row.type,
    title: row.title,
    date: row.date,
    end_date: row.end_date,
    time: row.time,
    project: { id: row.project_id, name: row.project_name },
    activity:
      row.family && row.activity_id !== null ? { family: row.family, id: row.activity_id } : null,
    movable: row.movable,
    hours_per_person: row.hours_per_person,
    impacted_groups: row.impacted_groups.map(Number),
  }));
}

interface MyActivityRow extends Record<string, unknown> {
  family: 'ENGAGEMENT' | 'TRAINING';
  activity_id: number;
  name: string;
  type_name: string;
  date: string;
  end_date: string | null;
  time: string | null;
  /** The start as a UTC instant (RFC 5545 form) when it has a time of day. */
  starts_utc: string | null;
  project_id: number;
  project_name: string;
  is_owner: boolean;
  is_attendee: boolean;
  hours_per_person: number;
  impacted_groups: string[];
}

/** How many of the person's next occurrences Home lists. */
const MY_ACTIVITIES_LIMIT = 50;

/** One occurrence the person attends or runs, with its start instant for calendars. */
export type MyOccurrence = MyActivity & { starts_utc: string | null };

/**
 * Occurrences ending on or after `from` that the person runs (owner) or attends (a member of
 * one of its impacted groups, as the activity's audience allows: leaders, employees or both),
 * earliest first. Home and the calendar subscription both read this.
 *
 * The person's groups come first and the activities from them, materialised, so only their
 * occurrences are read: testing every activity of the organisation for membership cost Home
 * 150 ms of database time per read at ×100.
 */
export async function selectMyOccurrences(
  tx: TenantTx,
  userId: number,
  range: { from: string | SQL; limit: number },
): Promise<MyOccurrence[]> {
  const result = await tx.execute<MyActivityRow>(sql`
    WITH my_groups AS (
      SELECT pm.group_id, pm.is_leader FROM project_group_members pm WHERE pm.user_id = ${userId}
      UNION ALL
      SELECT g.id, gm.is_leader FROM global_impacted_group_members gm
        JOIN project_groups g ON g.global_impacted_group_id = gm.group_id
        WHERE gm.user_id = ${userId}
    ), attending AS (
      SELECT DISTINCT ag.activity_id FROM my_groups mg
        JOIN project_groups g ON g.id = mg.group_id AND g.archived = false
        JOIN activity_impacted_groups ag ON ag.group_id = mg.group_id
        JOIN activities a ON a.id = ag.activity_id
        WHERE a.audience = 'ALL' OR (a.audience = 'LEADER') = mg.is_leader
    ), mine AS MATERIALIZED (
      SELECT a.*, (a.owner_id = ${userId}) AS is_owner,
        a.id IN (SELECT activity_id FROM attending) AS is_attendee
      FROM activities a
      JOIN projects p ON p.id = a.project_id AND p.deleted_at IS NULL AND p.archived = false
      WHERE a.owner_id = ${userId} OR a.id IN (SELECT activity_id FROM attending)
    )
    SELECT m.family, m.id AS activity_id, m.name,
      coalesce((SELECT et.name FROM engagement_activity_types et WHERE et.id = m.engagement_type_id),
               (SELECT tt.name FROM training_activity_types tt WHERE tt.id = m.training_type_id)) AS type_name,
      to_char(o.starts_on, 'YYYY-MM-DD') AS date,
      CASE WHEN o.ends_on > o.starts_on THEN to_char(o.ends_on, 'YYYY-MM-DD') END AS end_date,
      m.start_time AS time,
      CASE WHEN m.start_time IS NOT NULL THEN to_char(
        ((o.starts_on + m.start_time::time) AT TIME ZONE (SELECT org.time_zone FROM organisations org LIMIT 1)) AT TIME ZONE 'UTC',
        'YYYYMMDD"T"HH24MISS"Z"') END AS starts_utc,
      p.id AS project_id, p.name AS project_name, m.is_owner, m.is_attendee,
      o.hours_per_person::float8 AS hours_per_person,
      coalesce((SELECT array_agg(g.name ORDER BY lower(g.name)) FROM activity_impacted_groups ag
        JOIN project_groups g ON g.id = ag.group_id WHERE ag.activity_id = m.id), '{}') AS impacted_groups
    FROM mine m
    JOIN activity_occurrences o ON o.activity_id = m.id AND o.ends_on >= ${range.from}
    JOIN projects p ON p.id = m.project_id
    ORDER BY o.starts_on, m.start_time NULLS FIRST, lower(m.name), m.id
    LIMIT ${range.limit}`);
  return result.rows.map((row) => ({
    key: `${row.family.toLowerCase()}-${row.activity_id}-${row.date}`,
    family: row.family,
    activity_id: row.activity_id,
    name: row.name,
    type_name: row.type_name,
    date: row.date,
    end_date: row.end_date,
    time: row.time,
    starts_utc: row.starts_utc,
    project: { id: row.project_id, name: row.project_name },
    roles: [
      ...(row.is_owner ? (['OWNER'] as const) : []),
      ...(row.is_attendee ? (['ATTENDEE'] as const) : []),
    ],
    hours_per_person: row.hours_per_person,
    impacted_groups: row.impacted_groups,
  }));
}

/** `GET my-activities/`: what the person attends or runs from today on, next first. */
export async function listMyActivities(
  tx: TenantTx,
  user: CurrentUser,
): Promise<{ today: string; items: MyActivity[] }> {
  const today = await organisationToday(tx);
  const rows = await selectMyOccurrences(tx, user.id, { from: today, limit: MY_ACTIVITIES_LIMIT });
  return { today, items: rows.map(({ starts_utc: _, ...item }) => item) };
}
