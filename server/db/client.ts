import { createHmac } from 'node:crypto';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** Owner access through the pool; `$client` is the pool itself. */
export type Database = NodePgDatabase & { $client: pg.Pool };

export interface DatabaseHandle {
  pool: pg.Pool;
  /** Owner access: migrations, seed, sign-in look-ups, jobs. Requests use `withTenant`. */
  db: Database;
  close(): Promise<void>;
}

/** The login role requests and tenant jobs connect as: no superuser, no RLS bypass. */
export const REQUEST_ROLE = 'changecraft_app';

/**
 * Tenant transactions of an owner pool run on its request pool (see `connectRequestRole`): a
 * connection that logged in as the request role cannot `RESET ROLE` back to the owner, so even
 * an injected statement stays under row-level security.
 */
const requestPools = new WeakMap<pg.Pool, pg.Pool>();

/** The pool tenant transactions run on: the request role's, or the owner's until one is set. */
export function requestPoolOf(db: Database): pg.Pool {
  return requestPools.get(db.$client) ?? db.$client;
}

/**
 * The request role's password, derived from the owner's connection string so the embedded
 * database needs no second secret: whoever can read it already holds the owner's password.
 */
export function requestRolePassword(ownerUrl: string): string {
  const owner = new URL(ownerUrl);
  return createHmac('sha256', decodeURIComponent(owner.password) || owner.host)
    .update(`${REQUEST_ROLE} login`)
    .digest('base64url');
}

/** The owner's connection string with the request role's name and derived password. */
export function requestRoleUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.username = REQUEST_ROLE;
  url.password = requestRolePassword(ownerUrl);
  return url.toString();
}

function openPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    options: '-c timezone=UTC',
  });
  // An idle connection the server ends (a restart, a shutdown) must not take the process down;
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (err) => {
    process.stderr.write(`database connection lost: ${err.message}\n`);
  });
  // A connection that breaks while a request holds it (between two of its statements) must not
  // take the process down either: the statement in flight fails, the request answers 503, and
  // the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

/** Opens a pool on `url`; every timestamp travels as UTC. */
export function openDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const max = options.max ?? 20;
  const pool = openPool(url, max);
  const db = drizzle({ client: pool });
  return {
    pool,
    db,
    close: async () => {
      const requestPool = requestPools.get(pool);
      requestPools.delete(pool);
      await Promise.all([pool.end(), requestPool?.end()]);
    },
  };
}

/**
 * From now on, tenant transactions on `handle` log in as the request role at `url` (made a
 * login role by `applyMigrations`) instead of switching to it from the owner's connection.
 */
export function connectRequestRole(
  handle: DatabaseHandle,
  url: string,
  options: { max?: number } = {},
): void {
  requestPools
    .get(handle.pool)
    ?.end()
    .catch(() => undefined);
  requestPools.set(handle.pool, openPool(url, options.max ?? 20));
}
