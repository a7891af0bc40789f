import { sql, type SQL } from 'drizzle-orm';

/** `display_name` of the person in alias `p`: their name, or their e-mail when they have none. */
export const displayNameSql = sql.raw(
  `coalesce(nullif(trim(concat(p.first_name, ' ', p.last_name)), ''), p.email)`,
);

/** The columns of a group member, reading person alias `p` and membership alias `m`. */
export const memberColumnsSql = sql.raw(
  `p.id, coalesce(nullif(trim(concat(p.first_name, ' ', p.last_name)), ''), p.email) AS display_name,
   p.email, p.job_title, p.department, p.site, m.is_leader, m.source`,
);

/**
 * Members of a project group, resolved once: its own people, or the people of the global group
 * it links. Yields rows `(user_id, is_leader, source)`.
 */
export function projectGroupMembershipSql(groupId: SQL | number): SQL {
  return sql`(SELECT om.user_id, om.is_leader, om.source FROM project_group_members om WHERE om.group_id = ${groupId}
    UNION ALL
    SELECT gm.user_id, gm.is_leader, gm.source FROM project_groups og
      JOIN global_impacted_group_members gm ON gm.group_id = og.global_impacted_group_id
      WHERE og.id = ${groupId})`;
}

/**
 * The same membership for many project groups at once, set-based: `groups` is a relation with
 * columns `id` and `global_impacted_group_id` (project groups). Yields rows
 * `(group_id, user_id, is_leader, source)`. For a whole portfolio's groups this reads each
 * member table once instead of looking each group up on its own.
 */
export function projectGroupsMembershipSql(groups: SQL): SQL {
  return sql`(SELECT g.id AS group_id, om.user_id, om.is_leader, om.source FROM ${groups} g
      JOIN project_group_members om ON om.group_id = g.id
    UNION ALL
    SELECT g.id, gm.user_id, gm.is_leader, gm.source FROM ${groups} g
      JOIN global_impacted_group_members gm ON gm.group_id = g.global_impacted_group_id)`;
}

/** Count of a project group's members and leaders, as `member_count`, `leader_count` columns. */
export function projectGroupCountsSql(groupAlias: string): SQL {
  const g = sql.raw(groupAlias);
  return sql`(SELECT count(*) FROM project_group_members cm WHERE cm.group_id = ${g}.id)
      + (SELECT count(*) FROM global_impacted_group_members cg WHERE cg.group_id = ${g}.global_impacted_group_id) AS member_count,
    (SELECT count(*) FROM project_group_members cm WHERE cm.group_id = ${g}.id AND cm.is_leader)
      + (SELECT count(*) FROM global_impacted_group_members cg WHERE cg.group_id = ${g}.global_impacted_group_id AND cg.is_leader) AS leader_count`;
}
