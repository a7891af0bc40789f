import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../../auth/passwords';
import type { Database } from '../../../db/client';
import { organisations } from '../../../db/schema/organisations';
import { localCredentials, userProfiles } from '../../../db/schema/people';
import { invites } from '../../../db/schema/people-invites';
import { inviteStatusOf } from './present';
import { hashLinkToken } from './tokens';

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

/** The invitation a link's token opens. Runs with owner rights: the organisation is not known yet. */
export async function lookUpInvite(db: Database, token: string): Promise<InviteLookup> {
  const [row] = await db
    .select({ invite: invites, organisationName: organisations.name })
    .from(invites)
    .innerJoin(organisations, eq(organisations.id, invites.organisationId))
    .where(eq(invites.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  const status = inviteStatusOf(row.invite);
  if (status !== 'pending') {
    return { state: status, email: row.invite.email, organisationName: row.organisationName };
  }
  return {
    state: 'pending',
    id: row.invite.id,
    email: row.invite.email,
    organisationName: row.organisationName,
    organisationId: row.invite.organisationId,
  };
}

export interface AcceptInput {
  firstName: string;
  lastName: string;
  /** Local sign-in only; with Entra ID the person signs in with their work account. */
  password: string | null;
}

/**
 * Accepts a pending invitation: the person joins the organisation with the invited role (or an
 * existing profile of theirs is reactivated), their address counts as verified, and with local
 * sign-in their password is set. Returns false when the invitation stopped being pending.
 */
export async function acceptInvite(
  db: Database,
  token: string,
  input: AcceptInput,
): Promise<boolean> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(invites)
      .where(eq(invites.tokenHash, hashLinkToken(token)))
      .for('update')
      .limit(1);
    if (!invite || inviteStatusOf(invite) !== 'pending') return false;
    // Owner rights bypass row-level security: stay inside the invitation's organisation.
    const [existing] = await tx
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(
        and(
          eq(userProfiles.organisationId, invite.organisationId),
          sql`lower(${userProfiles.email}) = lower(${invite.email})`,
        ),
      )
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
          organisationId: invite.organisationId,
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
    if (passwordHash) {
      await tx
        .insert(localCredentials)
        .values({ userId, passwordHash })
        .onConflictDoUpdate({
          target: localCredentials.userId,
          set: { passwordHash, updatedAt: sql`now()` },
        });
    }
    await tx
      .update(invites)
      .set({ acceptedAt: sql`now()`, acceptedById: userId })
      .where(eq(invites.id, invite.id));
    return true;
  });
}
