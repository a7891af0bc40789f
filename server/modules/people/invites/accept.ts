import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../../auth/passwords';
import type { Database } from '../../../db/client';
import { organisations } from '../../../db/schema/organisations';
import { localCredentials, userProfiles } from '../../../db/schema/people';
import { invites } from '../../../db/schema/people-invites';
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

/** Joins the person to the invitation's organisation; their id, or undefined when not pending. */
async function joinOrganisation(
  tx: TenantTx,
  tokenHash: string,
  input: AcceptInput,
): Promise<number | undefined> {
  const [invite] = await tx
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  if (!invite || inviteStatusOf(invite) !== 'pending') return undefined;
  const [existing] = await tx
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(sql`lower(${userProfiles.email}) = lower(${invite.email})`)
    .limit(1);
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
 * sign-in their password is set. Returns false when the invitation stopped being pending.
 *
 * Everything in the organisation happens under RLS as that organisation; only the password goes
 * through `ownerDb`, since credentials belong to the sign-in path, which no request role may
 * read. It is written once the person exists (its key points at their profile).
 */
export async function acceptInvite(
  ownerDb: Database,
  token: string,
  input: AcceptInput,
): Promise<boolean> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const userId = await withHashedLink(ownerDb, 'invites', token, (tx, tokenHash) =>
    joinOrganisation(tx, tokenHash, input),
  );
  if (userId === undefined) return false;
  if (passwordHash) {
    await ownerDb
      .insert(localCredentials)
      .values({ userId, passwordHash })
      .onConflictDoUpdate({
        target: localCredentials.userId,
        set: { passwordHash, updatedAt: sql`now()` },
      });
  }
  return true;
}
