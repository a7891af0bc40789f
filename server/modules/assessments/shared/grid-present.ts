import type {
  AssessmentHeader,
  GridAxisItem,
  GridGroup,
  GridRating,
} from '../../../../contract/assessments/assessments.schema';
import type { GridRatingRow } from './grid';
import type { GridAssessmentBundle } from './grid-bundle';
import { presentAssessmentHeader } from './header';

export function presentGridRating(row: GridRatingRow): GridRating {
  return {
    change: row.changeId,
    impacted_group: row.impactedGroupId,
    dimension: row.dimension,
    rating: row.rating,
    note: row.note,
    updated_by: row.updatedBy,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Header, axes and cells: what every grid assessment answers with. */
export function presentGridAssessment(bundle: GridAssessmentBundle): AssessmentHeader & {
  changes: GridAxisItem[];
  impacted_groups: GridGroup[];
  ratings: GridRating[];
} {
  return {
    ...presentAssessmentHeader(bundle.view),
    changes: bundle.axes.changes,
    impacted_groups: bundle.axes.impactedGroups,
    ratings: bundle.ratings.map(presentGridRating),
  };
}
