import { sql } from 'drizzle-orm';
import {
  deploymentStates,
  type DeploymentState,
} from '../../../../contract/projects/change-attributes';
import { metricStatuses, type MetricStatus } from '../../../../contract/projects/metrics';
import { UPCOMING_GO_LIVE_DAYS } from '../../../../contract/projects/project-stats';
import {
  type ProjectStats,
  type WorkItemCounts,
} from '../../../../contract/projects/project-stats.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { findVisibleProject } from '../policy';
import { organisationTodaySql } from '../../../db/sql-helpers';

/** Open / overdue / closed counts of a work-item table for one project, as one JSON value. */
function itemCountsSql(table: 'deliverables' | 'milestones', projectId: number) {
  return sql`(SELECT json_build_object(
      'open', count(*) FILTER (WHERE i.state = 'Open' AND (i.due_date IS NULL OR i.due_date >= ${organisationTodaySql})),
      'overdue', count(*) FILTER (WHERE i.state = 'Open' AND i.due_date < ${organisationTodaySql}),
      'closed', count(*) FILTER (WHERE i.state = 'Closed'),
      'total', count(*))
    FROM ${sql.identifier(table)} i WHERE i.project_id = ${projectId})`;
}

function fill<K extends string>(keys: readonly K[], counts: Partial<Record<K, number>> | null) {
  return Object.fromEntries(keys.map((k) => [k, counts?.[k] ?? 0])) as Record<K, number>;
}

/**
 * `GET project-stats/grab_one_projects_stats/?projectId=`: the overview's numbers in three
 * statements (the project, one row of aggregates, the upcoming go-lives), whatever the size.
 */
export async function projectStats(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<ProjectStats> {
  await findVisibleProject(tx, user, projectId);
  const aggregates = await tx.execute<{
    team_size: number;
    workstreams: number;
    changes_by_state: Partial<Record<DeploymentState, number>> | null;
    metrics_by_status: Partial<Record<MetricStatus, number>> | null;
    metrics_without_data: number;
    deliverables: WorkItemCounts;
    milestones: WorkItemCounts;
  }>(sql`SELECT
      (SELECT count(*)::int FROM project_team_members tm WHERE tm.project_id = ${projectId}) AS team_size,
      (SELECT count(*)::int FROM workstreams w WHERE w.project_id = ${projectId}) AS workstreams,
      (SELECT json_object_agg(s.deployment_state, s.n) FROM (
        SELECT c.deployment_state, count(*)::int AS n FROM changes c
        WHERE c.project_id = ${projectId} GROUP BY c.deployment_state) s) AS changes_by_state,
      (SELECT json_object_agg(s.status, s.n) FROM (
        SELECT m.status, count(*)::int AS n FROM project_metrics m
        WHERE m.project_id = ${projectId} AND m.status IS NOT NULL GROUP BY m.status) s)
        AS metrics_by_status,
      (SELECT count(*)::int FROM project_metrics m
        WHERE m.project_id = ${projectId} AND m.status IS NULL) AS metrics_without_data,
      ${itemCountsSql('deliverables', projectId)} AS deliverables,
      ${itemCountsSql('milestones', projectId)} AS milestones`);
  const row = aggregates.rows[0];
  if (!row) throw new Error('no aggregates');
  const upcoming = await tx.execute<{ change: number; name: string; date: string }>(
    sql`SELECT c.id AS change, c.name, to_char(coalesce(c.go_live_date, c.start_date), 'YYYY-MM-DD') AS date
      FROM changes c
      WHERE c.project_id = ${projectId}
        AND coalesce(c.go_live_date, c.start_date) BETWEEN ${organisationTodaySql}
          AND ${organisationTodaySql} + ${UPCOMING_GO_LIVE_DAYS}::int
      ORDER BY coalesce(c.go_live_date, c.start_date), lower(c.name), c.id`,
  );
  const byState = fill(deploymentStates, row.changes_by_state);
  return {
    project: projectId,
    team_size: row.team_size,
    changes: {
      total: Object.values(byState).reduce((sum, n) => sum + n, 0),
      by_deployment_state: byState,
    },
    upcoming_go_lives: upcoming.rows,
    workstreams: row.workstreams,
    deliverables: row.deliverables,
    milestones: row.milestones,
    metrics: {
      total:
        Object.values(fill(metricStatuses, row.metrics_by_status)).reduce((s, n) => s + n, 0) +
        row.metrics_without_data,
      by_status: fill(metricStatuses, row.metrics_by_status),
      no_data: row.metrics_without_data,
    },
  };
}
