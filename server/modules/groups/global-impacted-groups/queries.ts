import { sql, type SQL } from 'drizzle-orm';
import type { PersonRef } from '../../../../contract/shared/common.schema';
import type { GroupMember } from '../../../../contract/groups/group-members.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { containsPattern } from '../../../db/sql-helpers';
import { canEditGlobalGroupSql, visibleGlobalGroupsWhere } from '../group-policy';
import { displayNameSql, memberColumnsSql } from '../members-sql';

export type GlobalGroupRow = {
  id: number;
  name: string;
  description: string;
  persona: { id: number; name: string } | null;
  owner: PersonRef | null;
  member_count: number;
  leader_count: number;
  project_count: number;
  directory_group_id: string | null;
  directory_group_name: string | null;
  last_synced_at: Date | string | null;
  archived: boolean;
  can_edit: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

export interface GlobalGroupFilters {
  search?: string;
  owner?: number;
  persona?: number;
  forCurrentLoggedInUser?: boolean;
  peopleManager?: boolean;
  includeArchived?: boolean;
  id?: number;
}

/** The conditions on `global_impacted_groups g` that `filters` ask for, as the caller sees them. */
function globalGroupsWhere(user: CurrentUser, filters: GlobalGroupFilters): SQL {
  const gid = sql.raw('g.id');
  const conditions: (SQL | undefined)[] = [
    visibleGlobalGroupsWhere(user, gid),
    filters.id !== undefined ? sql`g.id = ${filters.id}` : undefined,
    filters.includeArchived || filters.id !== undefined ? undefined : sql`g.archived = false`,
    filters.search
      ? sql`(g.name ILIKE ${containsPattern(filters.search)} OR g.description ILIKE ${containsPattern(filters.search)})`
      : undefined,
    filters.owner !== undefined ? sql`g.owner_id = ${filters.owner}` : undefined,
    filters.persona !== undefined ? sql`g.persona_id = ${filters.persona}` : undefined,
    filters.forCurrentLoggedInUser
      ? sql`(g.owner_id = ${user.id}
          OR EXISTS (SELECT 1 FROM global_impacted_group_editors fe WHERE fe.group_id = g.id AND fe.user_id = ${user.id})
          OR EXISTS (SELECT 1 FROM global_impacted_group_members fm WHERE fm.group_id = g.id AND fm.user_id = ${user.id}))`
      : undefined,
    filters.peopleManager
      ? sql`EXISTS (SELECT 1 FROM global_impacted_group_members lm WHERE lm.group_id = g.id AND lm.user_id = ${user.id} AND lm.is_leader)`
      : undefined,
  ];
  const where = conditions.filter((c): c is SQL => c !== undefined);
  return where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
}

/** How many global groups match `filters` (the paged list's total). */
export async function countGlobalGroups(
  tx: TenantTx,
  user: CurrentUser,
  filters: GlobalGroupFilters,
): Promise<number> {
  const result = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM global_impacted_groups g ${globalGroupsWhere(user, filters)}`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * Global groups the caller may read, with counts, in one statement whatever their size; one
 * page of them when `window` is given.
 */
export async function selectGlobalGroups(
  tx: TenantTx,
  user: CurrentUser,
  filters: GlobalGroupFilters,
  window?: { limit: number; offset: number },
): Promise<GlobalGroupRow[]> {
  const gid = sql.raw('g.id');
  const result = await tx.execute<GlobalGroupRow>(sql`
    SELECT g.id, g.name, g.description,
      (SELECT json_build_object('id', pe.id, 'name', pe.name) FROM personas pe WHERE pe.id = g.persona_id) AS persona,
      CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'display_name', ${displayNameSql}) END AS owner,
      coalesce(c.member_count, 0)::int AS member_count, coalesce(c.leader_count, 0)::int AS leader_count,
      (SELECT count(DISTINCT pg.project_id) FROM project_groups pg WHERE pg.global_impacted_group_id = g.id)::int AS project_count,
      g.directory_group_id, g.directory_group_name, g.last_synced_at, g.archived,
      ${canEditGlobalGroupSql(user, gid)} AS can_edit, g.created_at, g.updated_at
    FROM global_impacted_groups g
    LEFT JOIN user_profiles p ON p.id = g.owner_id
    LEFT JOIN LATERAL (
      SELECT count(*) AS member_count, count(*) FILTER (WHERE m.is_leader) AS leader_count
      FROM global_impacted_group_members m WHERE m.group_id = g.id
    ) c ON true
    ${globalGroupsWhere(user, filters)}
    ORDER BY lower(g.name), g.id
    ${window ? sql`LIMIT ${window.limit} OFFSET ${window.offset}` : sql``}`);
  return result.rows;
}

/** Editors, leaders, functions and (optionally) manual employees of one group. */
export async function selectGlobalGroupParts(
  tx: TenantTx,
  groupId: number,
  withEmployees: boolean,
): Promise<{
  editors: PersonRef[];
  leaders: PersonRef[];
  functions: { id: number; name: string; member_count: number }[];
  employees?: PersonRef[];
}> {
  const person = sql`json_build_object('id', p.id, 'display_name', ${displayNameSql})`;
  const result = await tx.execute<{
    editors: PersonRef[];
    leaders: PersonRef[];
    functions: { id: number; name: string; member_count: number }[];
    employees: PersonRef[] | null;
  }>(sql`
    SELECT
      (SELECT coalesce(json_agg(${person} ORDER BY p.last_name, p.first_name), '[]') FROM global_impacted_group_editors e
        JOIN user_profiles p ON p.id = e.user_id WHERE e.group_id = ${groupId}) AS editors,
      (SELECT coalesce(json_agg(${person} ORDER BY p.last_name, p.first_name), '[]') FROM global_impacted_group_members m
        JOIN user_profiles p ON p.id = m.user_id WHERE m.group_id = ${groupId} AND m.is_leader) AS leaders,
      (SELECT coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'member_count', ${functionMemberCountSql(sql.raw('f.id'))}) ORDER BY lower(f.name)), '[]')
        FROM impacted_group_functions f WHERE f.group_id = ${groupId}) AS functions,
      ${
        withEmployees
          ? sql`(SELECT coalesce(json_agg(${person} ORDER BY p.last_name, p.first_name), '[]') FROM global_impacted_group_members m
        JOIN user_profiles p ON p.id = m.user_id WHERE m.group_id = ${groupId} AND NOT m.is_leader AND m.source = 'MANUAL')`
          : sql`NULL`
      } AS employees`);
  const row = result.rows[0];
  if (!row) throw new Error('group parts query returned no row');
  return {
    editors: row.editors,
    leaders: row.leaders,
    functions: row.functions,
    ...(row.employees ? { employees: row.employees } : {}),
  };
}

/**
 * How many of the group's members work in the function's departments: by the department
 * reference on their profile, so renaming a department keeps its people.
 */
export function functionMemberCountSql(functionId: SQL): SQL {
  return sql`(SELECT count(*)::int FROM impacted_group_functions fx
    JOIN global_impacted_group_members fm ON fm.group_id = fx.group_id
    JOIN user_profiles fp ON fp.id = fm.user_id
    JOIN impacted_group_function_departments fdd ON fdd.function_id = fx.id AND fdd.department_id = fp.department_id
    WHERE fx.id = ${functionId})`;
}

/** Members of a global group with their person details, optionally narrowed by a condition on `p`. */
export async function selectGlobalGroupMembers(
  tx: TenantTx,
  groupId: number,
  extra?: SQL,
): Promise<(GroupMember & { department_id: number | null })[]> {
  const result = await tx.execute<GroupMember & { department_id: number | null }>(sql`
    SELECT ${memberColumnsSql}, p.department_id
    FROM global_impacted_group_members m
    JOIN user_profiles p ON p.id = m.user_id
    WHERE m.group_id = ${groupId} ${extra ? sql`AND ${extra}` : sql``}
    ORDER BY p.department NULLS LAST, p.last_name, p.first_name, p.id`);
  return result.rows;
}
