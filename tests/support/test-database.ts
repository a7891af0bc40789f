import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openDatabase,
  requestRoleUrl,
  connectRequestRole,
  type DatabaseHandle,
} from '../../server/db/client';

/** A fresh database cloned from the migrated, seeded template; dropped by `drop()`. */
export async function createTestDatabase(): Promise<
  DatabaseHandle & { url: string; drop(): Promise<void> }
> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A plain file copy of the small template: the default (WAL_LOG) writes every page to the WAL.
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString(), { max: 5 });
  // Tenant transactions log in as the request role, as in the running server.
  connectRequestRole(handle, requestRoleUrl(url.toString()), { max: 5 });
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The database's own message for a failed statement (Drizzle wraps it as the cause). */
export async function databaseError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(err);
  }
  return 'no error';
}

/** The ids of the demo seed's two organisations, for tests that pit one against the other. */
export async function seededOrganisations(
  pool: pg.Pool,
): Promise<{ northwind: number; contoso: number }> {
  const orgs = await pool.query<{ id: number; name: string }>(
    'SELECT id, name FROM organisations ORDER BY id',
  );
  return {
    northwind: orgs.rows.find((o) => o.name === 'Northwind Health')?.id ?? 0,
    contoso: orgs.rows.find((o) => o.name === 'Contoso Logistics')?.id ?? 0,
  };
}
