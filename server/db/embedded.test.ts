import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { ensureDatabase, startEmbeddedPostgres } from './embedded';
import { applyMigrations } from './migrate';
import { seedDemo } from './seed/demo';

describe('embedded PostgreSQL', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps every row across a restart', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-restart-'));
    dirs.push(dir);
    await chmod(dir, 0o755);
    const first = await startEmbeddedPostgres(path.join(dir, 'pg'));
    let url = await ensureDatabase(first.url, 'changecraft');
    let handle = openDatabase(url, { max: 2 });
    await applyMigrations(handle);
    await seedDemo(handle.db);
    await handle.pool.query(
      "UPDATE organisations SET name = 'Northwind Health Trust' WHERE name = 'Northwind Health'",
    );
    const before = await handle.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_profiles',
    );
    await handle.close();
    await first.stop();

    const second = await startEmbeddedPostgres(path.join(dir, 'pg'));
    url = await ensureDatabase(second.url, 'changecraft');
    handle = openDatabase(url, { max: 2 });
    try {
      await applyMigrations(handle);
      expect(await seedDemo(handle.db)).toBe(false);
      const names = await handle.pool.query<{ name: string }>(
        'SELECT name FROM organisations ORDER BY id',
      );
      expect(names.rows.map((r) => r.name)).toEqual([
        'Northwind Health Trust',
        'Contoso Logistics',
        'Fabrikam Studio',
      ]);
      const after = await handle.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM user_profiles',
      );
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    } finally {
      await handle.close();
      await second.stop();
    }
  });
});
