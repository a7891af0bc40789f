import { requestPoolOf, type Database } from '../../db/client';
import { withTenant, type TenantTx } from '../../db/tenant';
import { hashLinkToken } from './invites/tokens';

/** The tables whose links keep only a hash of their token (see server/db/public-links.sql). */
type HashedLinkTable = 'invites' | 'email_verifications';

/**
 * The organisation of a hashed link, read as the request role with no organisation: the token
 * policy shows the one row whose hash is set and nothing else, exactly like public links.
 */
async function organisationOfLink(
  db: Database,
  table: HashedLinkTable,
  tokenHash: string,
): Promise<number | undefined> {
  const client = await requestPoolOf(db).connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `SELECT set_config('role', 'changecraft_app', true), set_config('app.link_token_hash', $1, true)`,
      [tokenHash],
    );
    // The table name comes from the fixed union above, never from the caller's input.
    const res = await client.query<{ organisation_id: number }>(
      `SELECT organisation_id FROM ${table} WHERE token_hash = $1 LIMIT 1`,
      [tokenHash],
    );
    await client.query('COMMIT');
    return res.rows[0]?.organisation_id;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Tenancy for invitation and verification links (no sign-in): the token's organisation is looked
 * up first, then `fn` runs in one transaction under RLS as that organisation and gets the hash to
 * find its row. An unknown or malformed token gives `undefined` without calling `fn`.
 */
export async function withHashedLink<T>(
  db: Database,
  table: HashedLinkTable,
  token: string,
  fn: (tx: TenantTx, tokenHash: string) => Promise<T>,
): Promise<T | undefined> {
  if (token.length < 16 || token.length > 128) return undefined;
  const tokenHash = hashLinkToken(token);
  const organisationId = await organisationOfLink(db, table, tokenHash);
  if (organisationId === undefined) return undefined;
  return withTenant(db, organisationId, (tx) => fn(tx, tokenHash));
}
