import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  databaseError,
  seededOrganisations,
} from '@tests/support/test-database';
import { projects } from './schema/projects';
import { withTenant } from './tenant';

describe('row-level security', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let northwind: number;
  let contoso: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ northwind, contoso } = await seededOrganisations(database.pool));
  });
  afterAll(() => database.drop());

  it('hides another organisation’s rows from a query that forgets its filter', async () => {
    const all = await database.pool.query<{ organisation_id: number }>(
      'SELECT organisation_id FROM projects',
    );
    expect(new Set(all.rows.map((r) => r.organisation_id))).toEqual(new Set([northwind, contoso]));
    const seen = await withTenant(database.db, northwind, (tx) => tx.select().from(projects));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.organisationId === northwind)).toBe(true);
    const raw = await withTenant(database.db, contoso, (tx) =>
      tx.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM projects WHERE organisation_id = ${northwind}`,
      ),
    );
    expect(raw.rows[0]?.n).toBe(0);
  });

  it('shows nothing when no organisation is set', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE changecraft_app`);
      return tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM user_profiles`);
    });
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('refuses to write a row into another organisation, and the transaction leaves nothing behind', async () => {
    const before = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM projects',
    );
    expect(
      await databaseError(
        withTenant(database.db, northwind, async (tx) => {
          await tx.insert(projects).values({ organisationId: northwind, name: 'Legit' });
          await tx.insert(projects).values({ organisationId: contoso, name: 'Smuggled' });
        }),
      ),
    ).toMatch(/row-level security/);
    const after = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM projects',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('cannot move a row to another organisation or touch rows it cannot see', async () => {
    const updated = await withTenant(database.db, contoso, (tx) =>
      tx.execute(sql`UPDATE projects SET name = 'Renamed' WHERE organisation_id = ${northwind}`),
    );
    expect(updated.rowCount).toBe(0);
    expect(
      await databaseError(
        withTenant(database.db, contoso, (tx) =>
          tx.execute(sql`UPDATE projects SET organisation_id = ${northwind}`),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it('covers every table that has an organisation_id, forced for the owner too', async () => {
    const res = await database.pool.query<{
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
    }>(`
      SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'organisation_id'
      WHERE n.nspname = 'public' AND c.relkind = 'r'`);
    expect(res.rows.length).toBeGreaterThan(5);
    for (const row of res.rows) {
      expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
    }
  });

  it('keeps passwords, identity state and the provider’s keys out of reach of request queries', async () => {
    expect(
      await databaseError(
        withTenant(database.db, northwind, (tx) =>
          tx.execute(sql`SELECT * FROM local_credentials`),
        ),
      ),
    ).toMatch(/permission denied/);
    expect(
      await databaseError(
        withTenant(database.db, northwind, (tx) => tx.execute(sql`SELECT * FROM oidc_payloads`)),
      ),
    ).toMatch(/permission denied/);
    expect(
      await databaseError(
        withTenant(database.db, northwind, (tx) => tx.execute(sql`SELECT * FROM identity_keys`)),
      ),
    ).toMatch(/permission denied/);
  });
});
