import { sql, type SQL } from 'drizzle-orm';
import type { GroupMember } from '../../../../contract/groups/group-members.schema';
import type { GroupRole, GroupType } from '../../../../contract/groups/group-kinds';
import type { AudienceBand, ImpactRating } from '../../../../contract/projects/change-attributes';
import type { TenantTx } from '../../../db/tenant';
import { memberColumnsSql, projectGroupCountsSql } from '../members-sql';
import { intArray } from '../../../db/sql-arrays';

export type ProjectGroupRow = {
  id: number;
  project_id: number;
  name: string;
  group_type: GroupType;
  group_role: GroupRole;
  category: string;
  teams_access: boolean;
  notes: string;
  archived: boolean;
  global_impacted_group_id: number | null;
  global_impacted_group_name: string | null;
  audience_band: AudienceBand | null;
  directory_group_id: string | null;
  directory_group_name: string | null;
  last_synced_at: Date | string | null;
  member_count: number;
  leader_count: number;
  members: GroupMember[];
  created_at: Date | string;
  updated_at: Date | string;
  change_count: number;
  highest_impact_level: ImpactRating | null;
};

/**
 * Project groups matching `where` (a condition on alias `pg`), with counts, own members, and
 * the changes that hit them, in one statement.
 */
export async function selectProjectGroups(tx: TenantTx, where: SQL): Promise<ProjectGroupRow[]> {
  const result = await tx.execute<ProjectGroupRow>(sql`
    SELECT pg.id, pg.project_id, pg.name, pg.group_type, pg.group_role, pg.category, pg.teams_access,
      pg.notes, pg.archived, pg.global_impacted_group_id, gg.name AS global_impacted_group_name,
      pg.audience_band, pg.directory_group_id, pg.directory_group_name, pg.last_synced_at,
      ${projectGroupCountsSql('pg')},
      (SELECT coalesce(json_agg(json_build_object('id', p.id,
          'display_name', coalesce(nullif(trim(concat(p.first_name, ' ', p.last_name)), ''), p.email),
          'email', p.email, 'job_title', p.job_title, 'department', p.department, 'site', p.site,
          'is_leader', m.is_leader, 'source', m.source) ORDER BY m.is_leader DESC, p.last_name, p.first_name), '[]')
        FROM project_group_members m JOIN user_profiles p ON p.id = m.user_id WHERE m.group_id = pg.id) AS members,
      (SELECT count(*)::int FROM change_impacted_groups ci WHERE ci.impacted_group_id = pg.id AND ci.impact_level <> 'N/A') AS change_count,
      (SELECT ci.impact_level FROM change_impacted_groups ci WHERE ci.impacted_group_id = pg.id AND ci.impact_level <> 'N/A'
        ORDER BY array_position(ARRAY['VERY_HIGH','HIGH','MEDIUM','LOW','VERY_LOW'], ci.impact_level) LIMIT 1) AS highest_impact_level,
      pg.created_at, pg.updated_at
    FROM project_groups pg
    LEFT JOIN global_impacted_groups gg ON gg.id = pg.global_impacted_group_id
    WHERE ${where}
    ORDER BY array_position(ARRAY['Impacted','Stakeholder','Sponsor','Project Team'], pg.group_type), lower(pg.name), pg.id`);
  return result.rows.map((row) => ({
    ...row,
    member_count: Number(row.member_count),
    leader_count: Number(row.leader_count),
  }));
}

/** Every member of a project group (own or through its global group), with person details. */
export async function selectProjectGroupMembers(
  tx: TenantTx,
  groupId: number,
): Promise<GroupMember[]> {
  const result = await tx.execute<GroupMember>(sql`
    SELECT ${memberColumnsSql} FROM (
      SELECT om.user_id, om.is_leader, om.source FROM project_group_members om WHERE om.group_id = ${groupId}
      UNION ALL
      SELECT gm.user_id, gm.is_leader, gm.source FROM project_groups og
        JOIN global_impacted_group_members gm ON gm.group_id = og.global_impacted_group_id WHERE og.id = ${groupId}
    ) m JOIN user_profiles p ON p.id = m.user_id
    ORDER BY m.is_leader DESC, p.last_name, p.first_name, p.id`);
  return result.rows;
}

/** The impact of each change on the project's groups, for the insights view. */
export async function selectGroupImpacts(tx: TenantTx, groupIds: readonly number[]) {
  if (groupIds.length === 0) return new Map<number, ImpactCell[]>();
  const result = await tx.execute<ImpactCell & { group_id: number }>(sql`
    SELECT ci.impacted_group_id AS group_id, c.id AS change, c.name AS change_name, ci.impact_level,
      ci.hours_per_person::float AS hours_per_person
    FROM change_impacted_groups ci JOIN changes c ON c.id = ci.change_id
    WHERE ci.impacted_group_id = ANY(${intArray(groupIds)})
    ORDER BY c.name, c.id`);
  const byGroup = new Map<number, ImpactCell[]>();
  for (const { group_id, ...cell } of result.rows) {
    byGroup.set(group_id, [...(byGroup.get(group_id) ?? []), cell]);
  }
  return byGroup;
}

export type ImpactCell = {
  change: number;
  change_name: string;
  impact_level: ImpactRating;
  hours_per_person: number;
};
