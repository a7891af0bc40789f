import type { TenantTx } from '../../../db/tenant';
import { groupsOf, loadGridAxes, loadGridRatings, type GridAxes, type GridRatingRow } from './grid';
import { loadAssessmentView, type AssessmentView } from './header';

export interface GridAssessmentBundle {
  view: AssessmentView;
  axes: GridAxes;
  ratings: GridRatingRow[];
}

/** An assessment with its grid, as the routes present it. */
export async function loadGridBundle(
  tx: TenantTx,
  id: number,
  canEdit: boolean,
): Promise<GridAssessmentBundle> {
  const view = await loadAssessmentView(tx, id, canEdit);
  const axes = await loadGridAxes(tx, view.row.projectId, groupsOf(view.row));
  const ratings = await loadGridRatings(tx, id);
  return { view, axes, ratings };
}
