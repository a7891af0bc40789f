import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ProjectOrdering } from '../../../../contract/projects/projects';
import type { ProjectTag } from '../../../../contract/projects/projects.schema';
import { projectStatuses } from '../../../../contract/projects/projects';
import type { PersonRef } from '../../../../contract/shared/common.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { phases } from '../../../db/schema/phases';
import { projects } from '../../../db/schema/projects';
import { canEditProjectSql } from '../policy';
import { organisationTodaySql, personRefSql, qualified } from '../../../db/sql-helpers';

/**
 * What a project summary shows beyond its own row, each as a correlated sub-select so a page
 * of projects is one statement however many rows it has (no N+1).
 */
export function projectSummaryColumns(user: CurrentUser) {
  return {
    project: projects,
    phaseName: phases.name,
    canEdit: canEditProjectSql(user),
    tags: sql<
      ProjectTag[]
    >`coalesce((SELECT json_agg(json_build_object('id', pt.id, 'name', pt.name) ORDER BY pt.name) FROM project_tag_links ptl JOIN project_tags pt ON pt.id = ptl.tag_id WHERE ptl.project_id = ${qualified(projects.id)}), '[]'::json)`,
    teamSize: sql<number>`(SELECT count(*)::int FROM project_team_members tm WHERE tm.project_id = ${qualified(projects.id)})`,
    changeCount: sql<number>`(SELECT count(*)::int FROM changes c WHERE c.project_id = ${qualified(projects.id)})`,
    nextGoLiveDate: sql<
      string | null
    >`(SELECT to_char(min(coalesce(c.go_live_date, c.start_date)), 'YYYY-MM-DD') FROM changes c WHERE c.project_id = ${qualified(projects.id)} AND coalesce(c.go_live_date, c.start_date) >= ${organisationTodaySql})`,
  };
}

/** The detail adds counts of the workspace's tabs and who created or deleted it. */
export function projectDetailColumns(user: CurrentUser) {
  return {
    ...projectSummaryColumns(user),
    workstreamCount: sql<number>`(SELECT count(*)::int FROM workstreams w WHERE w.project_id = ${qualified(projects.id)})`,
    deliverableCount: sql<number>`(SELECT count(*)::int FROM deliverables d WHERE d.project_id = ${qualified(projects.id)})`,
    milestoneCount: sql<number>`(SELECT count(*)::int FROM milestones m WHERE m.project_id = ${qualified(projects.id)})`,
    metricCount: sql<number>`(SELECT count(*)::int FROM project_metrics pm WHERE pm.project_id = ${qualified(projects.id)})`,
    // What the set-up guide reads beyond the counts above.
    changesWithoutGoLive: sql<number>`(SELECT count(*)::int FROM changes c WHERE c.project_id = ${qualified(projects.id)} AND c.go_live_date IS NULL AND c.start_date IS NULL)`,
    narrativeWritten: sql<boolean>`EXISTS (SELECT 1 FROM change_narratives n WHERE n.project_id = ${qualified(projects.id)} AND btrim(regexp_replace(n.content_html, '<[^>]*>|&nbsp;', '', 'g')) <> '')`,
    createdBy: personRefSql(projects.createdById) as SQL<PersonRef | null>,
    deletedBy: personRefSql(projects.deletedById) as SQL<PersonRef | null>,
  };
}

const phaseOfProject = and(
  eq(phases.organisationId, projects.organisationId),
  eq(phases.code, projects.activePhase),
);

/** Projects joined to their active phase's name (phases of the caller's organisation). */
export function selectProjectSummaries(tx: TenantTx, user: CurrentUser) {
  return tx.select(projectSummaryColumns(user)).from(projects).innerJoin(phases, phaseOfProject);
}

/** One project with everything the workspace header needs. */
export function selectProjectDetails(tx: TenantTx, user: CurrentUser) {
  return tx.select(projectDetailColumns(user)).from(projects).innerJoin(phases, phaseOfProject);
}

export type ProjectSummaryRow = Awaited<ReturnType<typeof selectProjectSummaries>>[number];
export type ProjectDetailRow = Awaited<ReturnType<typeof selectProjectDetails>>[number];

const statusOrder = sql`array_position(ARRAY[${sql.join(
  projectStatuses.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${projects.status})`;

type SortKey = 'name' | 'status' | 'start_date' | 'end_date' | 'created_at' | 'updated_at';
const sortColumns: Record<SortKey, SQLWrapper> = {
  name: sql`lower(${projects.name})`,
  status: statusOrder,
  start_date: projects.startDate,
  end_date: projects.endDate,
  created_at: projects.createdAt,
  updated_at: projects.updatedAt,
};

/** ORDER BY for a list ordering, with the id as the tie-break so pages never overlap. */
export function projectOrderBy(ordering: ProjectOrdering): SQL[] {
  const descending = ordering.startsWith('-');
  const column = sortColumns[(descending ? ordering.slice(1) : ordering) as SortKey];
  return [
    sql`${column} ${sql.raw(descending ? 'DESC' : 'ASC')} NULLS LAST`,
    sql`${projects.id} ASC`,
  ];
}
