import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { userProfiles } from '../../../db/schema/people';
import { emailVerifications } from '../../../db/schema/people-invites';
import { withTenant } from '../../../db/tenant';
import { escapeHtml } from '../../../auth/local-provider/pages';
import type { MailPort } from '../../../integrations/mail/mail-port';
import { newLinkToken } from '../invites/tokens';
import { withHashedLink } from '../link-tenancy';

const VALID_HOURS = 24;

/**
 * Sends a verification link to every unverified, active account with this address (one per
 * organisation at most). Says nothing about whether there was one: the caller answers the same.
 */
export async function sendVerification(
  db: Database,
  mail: MailPort,
  email: string,
  linkBase: string,
): Promise<void> {
  // Owner rights: the organisation is not known before sign-in.
  const people = await db
    .select({
      id: userProfiles.id,
      organisationId: userProfiles.organisationId,
      email: userProfiles.email,
    })
    .from(userProfiles)
    .where(
      and(
        sql`lower(${userProfiles.email}) = ${email.toLowerCase()}`,
        eq(userProfiles.isActive, true),
        isNull(userProfiles.emailVerifiedAt),
      ),
    );
  for (const person of people) {
    const { token, hash } = newLinkToken();
    await withTenant(db, person.organisationId, (tx) =>
      tx.insert(emailVerifications).values({
        organisationId: person.organisationId,
        userId: person.id,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + VALID_HOURS * 3_600_000),
      }),
    );
    const link = `${linkBase}/email-verification/${token}`;
    await mail.send({
      organisationId: person.organisationId,
      to: [{ name: '', address: person.email }],
      subject: 'Confirm your email address for Changecraft',
      html: `<p>Confirm that this is your email address: <a href="${escapeHtml(link)}">confirm my address</a>.</p><p>The link works for ${VALID_HOURS} hours. If you did not ask for it, ignore this email.</p>`,
      reference: `email-verification:${person.id}`,
    });
  }
}

/**
 * Marks the link's account verified, under RLS as the link's organisation; false when the link
 * is unknown or expired. The link works once.
 */
export async function confirmVerification(db: Database, token: string): Promise<boolean> {
  const confirmed = await withHashedLink(
    db,
    'email_verifications',
    token,
    async (tx, tokenHash) => {
      const [row] = await tx
        .delete(emailVerifications)
        .where(eq(emailVerifications.tokenHash, tokenHash))
        .returning();
      if (!row || row.expiresAt <= new Date()) return false;
      await tx
        .update(userProfiles)
        .set({ emailVerifiedAt: sql`now()` })
        .where(eq(userProfiles.id, row.userId));
      return true;
    },
  );
  return confirmed === true;
}
