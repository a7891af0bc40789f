import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { GridRatingInput } from '../../../../contract/assessments/assessments.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { assessmentRatings } from '../../../db/schema/assessments';
import { changes } from '../../../db/schema/changes';
import { projectGroups } from '../../../db/schema/project-groups';
import { personRefSql, qualified } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';
import type { GroupType } from '../../../../contract/groups/group-kinds';
import type { AssessmentRow } from './access';

export interface GridAxes {
  changes: { id: number; name: string }[];
  impactedGroups: { id: number; name: string; group_type: GroupType }[];
}

/**
 * The project's changes (rows) and active impacted groups (columns), in a stable order. A
 * sentiment analysis reads every group of the project: stakeholders and sponsors have a view too.
 */
export async function loadGridAxes(
  tx: TenantTx,
  projectId: number,
  groups: 'impacted' | 'all' = 'impacted',
): Promise<GridAxes> {
  // One transaction is one connection: its queries run one after the other.
  const changeRows = await tx
    .select({ id: changes.id, name: changes.name })
    .from(changes)
    .where(eq(changes.projectId, projectId))
    .orderBy(asc(changes.id));
  const groupRows = await tx
    .select({ id: projectGroups.id, name: projectGroups.name, group_type: projectGroups.groupType })
    .from(projectGroups)
    .where(
      and(
        eq(projectGroups.projectId, projectId),
        groups === 'impacted' ? eq(projectGroups.groupType, 'Impacted') : undefined,
        eq(projectGroups.archived, false),
      ),
    )
    .orderBy(asc(projectGroups.name), asc(projectGroups.id));
  return { changes: changeRows, impactedGroups: groupRows };
}

/** The filled cells of an assessment, on one dimension or all. */
export function loadGridRatings(tx: TenantTx, assessmentId: number, dimension?: string) {
  return tx
    .select({
      changeId: assessmentRatings.changeId,
      impactedGroupId: assessmentRatings.impactedGroupId,
      dimension: assessmentRatings.dimension,
      rating: assessmentRatings.rating,
      note: assessmentRatings.note,
      updatedBy: personRefSql(assessmentRatings.updatedById),
      updatedAt: assessmentRatings.updatedAt,
    })
    .from(assessmentRatings)
    .where(
      and(
        eq(assessmentRatings.assessmentId, assessmentId),
        dimension !== undefined ? eq(assessmentRatings.dimension, dimension) : undefined,
      ),
    )
    .orderBy(asc(assessmentRatings.changeId), asc(assessmentRatings.impactedGroupId));
}
export type GridRatingRow = Awaited<ReturnType<typeof loadGridRatings>>[number];

/** Refuses cells whose change or impacted group is not of the assessment's project. */
export async function requireCellsOfProject(
  tx: TenantTx,
  projectId: number,
  cells: readonly { change: number; impacted_group: number }[],
  field: string,
  groups: 'impacted' | 'all' = 'impacted',
): Promise<void> {
  if (cells.length === 0) return;
  const axes = await loadGridAxes(tx, projectId, groups);
  const changeIds = new Set(axes.changes.map((c) => c.id));
  const groupIds = new Set(axes.impactedGroups.map((g) => g.id));
  const badChanges = [...new Set(cells.map((c) => c.change).filter((id) => !changeIds.has(id)))];
  const badGroups = [
    ...new Set(cells.map((c) => c.impacted_group).filter((id) => !groupIds.has(id))),
  ];
  const messages = [
    ...(badChanges.length ? [`Not a change of this project: ${badChanges.join(', ')}.`] : []),
    ...(badGroups.length
      ? [
          `Not an active ${groups === 'impacted' ? 'impacted ' : ''}group of this project: ${badGroups.join(', ')}.`,
        ]
      : []),
  ];
  if (messages.length) throw badRequest({ [field]: messages });
}

/**
 * Writes cells of a grid: a rating fills or overwrites its cell, `null` empties it. Returns the
 * cells as they were before, so an adjustment can record what it changed.
 */
export async function writeGridRatings(
  tx: TenantTx,
  user: CurrentUser,
  assessment: AssessmentRow,
  dimension: string,
  given: readonly GridRatingInput[],
  field = 'ratings',
): Promise<Map<string, string | null>> {
  // The same cell twice in one write: the last one wins, as if written one after the other.
  const cells = [...new Map(given.map((c) => [cellKey(c.change, c.impacted_group), c])).values()];
  await requireCellsOfProject(tx, assessment.projectId, cells, field, groupsOf(assessment));
  const before = new Map<string, string | null>();
  if (cells.length === 0) return before;
  const existing = await tx
    .select({
      changeId: assessmentRatings.changeId,
      impactedGroupId: assessmentRatings.impactedGroupId,
      rating: assessmentRatings.rating,
    })
    .from(assessmentRatings)
    .where(
      and(
        eq(assessmentRatings.assessmentId, assessment.id),
        eq(assessmentRatings.dimension, dimension),
        inArray(
          assessmentRatings.changeId,
          cells.map((c) => c.change),
        ),
      ),
    );
  for (const cell of cells) before.set(cellKey(cell.change, cell.impacted_group), null);
  for (const row of existing) {
    const key = cellKey(row.changeId, row.impactedGroupId);
    if (before.has(key)) before.set(key, row.rating);
  }
  const filled = cells.filter((c) => c.rating !== null);
  const emptied = cells.filter((c) => c.rating === null);
  if (filled.length > 0) {
    await tx
      .insert(assessmentRatings)
      .values(
        filled.map((c) => ({
          assessmentId: assessment.id,
          changeId: c.change,
          impactedGroupId: c.impacted_group,
          dimension,
          rating: c.rating ?? 'N/A',
          note: c.note ?? '',
          updatedById: user.id,
        })),
      )
      .onConflictDoUpdate({
        target: [
          assessmentRatings.assessmentId,
          assessmentRatings.changeId,
          assessmentRatings.impactedGroupId,
          assessmentRatings.dimension,
        ],
        set: {
          rating: sql`excluded.rating`,
          // A cell written without a note keeps the note it had.
          note: sql`CASE WHEN excluded.note = '' THEN ${qualified(assessmentRatings.note)} ELSE excluded.note END`,
          updatedById: sql`excluded.updated_by_id`,
          updatedAt: sql`now()`,
        },
      });
  }
  for (const cell of emptied) {
    await tx
      .delete(assessmentRatings)
      .where(
        and(
          eq(assessmentRatings.assessmentId, assessment.id),
          eq(assessmentRatings.dimension, dimension),
          eq(assessmentRatings.changeId, cell.change),
          eq(assessmentRatings.impactedGroupId, cell.impacted_group),
        ),
      );
  }
  return before;
}

/** Which groups an assessment's grid has as columns. */
export function groupsOf(assessment: AssessmentRow): 'impacted' | 'all' {
  return assessment.kind === 'SENTIMENT' ? 'all' : 'impacted';
}

export function cellKey(changeId: number, groupId: number): string {
  return `${changeId}:${groupId}`;
}
