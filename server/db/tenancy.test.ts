import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  databaseError,
  seededOrganisations,
} from '@tests/support/test-database';
import { projects } from './schema/projects';
import { workstreams } from './schema/work-plan';
import { withTenant } from './tenant';

/**
 * Tables that hold no organisation's rows, each with the reason. Every other table must carry
 * `organisation_id` (and so gets RLS and composite keys): a new table lands here only on purpose.
 */
const tablesWithoutTenant: Record<string, string> = {
  organisations: 'the tenant itself; RLS on its id',
  local_credentials: 'sign-in happens before the organisation is known; no request role access',
  oidc_payloads: 'identity provider state, keyed by opaque ids; no request role access',
  identity_keys:
    'the identity provider’s own keys, one set for every organisation; no request role access',
};

/** Tables in the public schema that lack `organisation_id` and are not allowed to. */
async function tablesLackingTenant(
  pool: pg.Pool,
  allowed: Record<string, string>,
): Promise<string[]> {
  const res = await pool.query<{ relname: string }>(`
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid
                        AND a.attname = 'organisation_id' AND NOT a.attisdropped)
    ORDER BY c.relname`);
  return res.rows.map((r) => r.relname).filter((name) => !(name in allowed));
}

describe('tenancy a new area cannot get wrong', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let northwind: number;
  let contoso: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ northwind, contoso } = await seededOrganisations(database.pool));
  });
  afterAll(() => database.drop());

  it('every table carries organisation_id unless it is on the allow-list', async () => {
    expect(await tablesLackingTenant(database.pool, tablesWithoutTenant)).toEqual([]);
  });

  it('names a new table without organisation_id, and the allow-list has no stale entries', async () => {
    await database.pool.query('CREATE TABLE stray_notes (id serial PRIMARY KEY, body text)');
    try {
      expect(await tablesLackingTenant(database.pool, tablesWithoutTenant)).toEqual([
        'stray_notes',
      ]);
    } finally {
      await database.pool.query('DROP TABLE stray_notes');
    }
    const existing = await database.pool.query<{ relname: string }>(
      `SELECT relname FROM pg_class WHERE relname = ANY($1::text[]) AND relkind = 'r'`,
      [Object.keys(tablesWithoutTenant)],
    );
    expect(existing.rows.map((r) => r.relname).sort()).toEqual(
      Object.keys(tablesWithoutTenant).sort(),
    );
  });

  it('fills organisation_id from the transaction, so services never set it', async () => {
    const [row] = await withTenant(database.db, contoso, (tx) =>
      tx
        .insert(projects)
        .values({ name: 'Defaulted' })
        .returning({ organisationId: projects.organisationId }),
    );
    expect(row?.organisationId).toBe(contoso);
  });

  it('refuses a tenant row written outside a tenant transaction without an organisation', async () => {
    expect(await databaseError(database.db.insert(projects).values({ name: 'Orphan' }))).toMatch(
      /null value in column "organisation_id"/,
    );
  });

  it('refuses a reference to another organisation’s row in the database itself', async () => {
    const [theirs] = await withTenant(database.db, northwind, (tx) =>
      tx.select({ id: projects.id }).from(projects).limit(1),
    );
    expect(theirs).toBeDefined();
    expect(
      await databaseError(
        withTenant(database.db, contoso, (tx) =>
          tx.insert(workstreams).values({ projectId: theirs?.id ?? 0, name: 'Smuggled' }),
        ),
      ),
    ).toMatch(/violates foreign key constraint/);
    const leaked = await database.pool.query(`SELECT 1 FROM workstreams WHERE name = 'Smuggled'`);
    expect(leaked.rowCount).toBe(0);
  });

  it('makes every reference between tenant tables a composite (organisation_id, id) key', async () => {
    const res = await database.pool.query<{ conname: string; cols: string[] }>(`
      SELECT con.conname,
             array(SELECT a.attname::text FROM unnest(con.conkey) k
                   JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k) AS cols
      FROM pg_constraint con
      JOIN pg_namespace n ON n.oid = con.connamespace AND n.nspname = 'public'
      WHERE con.contype = 'f'
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = con.conrelid
                      AND a.attname = 'organisation_id' AND NOT a.attisdropped)
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = con.confrelid
                      AND a.attname = 'organisation_id' AND NOT a.attisdropped)`);
    const single = res.rows.filter((r) => !r.cols.includes('organisation_id'));
    // The work items' (workstream_id, project_id) key is scoped through the project's own key.
    expect(single.map((r) => r.conname)).toEqual(
      single.filter((r) => r.cols.includes('project_id')).map((r) => r.conname),
    );
    expect(res.rows.filter((r) => r.cols.includes('organisation_id')).length).toBeGreaterThan(10);
  });

  it('clears only the reference when the referenced person goes (ON DELETE SET NULL)', async () => {
    const person = await database.pool.query<{ id: number }>(
      `INSERT INTO user_profiles (organisation_id, email) VALUES ($1, 'leaver@example.com') RETURNING id`,
      [contoso],
    );
    const personId = person.rows[0]?.id ?? 0;
    const [ws] = await withTenant(database.db, contoso, async (tx) => {
      const [project] = await tx.select({ id: projects.id }).from(projects).limit(1);
      return tx
        .insert(workstreams)
        .values({ projectId: project?.id ?? 0, name: 'Owned', ownerId: personId })
        .returning({ id: workstreams.id });
    });
    await database.pool.query('DELETE FROM user_profiles WHERE id = $1', [personId]);
    const [after] = await withTenant(database.db, contoso, (tx) =>
      tx
        .select({ ownerId: workstreams.ownerId, organisationId: workstreams.organisationId })
        .from(workstreams)
        .where(eq(workstreams.id, ws?.id ?? 0)),
    );
    expect(after).toEqual({ ownerId: null, organisationId: contoso });
  });
});
