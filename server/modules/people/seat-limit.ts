import { eq } from 'drizzle-orm';
import { findFeatureFlag } from '../admin/feature-flag-service';
import { peopleSettings } from '../../db/schema/people-invites';
import type { TenantTx } from '../../db/tenant';
import { badRequest } from '../../http-errors';
import { countActivePeople } from './profiles/queries';

/** The organisation's people settings, with defaults when it has never saved any. */
export async function readPeopleSettings(tx: TenantTx, organisationId: number) {
  const [row] = await tx
    .select()
    .from(peopleSettings)
    .where(eq(peopleSettings.organisationId, organisationId))
    .limit(1);
  return row ?? { organisationId, seatLimit: null, inviteValidDays: 14 };
}

/**
 * Refuses on `field` when `adding` more active people (or pending invitations) would pass the
 * organisation's seat limit, unless its `no maximum users` flag is on.
 */
export async function requireSeats(
  tx: TenantTx,
  organisationId: number,
  adding: number,
  field: string,
  pendingInvites = 0,
): Promise<void> {
  if (adding <= 0) return;
  const settings = await readPeopleSettings(tx, organisationId);
  if (settings.seatLimit === null) return;
  const unlimited = await findFeatureFlag(tx, 'no_maximum_users');
  if (unlimited?.enabled) return;
  const used = (await countActivePeople(tx)) + pendingInvites;
  const free = Math.max(0, settings.seatLimit - used);
  if (adding > free) {
    throw badRequest({
      [field]: [
        `Your organisation has ${settings.seatLimit} seats and ${free} free: ${adding} more would pass the limit. Add seats on the billing page.`,
      ],
    });
  }
}
