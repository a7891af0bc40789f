import { sql } from 'drizzle-orm';
import type { NudgeRecipients } from '../../../contract/leaders/kinds';
import type { TenantTx } from '../../db/tenant';
import { intArray } from '../../db/sql-arrays';
import { projectGroupMembershipSql } from '../groups/members-sql';

export interface Recipient {
  userId: number;
  name: string;
  email: string;
  externalId: string;
  isLeader: boolean;
  groupId: number;
}

/**
 * The active people of these impacted groups (their own members or their global group's),
 * leaders, employees or both, each person once (with the first group that reaches them).
 */
export async function recipientsOfGroups(
  tx: TenantTx,
  groupIds: readonly number[],
  who: NudgeRecipients,
): Promise<Recipient[]> {
  if (groupIds.length === 0) return [];
  const roleFilter =
    who === 'LEADERS'
      ? sql`AND m.is_leader`
      : who === 'EMPLOYEES'
        ? sql`AND NOT m.is_leader`
        : sql``;
  const result = await tx.execute<{
    user_id: number;
    name: string;
    email: string;
    external_id: string;
    is_leader: boolean;
    group_id: number;
  }>(sql`
    SELECT DISTINCT ON (p.id) p.id AS user_id,
      coalesce(nullif(trim(concat(p.first_name, ' ', p.last_name)), ''), p.email) AS name,
      p.email, p.external_id, m.is_leader, gid AS group_id
    FROM unnest(${intArray(groupIds)}) AS gid
    CROSS JOIN LATERAL ${projectGroupMembershipSql(sql`gid`)} m
    JOIN user_profiles p ON p.id = m.user_id
    WHERE p.is_active ${roleFilter}
    ORDER BY p.id, m.is_leader DESC, gid`);
  return result.rows.map((r) => ({
    userId: r.user_id,
    name: r.name,
    email: r.email,
    externalId: r.external_id,
    isLeader: r.is_leader,
    groupId: r.group_id,
  }));
}

/** One person as a recipient (a task's owner), if active. */
export async function recipientById(
  tx: TenantTx,
  userId: number,
  groupId: number,
): Promise<Recipient | null> {
  const result = await tx.execute<{ name: string; email: string; external_id: string }>(sql`
    SELECT coalesce(nullif(trim(concat(p.first_name, ' ', p.last_name)), ''), p.email) AS name,
      p.email, p.external_id FROM user_profiles p WHERE p.id = ${userId} AND p.is_active`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    userId,
    name: row.name,
    email: row.email,
    externalId: row.external_id,
    isLeader: true,
    groupId,
  };
}
