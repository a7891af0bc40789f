import { asc, eq, sql } from 'drizzle-orm';
import type { FeatureFlagName } from '../../../contract/admin/feature-flags';
import type { TenantTx } from '../../db/tenant';
import { featureFlags } from '../../db/schema/feature-flags';
import { notFound } from '../../http-errors';

export type FeatureFlagRow = typeof featureFlags.$inferSelect;

export function listFeatureFlags(tx: TenantTx): Promise<FeatureFlagRow[]> {
  return tx.select().from(featureFlags).orderBy(asc(featureFlags.name));
}

/** One flag by name; a name the organisation has no row for reads as off. */
export async function findFeatureFlag(
  tx: TenantTx,
  name: FeatureFlagName,
): Promise<FeatureFlagRow | undefined> {
  const [row] = await tx.select().from(featureFlags).where(eq(featureFlags.name, name)).limit(1);
  return row;
}

export async function setFeatureFlag(
  tx: TenantTx,
  id: number,
  enabled: boolean,
): Promise<FeatureFlagRow> {
  const [row] = await tx
    .update(featureFlags)
    .set({ enabled, updatedAt: sql`now()` })
    .where(eq(featureFlags.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}
