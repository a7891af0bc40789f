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

/** Turns a flag on or off; `was` is its state before, so an unchanged flag is not audited. */
export async function setFeatureFlag(
  tx: TenantTx,
  id: number,
  enabled: boolean,
): Promise<{ row: FeatureFlagRow; was: boolean }> {
  const [before] = await tx
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.id, id))
    .limit(1);
  if (!before) throw notFound();
  const [row] = await tx
    .update(featureFlags)
    .set({ enabled, updatedAt: sql`now()` })
    .where(eq(featureFlags.id, id))
    .returning();
  if (!row) throw notFound();
  return { row, was: before.enabled };
}

/** The names of the organisation's enabled flags (a flag it has no row for is off). */
export async function enabledFeatureNames(tx: TenantTx): Promise<Set<FeatureFlagName>> {
  const rows = await tx
    .select({ name: featureFlags.name })
    .from(featureFlags)
    .where(eq(featureFlags.enabled, true));
  return new Set(rows.map((r) => r.name));
}
