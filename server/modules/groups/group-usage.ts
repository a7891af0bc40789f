import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/tenant';

/**
 * Something that uses a project group, so deleting the group would lose it. Areas that hang
 * their records off groups (surveys, assessments, activities) add one here; a group in use is
 * archived instead of deleted.
 */
export interface GroupUsage {
  /** What uses it, in the plural, e.g. "change impact ratings". */
  label: string;
  /** How many of them use the group whose id is given, as a SQL integer. */
  count: (groupId: number) => SQL<number>;
}

const usages: GroupUsage[] = [
  {
    label: 'change impact ratings',
    count: (groupId) =>
      sql<number>`(SELECT count(*)::int FROM change_impacted_groups WHERE impacted_group_id = ${groupId} AND impact_level <> 'N/A')`,
  },
];

/** Lets another area say that its records use project groups. */
export function registerGroupUsage(usage: GroupUsage): void {
  if (!usages.some((u) => u.label === usage.label)) usages.push(usage);
}

/** What uses the group, e.g. `["3 change impact ratings"]`; empty when nothing does. */
export async function groupUsages(tx: TenantTx, groupId: number): Promise<string[]> {
  const result = await tx.execute<Record<string, number>>(
    sql`SELECT ${sql.join(
      usages.map((u, i) => sql`${u.count(groupId)} AS ${sql.identifier(`u${i}`)}`),
      sql`, `,
    )}`,
  );
  const row = result.rows[0] ?? {};
  return usages
    .map((u, i) => ({ label: u.label, n: Number(row[`u${i}`] ?? 0) }))
    .filter((u) => u.n > 0)
    .map((u) => `${u.n} ${u.label}`);
}
