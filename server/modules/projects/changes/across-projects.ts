import { and, asc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { changesAcrossProjectsQuerySchema } from '../../../../contract/projects/changes.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { changes } from '../../../db/schema/changes';
import { projects } from '../../../db/schema/projects';
import { attributesByChange, selectChanges, summaryByChange, type ChangeBundle } from './queries';
import { findVisibleProject, involvedProjectsWhere, visibleProjectsWhere } from '../policy';
import { containsPattern, organisationTodaySql, qualified } from '../../../db/sql-helpers';

type AcrossProjectsQuery = z.output<typeof changesAcrossProjectsQuerySchema>;

/** A change with its project's name; the summary fields only when the summary was asked for. */
export interface ChangeAcrossProjectsRow {
  bundle: ChangeBundle;
  projectName: string;
  impactedGroupIds: number[] | undefined;
  goLiveEventCount: number | undefined;
}

/**
 * `GET projects/{id|null}/changes_across_all_projects/`: changes of every project the caller can
 * see that is neither archived nor deleted. A numeric path id must be such a project (it is the
 * screen's context; `excludeProjectId` is what leaves a project out).
 */
export async function listChangesAcrossProjects(
  tx: TenantTx,
  user: CurrentUser,
  contextProjectId: number | null,
  query: AcrossProjectsQuery,
): Promise<ChangeAcrossProjectsRow[]> {
  if (contextProjectId !== null) await findVisibleProject(tx, user, contextProjectId);
  const search = query.searchTerm ? containsPattern(query.searchTerm) : undefined;
  const goLive = sql`(CASE WHEN ${changes.dateMode} = 'DURATION' THEN ${changes.startDate} ELSE ${changes.goLiveDate} END)`;
  let select = selectChanges(
    tx,
    and(
      visibleProjectsWhere(user),
      eq(projects.archived, false),
      isNull(projects.deletedAt),
      query.excludeProjectId ? ne(changes.projectId, query.excludeProjectId) : undefined,
      query.ids ? inArray(changes.id, query.ids) : undefined,
      search
        ? or(
            ilike(changes.name, search),
            ilike(changes.description, search),
            ilike(projects.name, search),
          )
        : undefined,
      query.impacted_groups
        ? sql`EXISTS (SELECT 1 FROM change_impacted_groups cig WHERE cig.change_id = ${qualified(changes.id)} AND cig.impacted_group_id IN (${sql.join(
            query.impacted_groups.map((id) => sql`${id}`),
            sql`, `,
          )}))`
        : undefined,
      query.mine ? involvedProjectsWhere(user) : undefined,
      query.upcomingWeeks
        ? sql`${goLive} BETWEEN ${organisationTodaySql} AND ${organisationTodaySql} + ${query.upcomingWeeks * 7}::int`
        : undefined,
    ),
  ).$dynamic();
  // Upcoming go-lives come soonest first by the date Home shows (a duration's start).
  if (query.upcomingWeeks) select = select.orderBy(sql`${goLive} ASC`, asc(changes.id));
  if (query.limit) select = select.limit(query.limit);
  const rows = await select;
  const ids = rows.map((r) => r.change.id);
  const attributes = await attributesByChange(tx, ids);
  const summary = query.forChangesAndImpactsSummary ? await summaryByChange(tx, ids) : undefined;
  return rows.map((r) => ({
    bundle: {
      change: r.change,
      createdBy: r.createdBy,
      attributes: attributes.get(r.change.id) ?? [],
    },
    projectName: r.projectName,
    impactedGroupIds: summary?.groups.get(r.change.id),
    goLiveEventCount: summary ? (summary.eventCounts.get(r.change.id) ?? 0) : undefined,
  }));
}
