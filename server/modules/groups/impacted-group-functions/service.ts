import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createImpactedGroupFunctionInputSchema,
  ImpactedGroupFunction,
  updateImpactedGroupFunctionInputSchema,
} from '../../../../contract/groups/impacted-group-functions.schema';
import type { GroupMember } from '../../../../contract/groups/group-members.schema';
import type { CurrentUser } from '../../../auth/current-user';
import {
  impactedGroupFunctionDepartments,
  impactedGroupFunctions,
} from '../../../db/schema/global-impacted-groups';
import { departments } from '../../../db/schema/reference-data';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { requireMemberReader } from '../global-impacted-groups/members';
import {
  functionMemberCountSql,
  selectGlobalGroupMembers,
} from '../global-impacted-groups/queries';
import { findEditableGlobalGroup, findGlobalGroup } from '../global-impacted-groups/service';

type CreateData = z.output<typeof createImpactedGroupFunctionInputSchema>;
type UpdateData = z.output<typeof updateImpactedGroupFunctionInputSchema>;

/** Functions of global groups the caller may read, with departments and member counts. */
async function selectFunctions(
  tx: TenantTx,
  where: { groupId?: number; id?: number },
): Promise<ImpactedGroupFunction[]> {
  const result = await tx.execute<ImpactedGroupFunction>(sql`
    SELECT f.id, f.group_id AS global_impacted_group, f.name,
      (SELECT coalesce(json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.name), '[]')
         FROM impacted_group_function_departments fd JOIN departments d ON d.id = fd.department_id
         WHERE fd.function_id = f.id) AS departments,
      ${functionMemberCountSql(sql.raw('f.id'))} AS member_count
    FROM impacted_group_functions f
    WHERE ${where.groupId !== undefined ? sql`f.group_id = ${where.groupId}` : sql`f.id = ${where.id ?? 0}`}
    ORDER BY lower(f.name), f.id`);
  return result.rows;
}

async function findFunction(tx: TenantTx, user: CurrentUser, id: number) {
  const [row] = await tx
    .select()
    .from(impactedGroupFunctions)
    .where(eq(impactedGroupFunctions.id, id))
    .limit(1);
  if (!row) throw notFound();
  await findGlobalGroup(tx, user, row.groupId);
  return row;
}

async function requireDepartments(tx: TenantTx, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(inArray(departments.id, [...ids]));
  if (found.length !== ids.length) {
    throw badRequest({ departments: ['Choose departments of your organisation.'] });
  }
}

async function requireUniqueName(tx: TenantTx, groupId: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: impactedGroupFunctions.id })
    .from(impactedGroupFunctions)
    .where(
      and(
        eq(impactedGroupFunctions.groupId, groupId),
        sql`lower(${impactedGroupFunctions.name}) = lower(${name})`,
        exceptId !== undefined ? ne(impactedGroupFunctions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw badRequest({ name: ['This group already has a function with this name.'] });
}

async function replaceDepartments(tx: TenantTx, functionId: number, ids: readonly number[]) {
  await tx
    .delete(impactedGroupFunctionDepartments)
    .where(eq(impactedGroupFunctionDepartments.functionId, functionId));
  if (ids.length === 0) return;
  await tx.insert(impactedGroupFunctionDepartments).values(
    ids.map((departmentId) => ({
      organisationId: sql`current_setting('app.organisation_id')::integer` as unknown as number,
      functionId,
      departmentId,
    })),
  );
}

export async function listFunctions(tx: TenantTx, user: CurrentUser, groupId: number) {
  await findGlobalGroup(tx, user, groupId);
  return selectFunctions(tx, { groupId });
}

export async function getFunction(tx: TenantTx, id: number): Promise<ImpactedGroupFunction> {
  const [row] = await selectFunctions(tx, { id });
  if (!row) throw notFound();
  return row;
}

export async function createFunction(tx: TenantTx, user: CurrentUser, data: CreateData) {
  try {
    await findEditableGlobalGroup(tx, user, data.global_impacted_group);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) {
      throw badRequest({ global_impacted_group: ['Choose a group of your organisation.'] });
    }
    throw error;
  }
  await requireUniqueName(tx, data.global_impacted_group, data.name);
  await requireDepartments(tx, data.departments);
  const [row] = await tx
    .insert(impactedGroupFunctions)
    .values({
      organisationId: user.organisationId,
      groupId: data.global_impacted_group,
      name: data.name,
    })
    .returning({ id: impactedGroupFunctions.id });
  if (!row) throw new Error('insert returned no row');
  await replaceDepartments(tx, row.id, data.departments);
  return row.id;
}

export async function updateFunction(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  data: UpdateData,
) {
  const current = await findFunction(tx, user, id);
  await findEditableGlobalGroup(tx, user, current.groupId);
  if (data.name !== undefined) {
    await requireUniqueName(tx, current.groupId, data.name, id);
    await tx
      .update(impactedGroupFunctions)
      .set({ name: data.name })
      .where(eq(impactedGroupFunctions.id, id));
  }
  if (data.departments) {
    await requireDepartments(tx, data.departments);
    await replaceDepartments(tx, id, data.departments);
  }
}

export async function deleteFunction(tx: TenantTx, user: CurrentUser, id: number) {
  const current = await findFunction(tx, user, id);
  await findEditableGlobalGroup(tx, user, current.groupId);
  await tx.delete(impactedGroupFunctions).where(eq(impactedGroupFunctions.id, id));
}

/** Members of the function's group working in its departments (or in one of them). */
export async function functionMembers(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  departmentId?: number,
): Promise<(GroupMember & { department_id: number | null })[]> {
  const current = await findFunction(tx, user, id);
  await requireMemberReader(tx, user, current.groupId);
  if (departmentId !== undefined) {
    const [linked] = await tx
      .select({ id: impactedGroupFunctionDepartments.departmentId })
      .from(impactedGroupFunctionDepartments)
      .where(
        and(
          eq(impactedGroupFunctionDepartments.functionId, id),
          eq(impactedGroupFunctionDepartments.departmentId, departmentId),
        ),
      );
    if (!linked)
      throw badRequest({ departmentId: ['This department is not part of the function.'] });
  }
  return selectGlobalGroupMembers(
    tx,
    current.groupId,
    departmentId !== undefined
      ? sql`p.department_id = ${departmentId}`
      : sql`p.department_id IN (SELECT department_id FROM impacted_group_function_departments WHERE function_id = ${id})`,
  );
}
