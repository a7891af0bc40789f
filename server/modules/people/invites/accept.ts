import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../../auth/passwords';
import type { Database } from '../../../db/client';
import { organisations } from '../../../db/schema/organisations';
import { localCredentials, userProfiles } from '../../../db/schema/people';
import { invites } from '../../../db/schema/people-invites';
import { readSeatAllowance } from '../../billing/seats/seat-allowance';
import { inviteStatusOf } from './present';
import type { TenantTx } from '../../../db/tenant';
import { withHashedLink } from '../link-tenancy';

export type InviteLookup =
  | { state: 'unknown' }
  | { state: 'accepted' | 'cancelled' | 'expired'; email: string; organisationName: string }
  | {
      state: 'pending';
      id: number;
      email: string;
      organisationName: string;
      organisationId: number;
    };

/**
 * The invitation a link's token opens, read under RLS as the invitation's organisation (the
 * token finds it: see link-tenancy.ts).
 */
export async function lookUpInvite(db: Database, token: string): Promise<InviteLookup> {
  const found = await withHashedLink(db, 'invites', token, async (tx, tokenHash) => {
    const [row] = await tx
      .select({ invite: invites, organisationName: organisations.name })
      .from(invites)
      .innerJoin(organisations, eq(organisations.id, invites.organisationId))
      .where(eq(invites.tokenHash, tokenHash))
      .limit(1);
    return row;
  });
  if (!found) return { state: 'unknown' };
  const status = inviteStatusOf(found.invite);
  if (status !== 'pending') {
    return { state: status, email: found.invite.email, organisationName: found.organisationName };
  }
  return {
    state: 'pending',
    id: found.invite.id,
    email: found.invite.email,
    organisationName: found.organisationName,
    organisationId: found.invite.organisationId,
  };
}

export interface AcceptInput {
  firstName: string;
  lastName: string;
  /** Local sign-in only; with Entra ID the person signs in with their work account. */
  password: string | null;
}

/** How accepting an invitation ended. */
export type AcceptOutcome = 'accepted' | 'not-pending' | 'no-seat';

/**
 * Joins the person to the invitation's organisation: their id, 'not-pending' when the invitation
 * is no longer open, or 'no-seat' when the organisation has no seat left for them.
 */
async function joinOrganisation(
  tx: TenantTx,
  tokenHash: string,
  input: AcceptInput,
): Promise<number | 'not-pending' | 'no-seat'> {
  const [invite] = await tx
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  if (!invite || inviteStatusOf(invite) !== 'pending') return 'not-pending';
  const [existing] = await tx
    .select({ id: userProfiles.id, isActive: userProfiles.isActive })
    .from(userProfiles)
    .where(sql`lower(${userProfiles.email}) = lower(${invite.email})`)
    .limit(1);
  // The invitation kept a seat while it was open, but the seats may have dropped since (a paid
  // plan ended): a person who is not active yet joins only while an active seat is free.
  if (!existing?.isActive) {
    const seats = await readSeatAllowance(tx);
    if (seats.free !== null && seats.active >= seats.seats) return 'no-seat';
  }
  let userId: number;
  if (existing) {
    userId = existing.id;
    await tx
      .update(userProfiles)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        isActive: true,
        deactivatedAt: null,
        emailVerifiedAt: sql`coalesce(${userProfiles.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(userProfiles.id, existing.id));
  } else {
    const [created] = await tx
      .insert(userProfiles)
      .values({
        email: invite.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: invite.role,
        emailVerifiedAt: sql`now()`,
      })
      .returning({ id: userProfiles.id });
    if (!created) throw new Error('profile not created');
    userId = created.id;
  }
  await tx
    .update(invites)
    .set({ acceptedAt: sql`now()`, acceptedById: userId })
    .where(eq(invites.id, invite.id));
  return userId;
}

/**
 * Accepts a pending invitation: the person joins the organisation with the invited role (or an
 * existing profile of theirs is reactivated), their address counts as verified, and with local
 * sign-in their password is set. Refused when the invitation stopped being pending or no seat
 * is left for them.
 *
 * Everything in the organisation happens under RLS as that organisation; only the password goes
 * through `ownerDb`, since credentials belong to the sign-in path, which no request role may
 * read. It is written once the person exists (its key points at their profile).
 */
export async function acceptInvite(
  ownerDb: Database,
  token: string,
  input: AcceptInput,
): Promise<AcceptOutcome> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const userId = await withHashedLink(ownerDb, 'invites', token, (tx, tokenHash) =>
    joinOrganisation(tx, tokenHash, input),
  );
  // A token that finds no organisation is no invitation at all.
  if (typeof userId !== 'number') return userId ?? 'not-pending';
  if (passwordHash) {
    await ownerDb
      .insert(localCredentials)
      .values({ userId, passwordHash })
      .onConflictDoUpdate({
        target: localCredentials.userId,
        set: { passwordHash, updatedAt: sql`now()` },
      });
  }
  return 'accepted';
}
