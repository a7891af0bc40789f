import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client';
import { applyMigrations } from './migrate';
import { seedDemo } from './seed/demo';

describe('migrations', () => {
  it('apply to an empty database from two replicas at once, again without harm, and the seed runs once', async () => {
    const adminUrl = inject('pgAdminUrl');
    const name = `m_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = openDatabase(url.toString(), { max: 2 });
    const other = openDatabase(url.toString(), { max: 1 });
    try {
      // Two replicas starting together: one applies, the other waits and finds nothing to do.
      await Promise.all([applyMigrations(handle), applyMigrations(other)]);
      await applyMigrations(handle);
      const tables = await handle.pool.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      );
      expect(tables.rows.map((r) => r.tablename)).toEqual(
        expect.arrayContaining([
          'organisations',
          'user_profiles',
          'feature_flags',
          'phases',
          'projects',
          'oidc_payloads',
        ]),
      );
      expect(await seedDemo(handle.db)).toBe(true);
      expect(await seedDemo(handle.db)).toBe(false);
      const orgs = await handle.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM organisations',
      );
      expect(orgs.rows[0]?.n).toBe(3);
    } finally {
      await Promise.all([handle.close(), other.close()]);
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
