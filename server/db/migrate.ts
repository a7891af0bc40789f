import { readFile } from 'node:fs/promises';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client';

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
const rlsFile = new URL('./rls.sql', import.meta.url);

/** Applies pending migrations, then the row-level security policies (idempotent). */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  // Person search's trigram index needs pg_trgm before the migration that creates it.
  await handle.pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migrate(handle.db, { migrationsFolder });
  await handle.pool.query(await readFile(rlsFile, 'utf8'));
}
