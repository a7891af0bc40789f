import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  CreateImpactInput,
  UpdateImpactInput,
} from '../../../../contract/assessments/change-impact.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { impactCategories, impactImpactedGroups, impacts } from '../../../db/schema/assessments';
import { changes } from '../../../db/schema/changes';
import { personRefSql, qualified } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import { projectFor } from '../shared/access';
import { linkedGroupsSql, projectRefErrors, refuseIfAny } from '../shared/project-refs';

function selectImpacts(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select({
      impact: impacts,
      changeName: changes.name,
      categoryName: impactCategories.name,
      createdBy: personRefSql(impacts.createdById),
      impactedGroups: linkedGroupsSql('impact_impacted_groups', 'impact_id', qualified(impacts.id)),
    })
    .from(impacts)
    .innerJoin(changes, eq(changes.id, impacts.changeId))
    .leftJoin(impactCategories, eq(impactCategories.id, impacts.categoryId))
    .where(where)
    .orderBy(asc(changes.id), asc(impacts.id));
}
export type ImpactBundle = Awaited<ReturnType<typeof selectImpacts>>[number];

/**
 * `GET impacts/?project=` or `?categoryId=&project=&forScoring=`: with `forScoring`, only the
 * impacts that name impacted groups (those a score can be given for).
 */
export async function listImpacts(
  tx: TenantTx,
  user: CurrentUser,
  query: { project: number; categoryId?: number | undefined; forScoring?: boolean | undefined },
): Promise<ImpactBundle[]> {
  await projectFor(tx, user, query.project, 'CHANGE_IMPACT', 'read');
  return selectImpacts(
    tx,
    and(
      eq(impacts.projectId, query.project),
      query.categoryId !== undefined ? eq(impacts.categoryId, query.categoryId) : undefined,
      query.forScoring
        ? sql`EXISTS (SELECT 1 FROM impact_impacted_groups ig WHERE ig.impact_id = ${qualified(impacts.id)})`
        : undefined,
    ),
  );
}

async function loadImpact(tx: TenantTx, id: number): Promise<ImpactBundle> {
  const [row] = await selectImpacts(tx, eq(impacts.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The change, category and groups must all be of the impact's project. */
async function requireOfProject(
  tx: TenantTx,
  projectId: number,
  input: { change?: number; category?: number | null; impacted_groups?: number[] },
): Promise<void> {
  const errors = await projectRefErrors(tx, projectId, input);
  if (input.category !== undefined && input.category !== null) {
    const [found] = await tx
      .select({ id: impactCategories.id })
      .from(impactCategories)
      .where(
        and(eq(impactCategories.id, input.category), eq(impactCategories.projectId, projectId)),
      );
    if (!found) errors.category = ['Choose a category of this project.'];
  }
  refuseIfAny(errors);
}

async function setGroups(tx: TenantTx, impactId: number, groupIds: number[]): Promise<void> {
  await tx.delete(impactImpactedGroups).where(eq(impactImpactedGroups.impactId, impactId));
  const unique = [...new Set(groupIds)];
  if (unique.length === 0) return;
  await tx
    .insert(impactImpactedGroups)
    .values(unique.map((impactedGroupId) => ({ impactId, impactedGroupId })));
}

/** `POST impacts/` */
export async function createImpact(
  tx: TenantTx,
  user: CurrentUser,
  input: CreateImpactInput,
): Promise<ImpactBundle> {
  await projectFor(tx, user, input.project, 'CHANGE_IMPACT', 'edit');
  await requireOfProject(tx, input.project, input);
  const [row] = await tx
    .insert(impacts)
    .values({
      projectId: input.project,
      changeId: input.change,
      categoryId: input.category ?? null,
      interactionKind: input.interaction_kind,
      description: input.description,
      rating: input.rating ?? null,
      createdById: user.id,
    })
    .returning({ id: impacts.id });
  if (!row) throw new Error('impact not created');
  await setGroups(tx, row.id, input.impacted_groups ?? []);
  return loadImpact(tx, row.id);
}

async function findEditableImpact(tx: TenantTx, user: CurrentUser, id: number) {
  const { impact } = await loadImpact(tx, id);
  await projectFor(tx, user, impact.projectId, 'CHANGE_IMPACT', 'edit');
  return impact;
}

/** `PATCH impacts/{id}/` */
export async function updateImpact(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateImpactInput,
): Promise<ImpactBundle> {
  const impact = await findEditableImpact(tx, user, id);
  await requireOfProject(tx, impact.projectId, input);
  await tx
    .update(impacts)
    .set({
      ...(input.change !== undefined ? { changeId: input.change } : {}),
      ...(input.category !== undefined ? { categoryId: input.category } : {}),
      ...(input.interaction_kind !== undefined ? { interactionKind: input.interaction_kind } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.rating !== undefined ? { rating: input.rating } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(impacts.id, id));
  if (input.impacted_groups !== undefined) await setGroups(tx, id, input.impacted_groups);
  return loadImpact(tx, id);
}

/** `DELETE impacts/{id}/` */
export async function deleteImpact(tx: TenantTx, user: CurrentUser, id: number): Promise<void> {
  await findEditableImpact(tx, user, id);
  await tx.delete(impacts).where(eq(impacts.id, id));
}
