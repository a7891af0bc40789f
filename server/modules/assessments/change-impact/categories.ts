import { asc, eq, sql } from 'drizzle-orm';
import type {
  CreateImpactCategoryInput,
  UpdateImpactCategoryInput,
} from '../../../../contract/assessments/change-impact.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { impactCategories } from '../../../db/schema/assessments';
import { qualified } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import { projectFor } from '../shared/access';

const categoryColumns = {
  category: impactCategories,
  impactCount: sql<number>`(SELECT count(*)::int FROM impacts i WHERE i.category_id = ${qualified(impactCategories.id)})`,
};
export type ImpactCategoryRow = {
  category: typeof impactCategories.$inferSelect;
  impactCount: number;
};

/** `GET impact-categories/?project=` */
export async function listImpactCategories(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
): Promise<ImpactCategoryRow[]> {
  await projectFor(tx, user, projectId, 'CHANGE_IMPACT', 'read');
  return tx
    .select(categoryColumns)
    .from(impactCategories)
    .where(eq(impactCategories.projectId, projectId))
    .orderBy(asc(impactCategories.position), asc(impactCategories.id));
}

async function loadCategory(tx: TenantTx, id: number): Promise<ImpactCategoryRow> {
  const [row] = await tx
    .select(categoryColumns)
    .from(impactCategories)
    .where(eq(impactCategories.id, id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A category the caller may change: 404 when unseen, 403 when the project is read-only. */
export async function findEditableCategory(tx: TenantTx, user: CurrentUser, id: number) {
  const row = await loadCategory(tx, id);
  await projectFor(tx, user, row.category.projectId, 'CHANGE_IMPACT', 'edit');
  return row.category;
}

/** `POST impact-categories/` */
export async function createImpactCategory(
  tx: TenantTx,
  user: CurrentUser,
  input: CreateImpactCategoryInput,
): Promise<ImpactCategoryRow> {
  await projectFor(tx, user, input.project, 'CHANGE_IMPACT', 'edit');
  const [row] = await tx
    .insert(impactCategories)
    .values({
      projectId: input.project,
      name: input.name,
      description: input.description ?? '',
      position: input.position ?? 0,
    })
    .returning({ id: impactCategories.id });
  if (!row) throw new Error('impact category not created');
  return loadCategory(tx, row.id);
}

/** `PATCH impact-categories/{id}/` */
export async function updateImpactCategory(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateImpactCategoryInput,
): Promise<ImpactCategoryRow> {
  await findEditableCategory(tx, user, id);
  await tx
    .update(impactCategories)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(impactCategories.id, id));
  return loadCategory(tx, id);
}

/** `DELETE impact-categories/{id}/`: its impacts stay, without a category. */
export async function deleteImpactCategory(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<void> {
  await findEditableCategory(tx, user, id);
  await tx.delete(impactCategories).where(eq(impactCategories.id, id));
}
