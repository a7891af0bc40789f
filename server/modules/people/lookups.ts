import { and, eq, inArray } from 'drizzle-orm';
import type { TenantTx } from '../../db/tenant';
import { userProfiles } from '../../db/schema/people';
import { badRequest } from '../../http-errors';

/**
 * Refuses with a message on `field` unless every id is an active person of the caller's
 * organisation (RLS hides everyone else, so another organisation's person reads as unknown).
 */
export async function requireActivePeople(
  tx: TenantTx,
  ids: readonly number[],
  field: string,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(inArray(userProfiles.id, wanted), eq(userProfiles.isActive, true)));
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  throw badRequest({
    [field]:
      missing.length === 1 && wanted.length === 1
        ? ['Choose an active person of your organisation.']
        : [`Not an active person of your organisation: ${missing.join(', ')}.`],
  });
}

/** An owner field: null clears it, a number must be an active person of the organisation. */
export async function requireOwner(
  tx: TenantTx,
  ownerId: number | null | undefined,
  field = 'owner',
): Promise<void> {
  if (ownerId === null || ownerId === undefined) return;
  await requireActivePeople(tx, [ownerId], field);
}
