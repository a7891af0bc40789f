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

/** Opens a pool on `url`; every timestamp travels as UTC. */
export function openDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
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
  const db = drizzle({ client: pool });
  return {
    pool,
    db,
    close: () => pool.end(),
  };
}
