import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { requestPoolOf, type Database } from './client';
import { publicLinks } from './schema/public-links';
import { withTenant, type TenantTx } from './tenant';
import { notFound } from '../http-errors';

export interface PublicLink {
  organisationId: number;
  kind: string;
  targetId: number;
  token: string;
}

/** 192 random bits, URL-safe: a link cannot be guessed or enumerated. */
function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Makes a link of `kind` to `targetId` in the transaction's organisation. */
export async function createPublicLink(
  tx: TenantTx,
  link: { kind: string; targetId: number; expiresAt?: Date | null },
): Promise<string> {
  const token = newToken();
  await tx.insert(publicLinks).values({
    token,
    kind: link.kind,
    targetId: link.targetId,
    expiresAt: link.expiresAt ?? null,
  });
  return token;
}

/** Ends a link of the transaction's organisation; its token answers 404 from then on. */
export async function revokePublicLink(tx: TenantTx, token: string): Promise<void> {
  await tx
    .update(publicLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(publicLinks.token, token), isNull(publicLinks.revokedAt)));
}

/**
 * Finds the link as the request role with no organisation: the token policy
 * (server/db/public-links.sql) shows this one row and nothing else.
 */
async function findLink(db: Database, token: string): Promise<PublicLink | undefined> {
  const client = await requestPoolOf(db).connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `SELECT set_config('role', 'changecraft_app', true), set_config('app.public_link_token', $1, true)`,
      [token],
    );
    const res = await client.query<{ organisation_id: number; kind: string; target_id: number }>(
      `SELECT organisation_id, kind, target_id FROM public_links
       WHERE token = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
      [token],
    );
    await client.query('COMMIT');
    const row = res.rows[0];
    return row
      ? { organisationId: row.organisation_id, kind: row.kind, targetId: row.target_id, token }
      : undefined;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Tenancy for calls without sign-in: the organisation comes from the unguessable token, then
 * `fn` runs in one transaction under RLS as that organisation, exactly like a signed-in request.
 * An unknown, revoked or expired token, or one of another kind, answers 404.
 */
export async function withPublicLink<T>(
  db: Database,
  token: string,
  kind: string,
  fn: (tx: TenantTx, link: PublicLink) => Promise<T>,
): Promise<T> {
  const link = token.length >= 16 && token.length <= 128 ? await findLink(db, token) : undefined;
  if (!link || link.kind !== kind) throw notFound();
  return withTenant(db, link.organisationId, (tx) => fn(tx, link));
}
