import { asc, eq, sql } from 'drizzle-orm';
import {
  ratingLevels,
  ratingWeights,
  type RatingLevel,
} from '../../../../contract/assessments/assessments';
import type { CreateAssessmentInput } from '../../../../contract/assessments/assessments.schema';
import type {
  OwnerLevelUpdateInput,
  UpdateAnalysisInput,
} from '../../../../contract/assessments/analyses.schema';
import type { GroupType } from '../../../../contract/groups/group-kinds';
import type { CurrentUser } from '../../../auth/current-user';
import { assessmentAdjustments, assessments } from '../../../db/schema/assessments';
import { personRefSql } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, conflict, forbidden } from '../../../http-errors';
import {
  createAssessment,
  findProjectAssessment,
  findAssessment,
  requireNotCompleted,
  updateAssessmentHeader,
} from '../shared/access';
import { cellKey, loadGridAxes, loadGridRatings, writeGridRatings } from '../shared/grid';
import { loadGridBundle, type GridAssessmentBundle } from '../shared/grid-bundle';

/** The two analyses that complete and lock: sentiment and training needs. */
export type AnalysisKind = 'SENTIMENT' | 'TRAINING_NEEDS';

function selectAdjustments(tx: TenantTx, id: number) {
  return tx
    .select({
      adjustment: assessmentAdjustments,
      changedBy: personRefSql(assessmentAdjustments.changedById),
    })
    .from(assessmentAdjustments)
    .where(eq(assessmentAdjustments.assessmentId, id))
    .orderBy(asc(assessmentAdjustments.changedAt), asc(assessmentAdjustments.id));
}
export type AdjustmentRow = Awaited<ReturnType<typeof selectAdjustments>>[number];

export interface AnalysisBundle extends GridAssessmentBundle {
  adjustments: AdjustmentRow[];
}

async function loadAnalysis(tx: TenantTx, id: number, canEdit: boolean): Promise<AnalysisBundle> {
  const grid = await loadGridBundle(tx, id, canEdit);
  return { ...grid, adjustments: await selectAdjustments(tx, id) };
}

export async function createAnalysis(
  tx: TenantTx,
  user: CurrentUser,
  kind: AnalysisKind,
  projectId: number,
  input: CreateAssessmentInput,
): Promise<AnalysisBundle> {
  const row = await createAssessment(tx, user, projectId, kind, input);
  return loadAnalysis(tx, row.id, true);
}

export async function getAnalysis(tx: TenantTx, user: CurrentUser, kind: AnalysisKind, id: number) {
  const { canEdit } = await findAssessment(tx, user, id, kind, 'read');
  return loadAnalysis(tx, id, canEdit);
}

/** The project's analysis of a kind, for the summary and the tab (404 before it is started). */
export async function getProjectAnalysis(
  tx: TenantTx,
  user: CurrentUser,
  kind: AnalysisKind,
  projectId: number,
) {
  const { assessment, canEdit } = await findProjectAssessment(tx, user, projectId, kind);
  return loadAnalysis(tx, assessment.id, canEdit);
}

/** `PATCH …/{id}/`: header and cells, while the analysis is not completed. */
export async function updateAnalysis(
  tx: TenantTx,
  user: CurrentUser,
  kind: AnalysisKind,
  id: number,
  input: UpdateAnalysisInput,
): Promise<AnalysisBundle> {
  const { assessment } = await findAssessment(tx, user, id, kind, 'edit');
  requireNotCompleted(assessment);
  const ratings = input.ratings ?? [];
  await writeGridRatings(tx, user, assessment, 'OVERALL', ratings);
  await updateAssessmentHeader(tx, assessment, input, { touch: ratings.length > 0 });
  return loadAnalysis(tx, id, true);
}

/** `POST …/{id}/complete/`: locks the analysis, recording who completed it and when. */
export async function completeAnalysis(
  tx: TenantTx,
  user: CurrentUser,
  kind: AnalysisKind,
  id: number,
): Promise<AnalysisBundle> {
  const { assessment } = await findAssessment(tx, user, id, kind, 'edit');
  if (assessment.status === 'COMPLETED') throw conflict('This analysis is already completed.');
  await tx
    .update(assessments)
    .set({
      status: 'COMPLETED',
      completedAt: sql`now()`,
      completedById: user.id,
      startedAt: assessment.startedAt ?? sql`now()`,
      startedById: assessment.startedById ?? user.id,
      updatedAt: sql`now()`,
    })
    .where(eq(assessments.id, id));
  return loadAnalysis(tx, id, true);
}

/**
 * `PATCH …/{id}/owner_level_update/`: after completion only the analysis's owner may change
 * cells, and every change is kept with its before, after, reason, who and when.
 */
export async function ownerLevelUpdate(
  tx: TenantTx,
  user: CurrentUser,
  kind: AnalysisKind,
  id: number,
  input: OwnerLevelUpdateInput,
): Promise<AnalysisBundle> {
  const { assessment, canEdit } = await findAssessment(tx, user, id, kind, 'read');
  if (assessment.ownerId !== user.id) {
    throw forbidden('Only the owner of this analysis adjusts it after completion.');
  }
  if (assessment.status !== 'COMPLETED') {
    throw badRequest({
      non_field_errors: ['The analysis is still open: change it with a normal update.'],
    });
  }
  const before = await writeGridRatings(tx, user, assessment, 'OVERALL', input.ratings);
  const written = [
    ...new Map(input.ratings.map((r) => [cellKey(r.change, r.impacted_group), r])).values(),
  ];
  const changed = written.filter(
    (r) => (before.get(cellKey(r.change, r.impacted_group)) ?? null) !== r.rating,
  );
  if (changed.length > 0) {
    await tx.insert(assessmentAdjustments).values(
      changed.map((r) => ({
        assessmentId: id,
        changeId: r.change,
        impactedGroupId: r.impacted_group,
        before: (before.get(cellKey(r.change, r.impacted_group)) ?? null) as RatingLevel | null,
        after: r.rating,
        reason: input.reason,
        changedById: user.id,
      })),
    );
    await tx
      .update(assessments)
      .set({ updatedAt: sql`now()` })
      .where(eq(assessments.id, id));
  }
  return loadAnalysis(tx, id, canEdit);
}

export interface SentimentScoreRow {
  group: { id: number; name: string; group_type: GroupType };
  ratedChanges: number;
  average: number | null;
  level: RatingLevel | null;
  counts: Record<RatingLevel, number>;
}

/** The level whose weight is nearest a mean (ties go to the lower level: the cautious reading). */
export function levelOfAverage(average: number): RatingLevel {
  const scored = ratingLevels.filter((l) => l !== 'N/A');
  let best: RatingLevel = 'MEDIUM';
  let distance = Number.POSITIVE_INFINITY;
  for (const level of scored) {
    const d = Math.abs(ratingWeights[level] - average);
    if (d < distance || (d === distance && ratingWeights[level] < ratingWeights[best])) {
      best = level;
      distance = d;
    }
  }
  return best;
}

/**
 * `GET change-sentiment-analysis-score/?projectId=&groupType=`: per group of the project, the
 * mean of its sentiment ratings across the changes.
 */
export async function sentimentScores(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  groupType: GroupType | undefined,
): Promise<SentimentScoreRow[]> {
  const { assessment } = await findProjectAssessment(tx, user, projectId, 'SENTIMENT');
  const axes = await loadGridAxes(tx, projectId, 'all');
  const cells = await loadGridRatings(tx, assessment.id, 'OVERALL');
  return axes.impactedGroups
    .filter((g) => groupType === undefined || g.group_type === groupType)
    .map((group) => {
      const mine = cells.filter((c) => c.impactedGroupId === group.id);
      const counts = Object.fromEntries(ratingLevels.map((l) => [l, 0])) as Record<
        RatingLevel,
        number
      >;
      for (const c of mine) counts[c.rating] += 1;
      const scored = mine.filter((c) => c.rating !== 'N/A');
      const average =
        scored.length > 0
          ? Math.round(
              (scored.reduce((s, c) => s + ratingWeights[c.rating], 0) / scored.length) * 100,
            ) / 100
          : null;
      return {
        group,
        ratedChanges: mine.length,
        average,
        level: average === null ? null : levelOfAverage(average),
        counts,
      };
    });
}
