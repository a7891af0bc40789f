import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  CreateBusinessRiskInput,
  CreateRiskCategoryInput,
  UpdateBusinessRiskInput,
  UpdateRiskCategoryInput,
} from '../../../../contract/assessments/risk.schema';
import { requireToolAccess } from '../../../auth/permissions';
import type { CurrentUser } from '../../../auth/current-user';
import { assessments } from '../../../db/schema/assessments';
import {
  businessRiskRatings,
  businessRisks,
  riskCategories,
} from '../../../db/schema/assessments-risk';
import { changes } from '../../../db/schema/changes';
import { personRefSql } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import { requireOwner } from '../../people/lookups';
import { projectFor, requireAssessmentSwitchedOn } from '../shared/access';
import { projectRefErrors, refuseIfAny } from '../shared/project-refs';

/** Risks with their category, change, owner and the project assessment's rating. */
export function selectRisks(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select({
      risk: businessRisks,
      categoryName: riskCategories.name,
      changeName: changes.name,
      owner: personRefSql(businessRisks.ownerId),
      rating: businessRiskRatings.riskRating,
    })
    .from(businessRisks)
    .leftJoin(riskCategories, eq(riskCategories.id, businessRisks.categoryId))
    .leftJoin(changes, eq(changes.id, businessRisks.changeId))
    .leftJoin(
      assessments,
      and(
        eq(assessments.projectId, businessRisks.projectId),
        eq(assessments.kind, 'BUSINESS_RISK'),
      ),
    )
    .leftJoin(
      businessRiskRatings,
      and(
        eq(businessRiskRatings.assessmentId, assessments.id),
        eq(businessRiskRatings.businessRiskId, businessRisks.id),
      ),
    )
    .where(where)
    .orderBy(asc(businessRisks.id));
}
export type BusinessRiskBundle = Awaited<ReturnType<typeof selectRisks>>[number];

/** `GET business-risk/?projectId=` */
export async function listBusinessRisks(tx: TenantTx, user: CurrentUser, projectId: number) {
  await projectFor(tx, user, projectId, 'BUSINESS_RISK', 'read');
  return selectRisks(tx, eq(businessRisks.projectId, projectId));
}

async function loadRisk(tx: TenantTx, id: number): Promise<BusinessRiskBundle> {
  const [row] = await selectRisks(tx, eq(businessRisks.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The category (the project's or organisation-wide) and the change must fit the project. */
async function requireRefsOfProject(
  tx: TenantTx,
  projectId: number,
  input: { category?: number | null | undefined; change?: number | null | undefined },
): Promise<void> {
  const errors = await projectRefErrors(tx, projectId, { change: input.change });
  if (input.category !== undefined && input.category !== null) {
    const [found] = await tx
      .select({ id: riskCategories.id })
      .from(riskCategories)
      .where(
        and(
          eq(riskCategories.id, input.category),
          or(isNull(riskCategories.projectId), eq(riskCategories.projectId, projectId)),
        ),
      );
    if (!found) errors.category = ['Choose a risk category of this project.'];
  }
  refuseIfAny(errors);
}

/** `POST business-risk/` */
export async function createBusinessRisk(
  tx: TenantTx,
  user: CurrentUser,
  input: CreateBusinessRiskInput,
): Promise<BusinessRiskBundle> {
  await projectFor(tx, user, input.project, 'BUSINESS_RISK', 'edit');
  await requireRefsOfProject(tx, input.project, input);
  await requireOwner(tx, input.owner);
  const [row] = await tx
    .insert(businessRisks)
    .values({
      projectId: input.project,
      title: input.title,
      description: input.description ?? '',
      mitigation: input.mitigation ?? '',
      categoryId: input.category ?? null,
      changeId: input.change ?? null,
      ownerId: input.owner ?? null,
      archived: input.archived ?? false,
    })
    .returning({ id: businessRisks.id });
  if (!row) throw new Error('business risk not created');
  return loadRisk(tx, row.id);
}

async function findEditableRisk(tx: TenantTx, user: CurrentUser, id: number) {
  const { risk } = await loadRisk(tx, id);
  await projectFor(tx, user, risk.projectId, 'BUSINESS_RISK', 'edit');
  return risk;
}

/** `PATCH business-risk/{id}/` */
export async function updateBusinessRisk(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateBusinessRiskInput,
): Promise<BusinessRiskBundle> {
  const risk = await findEditableRisk(tx, user, id);
  await requireRefsOfProject(tx, risk.projectId, input);
  await requireOwner(tx, input.owner);
  await tx
    .update(businessRisks)
    .set({
      title: input.title,
      description: input.description,
      mitigation: input.mitigation,
      categoryId: input.category,
      changeId: input.change,
      ownerId: input.owner,
      archived: input.archived,
      updatedAt: sql`now()`,
    })
    .where(eq(businessRisks.id, id));
  return loadRisk(tx, id);
}

/** `DELETE business-risk/{id}/` */
export async function deleteBusinessRisk(tx: TenantTx, user: CurrentUser, id: number) {
  await findEditableRisk(tx, user, id);
  await tx.delete(businessRisks).where(eq(businessRisks.id, id));
}

export type RiskCategoryRow = typeof riskCategories.$inferSelect;

/**
 * `GET risk-categories/`: the organisation-wide categories; with `?projectId=`, those a project
 * uses (organisation-wide and its own), and with `groupBy=category` each with its risks.
 */
export async function listRiskCategories(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number | undefined,
  grouped: boolean,
): Promise<{ category: RiskCategoryRow; risks?: BusinessRiskBundle[] }[]> {
  if (projectId === undefined) {
    await requireAssessmentSwitchedOn(tx, 'BUSINESS_RISK');
    const rows = await tx
      .select()
      .from(riskCategories)
      .where(isNull(riskCategories.projectId))
      .orderBy(asc(riskCategories.name), asc(riskCategories.id));
    return rows.map((category) => ({ category }));
  }
  await projectFor(tx, user, projectId, 'BUSINESS_RISK', 'read');
  const rows = await tx
    .select()
    .from(riskCategories)
    .where(or(isNull(riskCategories.projectId), eq(riskCategories.projectId, projectId)))
    .orderBy(asc(riskCategories.name), asc(riskCategories.id));
  if (!grouped) return rows.map((category) => ({ category }));
  const risks = await selectRisks(tx, eq(businessRisks.projectId, projectId));
  return rows.map((category) => ({
    category,
    risks: risks.filter((r) => r.risk.categoryId === category.id),
  }));
}

async function findEditableCategory(tx: TenantTx, user: CurrentUser, id: number) {
  const [row] = await tx.select().from(riskCategories).where(eq(riskCategories.id, id)).limit(1);
  if (!row) throw notFound();
  if (row.projectId === null) {
    requireToolAccess(user);
    await requireAssessmentSwitchedOn(tx, 'BUSINESS_RISK');
  } else {
    await projectFor(tx, user, row.projectId, 'BUSINESS_RISK', 'edit');
  }
  return row;
}

/** `POST risk-categories/`: a project's own, or (admins) an organisation-wide one. */
export async function createRiskCategory(
  tx: TenantTx,
  user: CurrentUser,
  input: CreateRiskCategoryInput,
): Promise<RiskCategoryRow> {
  if (input.project === undefined || input.project === null) {
    requireToolAccess(user);
    await requireAssessmentSwitchedOn(tx, 'BUSINESS_RISK');
  } else {
    await projectFor(tx, user, input.project, 'BUSINESS_RISK', 'edit');
  }
  const [row] = await tx
    .insert(riskCategories)
    .values({
      projectId: input.project ?? null,
      name: input.name,
      description: input.description ?? '',
    })
    .returning();
  if (!row) throw new Error('risk category not created');
  return row;
}

/** `PATCH risk-categories/{id}/` */
export async function updateRiskCategory(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateRiskCategoryInput,
): Promise<RiskCategoryRow> {
  await findEditableCategory(tx, user, id);
  const [row] = await tx
    .update(riskCategories)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(riskCategories.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** `DELETE risk-categories/{id}/`: its risks stay, uncategorised. */
export async function deleteRiskCategory(tx: TenantTx, user: CurrentUser, id: number) {
  await findEditableCategory(tx, user, id);
  await tx.delete(riskCategories).where(eq(riskCategories.id, id));
}
