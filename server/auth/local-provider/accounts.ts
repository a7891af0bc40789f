import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localCredentials, userProfiles } from '../../db/schema/people';
import { hashPassword, verifyPassword } from '../passwords';

/** A person as the local identity provider knows them: the claims it issues. */
export interface LocalAccount {
  /** `user_profiles.external_id`: the token's `sub` and `oid`. */
  externalId: string;
  email: string;
  givenName: string;
  familyName: string;
  /** Display name: given and family name, or the e-mail when both are empty. */
  name: string;
  isActive: boolean;
}

const accountColumns = {
  externalId: userProfiles.externalId,
  email: userProfiles.email,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  isActive: userProfiles.isActive,
};

function toAccount(row: {
  externalId: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
}): LocalAccount {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return {
    externalId: row.externalId,
    email: row.email,
    givenName: row.firstName,
    familyName: row.lastName,
    name: name || row.email,
    isActive: row.isActive,
  };
}

/** The person whose directory object id is `externalId`, active or not. */
export async function findAccountByExternalId(
  db: Database,
  externalId: string,
): Promise<LocalAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(userProfiles)
    .where(eq(userProfiles.externalId, externalId))
    .limit(1);
  return row ? toAccount(row) : undefined;
}

/** The people with this e-mail (any case), one per organisation at most. */
export async function findAccountsByEmail(db: Database, email: string): Promise<LocalAccount[]> {
  const rows = await db
    .select(accountColumns)
    .from(userProfiles)
    .where(sql`lower(${userProfiles.email}) = lower(${email})`)
    .orderBy(userProfiles.id);
  return rows.map(toAccount);
}

export type SignInCheck =
  | { outcome: 'signed-in'; account: LocalAccount }
  | { outcome: 'disabled' }
  | { outcome: 'invalid' };

let decoyHash: Promise<string> | undefined;

/**
 * Checks an e-mail and password against `local_credentials`. An unknown e-mail costs the same
 * password hashing as a known one, so the answer's timing does not tell which e-mails exist;
 * a disabled account is only reported once its password was right.
 */
export async function checkCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<SignInCheck> {
  const candidates = await db
    .select({ ...accountColumns, passwordHash: localCredentials.passwordHash })
    .from(userProfiles)
    .innerJoin(localCredentials, eq(localCredentials.userId, userProfiles.id))
    .where(sql`lower(${userProfiles.email}) = lower(${email.trim()})`)
    .orderBy(sql`${userProfiles.isActive} DESC`, userProfiles.id);
  if (candidates.length === 0) {
    decoyHash ??= hashPassword('decoy password nobody has');
    await verifyPassword(password, await decoyHash);
    return { outcome: 'invalid' };
  }
  for (const candidate of candidates) {
    if (await verifyPassword(password, candidate.passwordHash)) {
      return candidate.isActive
        ? { outcome: 'signed-in', account: toAccount(candidate) }
        : { outcome: 'disabled' };
    }
  }
  return { outcome: 'invalid' };
}
