import { eq } from 'drizzle-orm';
import { peopleSettings } from '../../db/schema/people-invites';
import type { TenantTx } from '../../db/tenant';

/** The organisation's people settings, with defaults when it has never saved any. */
export async function readPeopleSettings(tx: TenantTx, organisationId: number) {
  const [row] = await tx
    .select()
    .from(peopleSettings)
    .where(eq(peopleSettings.organisationId, organisationId))
    .limit(1);
  return row ?? { organisationId, inviteValidDays: 14 };
}
