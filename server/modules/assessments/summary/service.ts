import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ratingWeights, type RatingLevel } from '../../../../contract/assessments/assessments';
import {
  scoreChange,
  type AttentionLevel,
  type ChangeSummaryInputs,
} from '../../../../contract/assessments/summary';
import type { CurrentUser } from '../../../auth/current-user';
import { assessmentRatings, assessments } from '../../../db/schema/assessments';
import { businessRisks, changeRiskItems } from '../../../db/schema/assessments-risk';
import { changes } from '../../../db/schema/changes';
import { projectGroups } from '../../../db/schema/project-groups';
import { intArray } from '../../../db/sql-arrays';
import type { TenantTx } from '../../../db/tenant';
import { findVisibleProject } from '../../projects/policy';
import { loadProjectAssessmentViews, type AssessmentView } from '../shared/header';
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
  // The projects travel as one array parameter: a whole portfolio is ~500 of them, and each
  // statement below names them.
  const inProjects = (column: SQL | AnyColumn) => sql`${column} = ANY(${intArray(ids)})`;
  const changeRows = await tx
    .select({ id: changes.id, name: changes.name, projectId: changes.projectId })
    .from(changes)
    .where(inProjects(changes.projectId))
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
        inProjects(assessments.projectId),
        eq(assessmentRatings.dimension, 'OVERALL'),
        eq(projectGroups.archived, false),
      ),
    );
  const readinessIds = await tx
    .select({ id: assessments.id, projectId: assessments.projectId })
    .from(assessments)
    .where(and(inProjects(assessments.projectId), eq(assessments.kind, 'READINESS')));
  // Only what the summary counts: each measure's change and its latest report's RAG status
  // (the measures' list reads their people and approvals too, a quarter second for a portfolio).
  const measures = readinessIds.length
    ? (
        await tx.execute<{
          assessment_id: number;
          change_id: number | null;
          latest_rag: 'RED' | 'AMBER' | 'GREEN' | null;
        }>(sql`
          SELECT m.assessment_id, m.change_id, latest.rag_status AS latest_rag
          FROM readiness_measures m
          LEFT JOIN LATERAL (SELECT r.rag_status FROM readiness_status_reports r WHERE r.measure_id = m.id
            ORDER BY r.created_at DESC, r.id DESC LIMIT 1) latest ON true
          WHERE m.assessment_id IN (SELECT a.id FROM assessments a
            WHERE a.kind = 'READINESS' AND ${inProjects(sql`a.project_id`)})`)
      ).rows
    : [];
  const risks = await selectRisks(
    tx,
    and(inProjects(businessRisks.projectId), eq(businessRisks.archived, false)),
  );
  const changeRisks = await tx
    .select({ changeId: changeRiskItems.changeId, rating: changeRiskItems.rating })
    .from(changeRiskItems)
    .innerJoin(assessments, eq(assessments.id, changeRiskItems.assessmentId))
    .where(inProjects(assessments.projectId));

  // Indexed once by change (and project), so each change reads only its own rows: scanning
  // every row for every change was ~20 million comparisons across a whole portfolio.
  const cellsOf = groupBy(gridCells, (c) => c.changeId);
  const readinessProject = new Map(readinessIds.map((r) => [r.id, r.projectId]));
  const projectsWithReadiness = new Set(readinessIds.map((r) => r.projectId));
  const measuresOf = groupBy(measures, (m) => readinessProject.get(m.assessment_id));
  const risksOf = groupBy(risks, (r) => r.risk.changeId);
  const changeRiskOf = new Map<number, (typeof changeRisks)[number]['rating']>();
  for (const r of changeRisks)
    if (!changeRiskOf.has(r.changeId)) changeRiskOf.set(r.changeId, r.rating);

  return changeRows.map((change) => {
    const cells = cellsOf.get(change.id) ?? [];
    const pick = (kind: string, better: (a: RatingLevel, b: RatingLevel) => boolean) => {
      let best: { rating: RatingLevel; group: string } | null = null;
      for (const c of cells) {
        if (c.kind !== kind || c.rating === 'N/A') continue;
        if (!best || better(c.rating, best.rating)) best = { rating: c.rating, group: c.group };
      }
      return best;
    };
    const applying = (measuresOf.get(change.projectId) ?? []).filter(
      (m) => m.change_id === null || m.change_id === change.id,
    );
    let businessRisk: { rating: RatingLevel; title: string } | null = null;
    for (const r of risksOf.get(change.id) ?? []) {
      if (!r.rating) continue;
      if (!businessRisk || heavier(r.rating, businessRisk.rating)) {
        businessRisk = { rating: r.rating, title: r.risk.title };
      }
    }
    const training = pick('TRAINING_NEEDS', heavier);
    const inputs: ChangeSummaryInputs = {
      impact: pick('CHANGE_IMPACT', heavier),
      readiness: projectsWithReadiness.has(change.projectId)
        ? {
            total: applying.length,
            red: applying.filter((m) => m.latest_rag === 'RED').length,
            amber: applying.filter((m) => m.latest_rag === 'AMBER').length,
            unreported: applying.filter((m) => m.latest_rag === null).length,
          }
        : null,
      businessRisk,
      implementationRisk: changeRiskOf.get(change.id) ?? null,
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

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
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
  return loadProjectAssessmentViews(tx, projectId, canEdit);
}
