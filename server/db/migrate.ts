import { readFile } from 'node:fs/promises';
import { escapeLiteral, type PoolClient } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { REQUEST_ROLE, type DatabaseHandle } from './client';
import { unreportedTables } from './write-notifications';

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
const tenantKeysFile = new URL('./tenant-keys.sql', import.meta.url);
const rlsFile = new URL('./rls.sql', import.meta.url);
const publicLinksFile = new URL('./public-links.sql', import.meta.url);
const writeNotifyFile = new URL('./write-notify.sql', import.meta.url);
const MIGRATIONS_LOCK = 'changecraft.migrations';

export interface MigrateOptions {
  /**
   * Makes the request role a login role with this password, so requests connect as it
   * (`connectRequestRole`). Without it the role stays as it is: an operator who manages roles
   * gives the request pool its own DATABASE_APP_URL.
   */
  requestRolePassword?: string;
}

/**
 * Applies pending migrations, then the composite tenant keys and the row-level security policies
 * (both idempotent, both generic over every table with `organisation_id`), then the token policy of
 * public links, then the write notifications replicas' response caches listen to.
 */
export async function applyMigrations(
  handle: DatabaseHandle,
  options: MigrateOptions = {},
): Promise<void> {
  // Replicas starting together on one database migrate one after the other: the first applies
  // what is pending, the others find nothing left. Every statement runs on the connection that
  // holds the lock, so a pool of one connection is enough.
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK]);
    try {
      await migrateOn(client, options);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATIONS_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function migrateOn(client: PoolClient, options: MigrateOptions): Promise<void> {
  // Person search's trigram index needs pg_trgm before the migration that creates it.
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migrate(drizzle({ client }), { migrationsFolder });
  await client.query(await readFile(tenantKeysFile, 'utf8'));
  await client.query(await readFile(rlsFile, 'utf8'));
  await client.query(await readFile(publicLinksFile, 'utf8'));
  // One simple query is one transaction: the setting holds for the file, and for nothing after.
  await client.query(
    `SELECT set_config('changecraft.unreported_tables', ${escapeLiteral(unreportedTables.join(','))}, true);\n` +
      (await readFile(writeNotifyFile, 'utf8')),
  );
  if (options.requestRolePassword !== undefined) {
    // NOINHERIT and no membership of anything: the role holds its table grants and nothing else.
    await client.query(
      `ALTER ROLE ${REQUEST_ROLE} WITH LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE PASSWORD ${escapeLiteral(options.requestRolePassword)}`,
    );
  }
}
