import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  CreateImpactInput,
  UpdateImpactInput,
} from '../../../../contract/assessments/change-impact.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { impactCategories, impactImpactedGroups, impacts } from '../../../db/schema/assessments';
import { changes } from '../../../db/schema/changes';
import { projectGroups } from '../../../db/schema/project-groups';
import { personRefSql, qualified } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { projectFor } from '../shared/access';

function selectImpacts(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select({
      impact: impacts,
      changeName: changes.name,
      categoryName: impactCategories.name,
      createdBy: personRefSql(impacts.createdById),
      impactedGroups: sql<{ id: number; name: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.id)
        FROM impact_impacted_groups ig JOIN project_groups g ON g.id = ig.impacted_group_id
        WHERE ig.impact_id = ${qualified(impacts.id)}), '[]'::json)`,
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
  const errors: Record<string, string[]> = {};
  if (input.change !== undefined) {
    const [found] = await tx
      .select({ id: changes.id })
      .from(changes)
      .where(and(eq(changes.id, input.change), eq(changes.projectId, projectId)));
    if (!found) errors.change = ['Choose a change of this project.'];
  }
  if (input.category !== undefined && input.category !== null) {
    const [found] = await tx
      .select({ id: impactCategories.id })
      .from(impactCategories)
      .where(
        and(eq(impactCategories.id, input.category), eq(impactCategories.projectId, projectId)),
      );
    if (!found) errors.category = ['Choose a category of this project.'];
  }
  const groups = [...new Set(input.impacted_groups ?? [])];
  if (groups.length > 0) {
    const found = await tx
      .select({ id: projectGroups.id })
      .from(projectGroups)
      .where(
        and(
          inArray(projectGroups.id, groups),
          eq(projectGroups.projectId, projectId),
          eq(projectGroups.groupType, 'Impacted'),
        ),
      );
    const known = new Set(found.map((g) => g.id));
    const missing = groups.filter((id) => !known.has(id));
    if (missing.length > 0) {
      errors.impacted_groups = [`Not an impacted group of this project: ${missing.join(', ')}.`];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
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
