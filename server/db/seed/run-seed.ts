/**
 * `npm run seed [-- --scale 100 [--people 50000]]`: seeds the demo organisations into an empty
 * database and, with `--scale`, builds a large organisation beside them (see `scale/parts.ts`).
 * It uses the running server's database when a server is up, DATABASE_URL when set, and
 * otherwise starts the embedded PostgreSQL of the data folder for the time it takes.
 */
import 'dotenv/config';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { acquireInstanceLock } from '../../instance-lock';
import { openDatabase } from '../client';
import { ensureDatabase, startEmbeddedPostgres } from '../embedded';
import { applyMigrations } from '../migrate';
import { seedDemo } from './demo';
import { scaleRequestFrom } from './scale/args';
import { seedScale } from './scale/seed-scale';

function runningServerDatabase(dataDir: string): string | undefined {
  const file = path.join(dataDir, 'runtime.json');
  if (!existsSync(file)) return undefined;
  try {
    const runtime = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; databaseUrl: string };
    process.kill(runtime.pid, 0);
    return runtime.databaseUrl;
  } catch {
    return undefined;
  }
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const cleanups: (() => Promise<void>)[] = [];
try {
  const request = scaleRequestFrom(process.argv.slice(2));
  const config = loadConfig();
  let url = config.databaseUrl ?? runningServerDatabase(config.dataDir);
  if (!url) {
    const lock = await acquireInstanceLock(config.dataDir);
    cleanups.push(lock.release);
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
    cleanups.push(() => embedded.stop());
    url = await ensureDatabase(embedded.url, 'changecraft');
  }
  const database = openDatabase(url, { max: 2 });
  cleanups.push(database.close);
  await applyMigrations(database);
  log((await seedDemo(database.db)) ? 'Demo organisations seeded.' : 'Demo data already there.');
  if (request) await seedScale(database.pool, { ...request, log });
} catch (err) {
  process.stderr.write(`Seeding failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
