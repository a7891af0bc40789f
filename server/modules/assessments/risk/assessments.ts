import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreateAssessmentInput } from '../../../../contract/assessments/assessments.schema';
import type {
  ReorderChangesInput,
  UpdateBusinessRiskAssessmentInput,
  UpdateChangeRiskAssessmentInput,
} from '../../../../contract/assessments/risk.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { assessments } from '../../../db/schema/assessments';
import {
  businessRiskRatings,
  businessRisks,
  changeRiskItems,
} from '../../../db/schema/assessments-risk';
import { changes } from '../../../db/schema/changes';
import { personRefSql } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';
import { createAssessment, findAssessment, updateAssessmentHeader } from '../shared/access';
import { loadAssessmentView, type AssessmentView } from '../shared/header';
import { selectRisks } from './business-risks';

// ── Business risk assessment ────────────────────────────────────────────────────────────────

async function loadBusinessAssessment(tx: TenantTx, id: number, canEdit: boolean) {
  const view = await loadAssessmentView(tx, id, canEdit);
  const ratings = await tx
    .select({
      businessRiskId: businessRiskRatings.businessRiskId,
      riskRating: businessRiskRatings.riskRating,
      updatedAt: businessRiskRatings.updatedAt,
      ratedBy: personRefSql(businessRiskRatings.ratedById),
    })
    .from(businessRiskRatings)
    .where(eq(businessRiskRatings.assessmentId, id));
  const risks = await selectRisks(
    tx,
    and(eq(businessRisks.projectId, view.row.projectId), eq(businessRisks.archived, false)),
  );
  return { view, ratings, risks };
}
export type BusinessAssessmentBundle = Awaited<ReturnType<typeof loadBusinessAssessment>>;

export async function createBusinessRiskAssessment(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: CreateAssessmentInput,
): Promise<BusinessAssessmentBundle> {
  const row = await createAssessment(tx, user, projectId, 'BUSINESS_RISK', input);
  return loadBusinessAssessment(tx, row.id, true);
}

export async function getBusinessRiskAssessment(tx: TenantTx, user: CurrentUser, id: number) {
  const { canEdit } = await findAssessment(tx, user, id, 'BUSINESS_RISK', 'read');
  return loadBusinessAssessment(tx, id, canEdit);
}

/** `PATCH business-risk-assessment/{id}/` with `assigned_ratings`: each risk of the project. */
export async function updateBusinessRiskAssessment(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateBusinessRiskAssessmentInput,
): Promise<BusinessAssessmentBundle> {
  const { assessment } = await findAssessment(tx, user, id, 'BUSINESS_RISK', 'edit');
  const assigned = [
    ...new Map((input.assigned_ratings ?? []).map((r) => [r.business_risk, r])).values(),
  ];
  if (assigned.length > 0) {
    const known = await tx
      .select({ id: businessRisks.id })
      .from(businessRisks)
      .where(
        and(
          eq(businessRisks.projectId, assessment.projectId),
          inArray(
            businessRisks.id,
            assigned.map((r) => r.business_risk),
          ),
        ),
      );
    const ids = new Set(known.map((k) => k.id));
    const missing = assigned.filter((r) => !ids.has(r.business_risk)).map((r) => r.business_risk);
    if (missing.length > 0) {
      throw badRequest({
        assigned_ratings: [`Not a business risk of this project: ${missing.join(', ')}.`],
      });
    }
    for (const rating of assigned) {
      if (rating.risk_rating === null) {
        await tx
          .delete(businessRiskRatings)
          .where(
            and(
              eq(businessRiskRatings.assessmentId, id),
              eq(businessRiskRatings.businessRiskId, rating.business_risk),
            ),
          );
        continue;
      }
      await tx
        .insert(businessRiskRatings)
        .values({
          assessmentId: id,
          businessRiskId: rating.business_risk,
          riskRating: rating.risk_rating,
          ratedById: user.id,
        })
        .onConflictDoUpdate({
          target: [businessRiskRatings.assessmentId, businessRiskRatings.businessRiskId],
          set: { riskRating: rating.risk_rating, ratedById: user.id, updatedAt: sql`now()` },
        });
    }
  }
  await updateAssessmentHeader(tx, assessment, input, { touch: assigned.length > 0 });
  return loadBusinessAssessment(tx, id, true);
}

// ── Implementation (change) risk assessment ─────────────────────────────────────────────────

export interface ChangeRiskBundle {
  view: AssessmentView;
  items: {
    changeId: number;
    changeName: string;
    position: number;
    rating: (typeof changeRiskItems.$inferSelect)['rating'];
    rationale: string;
  }[];
}

async function loadChangeRisk(
  tx: TenantTx,
  id: number,
  canEdit: boolean,
): Promise<ChangeRiskBundle> {
  const view = await loadAssessmentView(tx, id, canEdit);
  const items = await tx
    .select({
      changeId: changeRiskItems.changeId,
      changeName: changes.name,
      position: changeRiskItems.position,
      rating: changeRiskItems.rating,
      rationale: changeRiskItems.rationale,
    })
    .from(changeRiskItems)
    .innerJoin(changes, eq(changes.id, changeRiskItems.changeId))
    .where(eq(changeRiskItems.assessmentId, id))
    .orderBy(asc(changeRiskItems.position), asc(changeRiskItems.changeId));
  return { view, items };
}

export async function createChangeRiskAssessment(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: CreateAssessmentInput,
): Promise<ChangeRiskBundle> {
  const row = await createAssessment(tx, user, projectId, 'IMPLEMENTATION_RISK', input);
  return loadChangeRisk(tx, row.id, true);
}

export async function getChangeRiskAssessment(tx: TenantTx, user: CurrentUser, id: number) {
  const { canEdit } = await findAssessment(tx, user, id, 'IMPLEMENTATION_RISK', 'read');
  return loadChangeRisk(tx, id, canEdit);
}

/**
 * `POST change-risk-assessment/{id}/start/`: puts every change of the project in the list, in
 * go-live order. Started again later, it adds the changes made since at the end and keeps the
 * team's order.
 */
export async function startChangeRiskAssessment(tx: TenantTx, user: CurrentUser, id: number) {
  const { assessment } = await findAssessment(tx, user, id, 'IMPLEMENTATION_RISK', 'edit');
  await tx.execute(sql`
    INSERT INTO change_risk_items (assessment_id, change_id, position)
    SELECT ${id}, c.id,
      coalesce((SELECT max(i.position) FROM change_risk_items i WHERE i.assessment_id = ${id}), -1)
        + row_number() OVER (ORDER BY c.go_live_date NULLS LAST, c.id)
    FROM changes c
    WHERE c.project_id = ${assessment.projectId}
      AND NOT EXISTS (SELECT 1 FROM change_risk_items i WHERE i.assessment_id = ${id} AND i.change_id = c.id)`);
  if (assessment.status === 'NOT_STARTED') {
    await tx
      .update(assessments)
      .set({
        status: 'IN_PROGRESS',
        startedAt: sql`now()`,
        startedById: user.id,
        updatedAt: sql`now()`,
      })
      .where(eq(assessments.id, id));
  }
  return loadChangeRisk(tx, id, true);
}

function requireStarted(status: string): void {
  if (status === 'NOT_STARTED') {
    throw badRequest({ changes: ['Start the assessment first; it lists the project’s changes.'] });
  }
}

/** `PATCH change-risk-assessment/{id}/`: header and each listed change's rating and rationale. */
export async function updateChangeRiskAssessment(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateChangeRiskAssessmentInput,
): Promise<ChangeRiskBundle> {
  const { assessment } = await findAssessment(tx, user, id, 'IMPLEMENTATION_RISK', 'edit');
  const rows = input.changes ?? [];
  if (rows.length > 0) {
    requireStarted(assessment.status);
    const current = await loadChangeRisk(tx, id, true);
    const listed = new Set(current.items.map((i) => i.changeId));
    const missing = rows.map((r) => r.change).filter((c) => !listed.has(c));
    if (missing.length > 0) {
      throw badRequest({ changes: [`Not a change of this assessment: ${missing.join(', ')}.`] });
    }
    for (const row of rows) {
      await tx
        .update(changeRiskItems)
        .set({
          ...(row.rating !== undefined ? { rating: row.rating } : {}),
          ...(row.rationale !== undefined ? { rationale: row.rationale } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(changeRiskItems.assessmentId, id), eq(changeRiskItems.changeId, row.change)));
    }
  }
  await updateAssessmentHeader(tx, assessment, input);
  return loadChangeRisk(tx, id, true);
}

/**
 * `PUT change-risk-assessment/{id}/reorder_changes/`: the new order names every change of the
 * assessment exactly once, so no change can fall out of the list or appear twice.
 */
export async function reorderChangeRisks(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: ReorderChangesInput,
): Promise<ChangeRiskBundle> {
  const { assessment } = await findAssessment(tx, user, id, 'IMPLEMENTATION_RISK', 'edit');
  requireStarted(assessment.status);
  const current = await loadChangeRisk(tx, id, true);
  const listed = current.items.map((i) => i.changeId);
  const given = input.changes;
  const same =
    given.length === listed.length &&
    new Set(given).size === given.length &&
    given.every((c) => listed.includes(c));
  if (!same) {
    throw badRequest({
      changes: [`Give every change of the assessment once, in order: ${listed.join(', ')}.`],
    });
  }
  for (const [position, changeId] of given.entries()) {
    await tx
      .update(changeRiskItems)
      .set({ position, updatedAt: sql`now()` })
      .where(and(eq(changeRiskItems.assessmentId, id), eq(changeRiskItems.changeId, changeId)));
  }
  return loadChangeRisk(tx, id, true);
}
