import type { CreateAssessmentInput } from '../../../../contract/assessments/assessments.schema';
import {
  ratingLevels,
  ratingWeights,
  type ImpactDimension,
  type RatingLevel,
} from '../../../../contract/assessments/assessments';
import type { UpdateChangeImpactInput } from '../../../../contract/assessments/change-impact.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import {
  createAssessment,
  findAssessment,
  findProjectAssessment,
  updateAssessmentHeader,
} from '../shared/access';
import { loadGridAxes, loadGridRatings, writeGridRatings } from '../shared/grid';
import { loadGridBundle, type GridAssessmentBundle } from '../shared/grid-bundle';

/** `POST change-impact-assessment/?project=` */
export async function createChangeImpactAssessment(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: CreateAssessmentInput,
): Promise<GridAssessmentBundle> {
  const row = await createAssessment(tx, user, projectId, 'CHANGE_IMPACT', input);
  return loadGridBundle(tx, row.id, true);
}

/** `GET change-impact-assessment/get_change_impact_assessment/?project=` */
export async function getChangeImpactAssessment(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<GridAssessmentBundle> {
  const { assessment, canEdit } = await findProjectAssessment(tx, user, projectId, 'CHANGE_IMPACT');
  return loadGridBundle(tx, assessment.id, canEdit);
}

/** `PATCH change-impact-assessment/{id}/`: header fields and the cells of one dimension. */
export async function updateChangeImpactAssessment(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateChangeImpactInput,
): Promise<GridAssessmentBundle> {
  const { assessment } = await findAssessment(tx, user, id, 'CHANGE_IMPACT', 'edit');
  const ratings = input.ratings ?? [];
  await writeGridRatings(tx, user, assessment, input.dimension ?? 'OVERALL', ratings);
  await updateAssessmentHeader(tx, assessment, input, { touch: ratings.length > 0 });
  return loadGridBundle(tx, id, true);
}

export interface ImpactDistributionResult {
  assessmentId: number;
  dimension: ImpactDimension;
  counts: Record<RatingLevel, number>;
  ratedCells: number;
  totalCells: number;
  byGroup: {
    id: number;
    name: string;
    counts: Record<RatingLevel, number>;
    weightedScore: number;
  }[];
  byChange: { id: number; name: string; highest: RatingLevel | null; weightedScore: number }[];
}

function emptyCounts(): Record<RatingLevel, number> {
  return Object.fromEntries(ratingLevels.map((l) => [l, 0])) as Record<RatingLevel, number>;
}

/**
 * `GET change-impact-assessment/distribution/`: how one dimension's ratings spread. A group's
 * or change's weighted score is the sum of its cells' weights (VERY_HIGH 5 … VERY_LOW 1,
 * DESIGN.md §6), so the heaviest-hit group has the largest number.
 */
export async function impactDistribution(
  tx: TenantTx,
  user: CurrentUser,
  assessmentId: number,
  dimension: ImpactDimension = 'OVERALL',
): Promise<ImpactDistributionResult> {
  const { assessment } = await findAssessment(tx, user, assessmentId, 'CHANGE_IMPACT', 'read');
  const axes = await loadGridAxes(tx, assessment.projectId);
  const cells = await loadGridRatings(tx, assessmentId, dimension);
  const groupIds = new Set(axes.impactedGroups.map((g) => g.id));
  const live = cells.filter((c) => groupIds.has(c.impactedGroupId));
  const counts = emptyCounts();
  for (const cell of live) counts[cell.rating] += 1;
  const byGroup = axes.impactedGroups.map((group) => {
    const mine = live.filter((c) => c.impactedGroupId === group.id);
    const groupCounts = emptyCounts();
    for (const cell of mine) groupCounts[cell.rating] += 1;
    return {
      ...group,
      counts: groupCounts,
      weightedScore: mine.reduce((sum, c) => sum + ratingWeights[c.rating], 0),
    };
  });
  const byChange = axes.changes.map((change) => {
    const mine = live.filter((c) => c.changeId === change.id);
    const highest = highestRating(mine.map((c) => c.rating));
    return {
      ...change,
      highest,
      weightedScore: mine.reduce((sum, c) => sum + ratingWeights[c.rating], 0),
    };
  });
  return {
    assessmentId,
    dimension,
    counts,
    ratedCells: live.length,
    totalCells: axes.changes.length * axes.impactedGroups.length,
    byGroup,
    byChange,
  };
}

/** The highest of some ratings (N/A only when nothing else was rated). */
export function highestRating(ratings: readonly RatingLevel[]): RatingLevel | null {
  if (ratings.length === 0) return null;
  return [...ratings].sort((a, b) => ratingWeights[b] - ratingWeights[a])[0] ?? null;
}
