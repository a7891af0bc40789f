import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { JWK } from 'jose';
import type { Database } from '../db/client';
import { identityKeys } from '../db/schema/identity';
import { isSealed, SealError, seal, unseal } from './key-sealing';
import { generateSigningKeys, type SigningKeys } from './signing-keys';

/** What the local provider needs to be the same on every replica: token and cookie keys. */
export interface IdentityKeys {
  /** Newest first: the first signs, every one verifies. */
  signing: SigningKeys;
  /** Newest first: the first signs the provider's cookies, every one verifies them. */
  cookieKeys: string[];
}

/** A problem with the stored keys the operator must fix (a missing or wrong secret). */
export class IdentityKeysError extends Error {}

export interface IdentityKeysOptions {
  /** IDENTITY_KEYS_SECRET: seals the keys at rest. Unset: they are stored as plain JSON. */
  secret?: string | undefined;
  /**
   * Keys an earlier version kept in its data folder, adopted when the database has none yet,
   * so signed-in people stay signed in across the upgrade.
   */
  legacy?: () => Promise<Partial<IdentityKeys>>;
  log?: (line: string) => void;
}

type Row = typeof identityKeys.$inferSelect;
type Reader = Pick<NodePgDatabase, 'select'>;

/** Every replica takes this lock to make the keys, so two starting together make one set. */
const CREATE_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('changecraft.identity_keys'))`;

function readRows(db: Reader): Promise<Row[]> {
  return db.select().from(identityKeys).orderBy(desc(identityKeys.createdAt), asc(identityKeys.id));
}

function open(row: Row, secret: string | undefined): string {
  if (!isSealed(row.material)) return row.material;
  if (!secret) {
    throw new IdentityKeysError(
      'The sign-in keys in the database are sealed: set IDENTITY_KEYS_SECRET to the secret that sealed them.',
    );
  }
  try {
    return unseal(row.material, secret, row.id);
  } catch (err) {
    if (err instanceof SealError) {
      throw new IdentityKeysError(
        `IDENTITY_KEYS_SECRET does not open the sign-in key ${row.id} in the database: every replica needs the secret the keys were sealed with.`,
      );
    }
    throw err;
  }
}

function decode(rows: Row[], secret: string | undefined): IdentityKeys {
  const keys: IdentityKeys = { signing: { keys: [] }, cookieKeys: [] };
  for (const row of rows) {
    const material = open(row, secret);
    if (row.use === 'cookie') keys.cookieKeys.push(material);
    else keys.signing.keys.push(JSON.parse(material) as JWK);
  }
  return keys;
}

function isComplete(rows: Row[], secret: string | undefined): boolean {
  const has = (use: Row['use']) => rows.some((r) => r.use === use);
  // With a secret, plain rows are sealed at start (once, under the lock).
  return has('signing') && has('cookie') && (!secret || rows.every((r) => isSealed(r.material)));
}

function stored(id: string, plain: string, secret: string | undefined): string {
  return secret ? seal(plain, secret, id) : plain;
}

function freshCookieKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The local provider's keys, from the database. The first replica to start makes them (or
 * adopts the data folder's, see `legacy`) inside a transaction holding an advisory lock, so
 * replicas starting together agree on one set; every later start only reads them.
 */
export async function loadOrCreateIdentityKeys(
  db: Database,
  options: IdentityKeysOptions = {},
): Promise<IdentityKeys> {
  const { secret, legacy, log = () => undefined } = options;
  const rows = await readRows(db);
  if (isComplete(rows, secret)) return decode(rows, secret);
  return db.transaction(async (tx) => {
    await tx.execute(CREATE_LOCK);
    const locked = await readRows(tx);
    // Refuses a missing or wrong secret before anything is written.
    const current = decode(locked, secret);
    const adopted =
      current.signing.keys.length === 0 || current.cookieKeys.length === 0
        ? ((await legacy?.()) ?? {})
        : {};
    if (current.signing.keys.length === 0) {
      const signing = adopted.signing?.keys.length ? adopted.signing : await generateSigningKeys();
      for (const jwk of signing.keys) {
        const id = jwk.kid ?? `cc-${randomBytes(6).toString('hex')}`;
        const material = JSON.stringify({ ...jwk, kid: id });
        await tx
          .insert(identityKeys)
          .values({ id, use: 'signing', material: stored(id, material, secret) });
      }
      log(
        adopted.signing?.keys.length
          ? 'Sign-in keys: moved from the data folder into the database.'
          : 'Sign-in keys: made and stored in the database.',
      );
    }
    if (current.cookieKeys.length === 0) {
      const cookieKeys = adopted.cookieKeys?.length ? adopted.cookieKeys : [freshCookieKey()];
      for (const [index, key] of cookieKeys.entries()) {
        const id = `cookie-${Date.now().toString(36)}-${index}`;
        await tx
          .insert(identityKeys)
          .values({ id, use: 'cookie', material: stored(id, key, secret) });
      }
    }
    if (secret) {
      for (const row of locked.filter((r) => !isSealed(r.material))) {
        await tx
          .update(identityKeys)
          .set({ material: seal(row.material, secret, row.id) })
          .where(eq(identityKeys.id, row.id));
      }
      if (locked.some((r) => !isSealed(r.material)))
        log('Sign-in keys: sealed with IDENTITY_KEYS_SECRET.');
    }
    return decode(await readRows(tx), secret);
  });
}

/**
 * The keys an earlier version kept in `<dataDir>/oidc` (a replica needed them copied by hand),
 * if they are there. They are only read until the database holds keys.
 */
export async function readLegacyIdentityFiles(dataDir: string): Promise<Partial<IdentityKeys>> {
  const jwksFile = path.join(dataDir, 'oidc', 'jwks.json');
  const cookieFile = path.join(dataDir, 'oidc', 'cookie-secret');
  const legacy: Partial<IdentityKeys> = {};
  if (existsSync(jwksFile))
    legacy.signing = JSON.parse(await readFile(jwksFile, 'utf8')) as SigningKeys;
  if (existsSync(cookieFile)) legacy.cookieKeys = [(await readFile(cookieFile, 'utf8')).trim()];
  return legacy;
}
