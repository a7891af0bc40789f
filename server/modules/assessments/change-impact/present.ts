import type { ImpactDimension } from '../../../../contract/assessments/assessments';
import type {
  Impact,
  ImpactCategory,
  ImpactDistribution,
  ImpactScoreRating,
  RatingDescription,
} from '../../../../contract/assessments/change-impact.schema';
import type { ImpactCategoryRow } from './categories';
import type { ImpactBundle } from './impacts';
import type { ImpactScoreRatingRow, RatingDescriptionRow } from './score-ratings';
import type { ImpactDistributionResult } from './service';

export function presentDistribution(result: ImpactDistributionResult): ImpactDistribution {
  return {
    assessment: result.assessmentId,
    dimension: result.dimension,
    counts: result.counts,
    rated_cells: result.ratedCells,
    total_cells: result.totalCells,
    by_group: result.byGroup.map((g) => ({
      id: g.id,
      name: g.name,
      counts: g.counts,
      weighted_score: g.weightedScore,
    })),
    by_change: result.byChange.map((c) => ({
      id: c.id,
      name: c.name,
      highest: c.highest,
      weighted_score: c.weightedScore,
    })),
  };
}

export function presentImpactCategory(row: ImpactCategoryRow): ImpactCategory {
  const c = row.category;
  return {
    id: c.id,
    project: c.projectId,
    name: c.name,
    description: c.description,
    position: c.position,
    impact_count: row.impactCount,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export function presentImpact(row: ImpactBundle): Impact {
  const i = row.impact;
  return {
    id: i.id,
    project: i.projectId,
    change: i.changeId,
    change_name: row.changeName,
    category: i.categoryId,
    category_name: row.categoryName,
    interaction_kind: i.interactionKind,
    description: i.description,
    rating: i.rating,
    impacted_groups: row.impactedGroups,
    created_by: row.createdBy,
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
  };
}

export function presentImpactScoreRating(row: ImpactScoreRatingRow): ImpactScoreRating {
  return {
    change: row.changeId,
    change_name: row.changeName,
    impacted_group: row.impactedGroupId,
    impacted_group_name: row.impactedGroupName,
    dimension: row.dimension as ImpactDimension,
    rating: row.rating,
    note: row.note,
  };
}

export function presentRatingDescription(row: RatingDescriptionRow): RatingDescription {
  return { id: row.id, item_type: row.itemType, level: row.level, description: row.description };
}
