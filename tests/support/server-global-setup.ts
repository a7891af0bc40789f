import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, requestRolePassword } from '../../server/db/client';
import { ensureDatabase, startEmbeddedPostgres } from '../../server/db/embedded';
import { applyMigrations } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export const TEMPLATE_DATABASE = 'changecraft_template';

/**
 * One embedded PostgreSQL for the whole server test run, with a migrated and seeded template
 * database; each test file clones the template (fast, isolated).
 */
export async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-test-pg-'));
  // PostgreSQL runs as its own system user when the tests run as root; it must reach the folder.
  await chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), { disposable: true });
  const templateUrl = await ensureDatabase(pg.url, TEMPLATE_DATABASE);
  const handle = openDatabase(templateUrl, { max: 2 });
  await applyMigrations(handle, { requestRolePassword: requestRolePassword(pg.url) });
  await seedDemo(handle.db);
  await handle.close();
  project.provide('pgAdminUrl', pg.url);
  project.provide('pgTemplate', TEMPLATE_DATABASE);
  return async () => {
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
