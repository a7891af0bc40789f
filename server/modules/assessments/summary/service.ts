import { and, asc, eq, inArray } from 'drizzle-orm';
import { ratingWeights, type RatingLevel } from '../../../../contract/assessments/assessments';
import {
  scoreChange,
  type AttentionLevel,
  type ChangeSummaryInputs,
} from '../../../../contract/assessments/summary';
import type { CurrentUser } from '../../../auth/current-user';
import { assessmentRatings, assessments } from '../../../db/schema/assessments';
import { readinessMeasures } from '../../../db/schema/assessments-readiness';
import { businessRisks, changeRiskItems } from '../../../db/schema/assessments-risk';
import { changes } from '../../../db/schema/changes';
import { projectGroups } from '../../../db/schema/project-groups';
import type { TenantTx } from '../../../db/tenant';
import { findVisibleProject } from '../../projects/policy';
import { selectMeasures } from '../readiness/measures';
import { loadAssessmentView, type AssessmentView } from '../shared/header';
import { selectRisks } from '../risk/business-risks';

export interface ChangeReadinessSummary {
  changeId: number;
  changeName: string;
  projectId: number;
  score: number;
  level: AttentionLevel;
  reasons: string[];
  inputs: ChangeSummaryInputs;
}

const heavier = (a: RatingLevel, b: RatingLevel) => ratingWeights[a] > ratingWeights[b];

/**
 * One readiness-and-risk summary per change of the given projects: impact, readiness, business
 * and implementation risk, sentiment and training needs rolled up into a score with its reasons
 * (`scoreChange` in contract/assessments/summary.ts). Reads only; the caller decides which
 * projects the user may see (RLS keeps it inside the organisation). A fixed number of queries
 * whatever the number of changes, so the portfolio can ask for every project at once.
 */
export async function summariseChanges(
  tx: TenantTx,
  projectIds: readonly number[],
): Promise<ChangeReadinessSummary[]> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return [];
  const changeRows = await tx
    .select({ id: changes.id, name: changes.name, projectId: changes.projectId })
    .from(changes)
    .where(inArray(changes.projectId, ids))
    .orderBy(asc(changes.projectId), asc(changes.id));
  const gridCells = await tx
    .select({
      kind: assessments.kind,
      changeId: assessmentRatings.changeId,
      rating: assessmentRatings.rating,
      group: projectGroups.name,
    })
    .from(assessmentRatings)
    .innerJoin(assessments, eq(assessments.id, assessmentRatings.assessmentId))
    .innerJoin(projectGroups, eq(projectGroups.id, assessmentRatings.impactedGroupId))
    .where(
      and(
        inArray(assessments.projectId, ids),
        eq(assessmentRatings.dimension, 'OVERALL'),
        eq(projectGroups.archived, false),
      ),
    );
  const readinessIds = await tx
    .select({ id: assessments.id, projectId: assessments.projectId })
    .from(assessments)
    .where(and(inArray(assessments.projectId, ids), eq(assessments.kind, 'READINESS')));
  const measures = readinessIds.length
    ? await selectMeasures(
        tx,
        inArray(
          readinessMeasures.assessmentId,
          readinessIds.map((r) => r.id),
        ),
      )
    : [];
  const readinessProject = new Map(readinessIds.map((r) => [r.id, r.projectId]));
  const risks = await selectRisks(
    tx,
    and(inArray(businessRisks.projectId, ids), eq(businessRisks.archived, false)),
  );
  const changeRisks = await tx
    .select({ changeId: changeRiskItems.changeId, rating: changeRiskItems.rating })
    .from(changeRiskItems)
    .innerJoin(assessments, eq(assessments.id, changeRiskItems.assessmentId))
    .where(inArray(assessments.projectId, ids));

  return changeRows.map((change) => {
    const cells = gridCells.filter((c) => c.changeId === change.id);
    const pick = (kind: string, better: (a: RatingLevel, b: RatingLevel) => boolean) => {
      let best: { rating: RatingLevel; group: string } | null = null;
      for (const c of cells) {
        if (c.kind !== kind || c.rating === 'N/A') continue;
        if (!best || better(c.rating, best.rating)) best = { rating: c.rating, group: c.group };
      }
      return best;
    };
    const applying = measures.filter(
      (m) =>
        readinessProject.get(m.measure.assessmentId) === change.projectId &&
        (m.measure.changeId === null || m.measure.changeId === change.id),
    );
    const projectHasReadiness = readinessIds.some((r) => r.projectId === change.projectId);
    let businessRisk: { rating: RatingLevel; title: string } | null = null;
    for (const r of risks) {
      if (r.risk.changeId !== change.id || !r.rating) continue;
      if (!businessRisk || heavier(r.rating, businessRisk.rating)) {
        businessRisk = { rating: r.rating, title: r.risk.title };
      }
    }
    const training = pick('TRAINING_NEEDS', heavier);
    const inputs: ChangeSummaryInputs = {
      impact: pick('CHANGE_IMPACT', heavier),
      readiness: projectHasReadiness
        ? {
            total: applying.length,
            red: applying.filter((m) => m.latestRag === 'RED').length,
            amber: applying.filter((m) => m.latestRag === 'AMBER').length,
            unreported: applying.filter((m) => m.latestRag === null).length,
          }
        : null,
      businessRisk,
      implementationRisk: changeRisks.find((r) => r.changeId === change.id)?.rating ?? null,
      sentiment: pick('SENTIMENT', (a, b) => ratingWeights[a] < ratingWeights[b]),
      trainingNeed: training?.rating ?? null,
    };
    return {
      changeId: change.id,
      changeName: change.name,
      projectId: change.projectId,
      inputs,
      ...scoreChange(inputs),
    };
  });
}

/** `GET projects/{id}/assessment-summary/`: the summaries of one project the caller can see. */
export async function projectChangeSummaries(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<ChangeReadinessSummary[]> {
  await findVisibleProject(tx, user, projectId);
  return summariseChanges(tx, [projectId]);
}

/** `GET projects/{id}/assessments/`: the project's assessments, with whether the caller edits. */
export async function listProjectAssessments(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<AssessmentView[]> {
  const { canEdit } = await findVisibleProject(tx, user, projectId);
  const rows = await tx
    .select({ id: assessments.id })
    .from(assessments)
    .where(eq(assessments.projectId, projectId))
    .orderBy(asc(assessments.id));
  const views: AssessmentView[] = [];
  for (const row of rows) views.push(await loadAssessmentView(tx, row.id, canEdit));
  return views;
}
