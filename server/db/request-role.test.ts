import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  databaseError,
  seededOrganisations,
} from '@tests/support/test-database';
import { REQUEST_ROLE } from './client';
import { withTenant } from './tenant';

describe('the request role', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let northwind: number;
  let contoso: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ northwind, contoso } = await seededOrganisations(database.pool));
  });
  afterAll(() => database.drop());

  it('is what tenant transactions log in as, and it can bypass nothing', async () => {
    const who = await withTenant(database.db, northwind, (tx) =>
      tx.execute<{ session_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
        sql`SELECT session_user, r.rolsuper, r.rolbypassrls FROM pg_roles r WHERE r.rolname = session_user`,
      ),
    );
    expect(who.rows[0]).toEqual({
      session_user: REQUEST_ROLE,
      rolsuper: false,
      rolbypassrls: false,
    });
  });

  it('cannot RESET ROLE its way out of row-level security', async () => {
    const seen = await withTenant(database.db, northwind, async (tx) => {
      await tx.execute(sql`RESET ROLE`);
      return tx.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM projects WHERE organisation_id = ${contoso}`,
      );
    });
    expect(seen.rows[0]?.n).toBe(0);
    const owner = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM projects WHERE organisation_id = $1',
      [contoso],
    );
    expect(owner.rows[0]?.n).toBeGreaterThan(0);
  });

  it('cannot become the owner, nor read the sign-in tables', async () => {
    const owner = new URL(database.url).username;
    expect(
      await databaseError(
        withTenant(database.db, northwind, (tx) => tx.execute(sql.raw(`SET ROLE "${owner}"`))),
      ),
    ).toMatch(/permission denied/);
    expect(
      await databaseError(
        withTenant(database.db, northwind, (tx) =>
          tx.execute(sql`SELECT count(*) FROM local_credentials`),
        ),
      ),
    ).toMatch(/permission denied/);
  });
});
