import { readFile } from 'node:fs/promises';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
const tenantKeysFile = new URL('./tenant-keys.sql', import.meta.url);
const rlsFile = new URL('./rls.sql', import.meta.url);
const publicLinksFile = new URL('./public-links.sql', import.meta.url);

/**
 * Applies pending migrations, then the composite tenant keys and the row-level security policies
 * (both idempotent, both generic over every table with `organisation_id`), then the token policy of
 * public links.
 */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  // Person search's trigram index needs pg_trgm before the migration that creates it.
  await handle.pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migrate(handle.db, { migrationsFolder });
  await handle.pool.query(await readFile(tenantKeysFile, 'utf8'));
  await handle.pool.query(await readFile(rlsFile, 'utf8'));
  await handle.pool.query(await readFile(publicLinksFile, 'utf8'));
}
