import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReceiverInput } from '../../../../contract/comms/receivers.schema';
import { userProfiles } from '../../../db/schema/people';
import type { TenantTx } from '../../../db/tenant';
import { badRequest } from '../../../http-errors';
import { receiverIdsOf, type ReceiverOwner } from './links';

/** Receivers split into the two id lists the tables keep. */
export function splitReceivers(receivers: readonly ReceiverInput[]) {
  const groups = [...new Set(receivers.filter((r) => r.type === 'group').map((r) => r.id))];
  const people = [...new Set(receivers.filter((r) => r.type === 'person').map((r) => r.id))];
  return { groups, people };
}

/** Whether the groups area's tables exist in this database (they arrive with its migration). */
export async function hasGroupsTables(tx: TenantTx): Promise<boolean> {
  const result = await tx.execute<{ present: boolean }>(
    sql`SELECT to_regclass('public.project_groups') IS NOT NULL AS present`,
  );
  return result.rows[0]?.present ?? false;
}

/** Names of the organisation's groups with these ids (RLS keeps other organisations out). */
export async function groupNames(
  tx: TenantTx,
  ids: readonly number[],
): Promise<Map<number, { name: string; category: string }>> {
  const names = new Map<number, { name: string; category: string }>();
  if (ids.length === 0 || !(await hasGroupsTables(tx))) return names;
  const result = await tx.execute<{ id: number; name: string; category: string }>(
    sql`SELECT id, name, coalesce(category, '') AS category FROM project_groups WHERE id = ANY(${sql.param([...ids])}::int[])`,
  );
  for (const row of result.rows) names.set(row.id, { name: row.name, category: row.category });
  return names;
}

/** Refuses ids that are not the organisation's active people and groups, naming the field. */
export async function requireReceivers(
  tx: TenantTx,
  groups: readonly number[],
  people: readonly number[],
  field = 'receivers',
): Promise<void> {
  if (people.length) {
    const found = await tx
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(and(inArray(userProfiles.id, [...people]), eq(userProfiles.isActive, true)));
    if (found.length !== people.length) {
      throw badRequest({ [field]: ['Choose people of your organisation from the list.'] });
    }
  }
  if (groups.length) {
    const found = await groupNames(tx, groups);
    if (found.size !== groups.length) {
      throw badRequest({ [field]: ['Choose groups of your organisation from the list.'] });
    }
  }
}

export interface Recipient {
  userId: number;
  groupId: number | null;
  name: string;
  email: string;
  externalId: string;
}

/**
 * The active people these receivers reach, once each: named people, and the members of each
 * group (its own members, or those of the organisation-wide group it links).
 */
export async function resolveRecipients(
  tx: TenantTx,
  groups: readonly number[],
  people: readonly number[],
): Promise<Recipient[]> {
  const reached = new Map<number, number | null>();
  for (const id of people) reached.set(id, null);
  if (groups.length && (await hasGroupsTables(tx))) {
    const result = await tx.execute<{ user_id: number; group_id: number }>(sql`
      SELECT m.user_id, m.group_id FROM project_group_members m
        WHERE m.group_id = ANY(${sql.param([...groups])}::int[])
      UNION
      SELECT gm.user_id, g.id FROM project_groups g
        JOIN global_impacted_group_members gm ON gm.group_id = g.global_impacted_group_id
        WHERE g.id = ANY(${sql.param([...groups])}::int[])
      ORDER BY 2, 1`);
    for (const row of result.rows)
      if (!reached.has(row.user_id)) reached.set(row.user_id, row.group_id);
  }
  if (reached.size === 0) return [];
  const rows = await tx
    .select({
      id: userProfiles.id,
      email: userProfiles.email,
      externalId: userProfiles.externalId,
      name: sql<string>`coalesce(nullif(trim(concat(${userProfiles.firstName}, ' ', ${userProfiles.lastName})), ''), ${userProfiles.email})`,
    })
    .from(userProfiles)
    .where(and(inArray(userProfiles.id, [...reached.keys()]), eq(userProfiles.isActive, true)));
  return rows.map((r) => ({
    userId: r.id,
    groupId: reached.get(r.id) ?? null,
    name: r.name,
    email: r.email,
    externalId: r.externalId,
  }));
}

/**
 * The ids of the groups the caller belongs to, as a SQL set (its own members, or those of the
 * organisation-wide group it links); empty until the groups tables exist.
 */
export function myGroupIdsSql(userId: number, groupsReady: boolean): SQL {
  if (!groupsReady) return sql`(SELECT NULL::int WHERE false)`;
  return sql`(SELECT group_id FROM project_group_members WHERE user_id = ${userId}
    UNION SELECT pg.id FROM project_groups pg JOIN global_impacted_group_members gm ON gm.group_id = pg.global_impacted_group_id WHERE gm.user_id = ${userId})`;
}

/** The active people an announcement, email or event reaches, as its receiver rows say now. */
export async function recipientsOf(
  tx: TenantTx,
  owner: ReceiverOwner,
  itemId: number,
): Promise<Recipient[]> {
  const receivers = (await receiverIdsOf(tx, owner, [itemId])).get(itemId);
  return resolveRecipients(tx, receivers?.groups ?? [], receivers?.people ?? []);
}
