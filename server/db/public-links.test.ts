import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { createPublicLink, revokePublicLink, withPublicLink } from './public-links';
import { projects } from './schema/projects';
import { withTenant } from './tenant';

describe('public links: tenancy without sign-in', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let northwind: number;
  let contoso: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const orgs = await database.pool.query<{ id: number; name: string }>(
      'SELECT id, name FROM organisations ORDER BY id',
    );
    northwind = orgs.rows.find((o) => o.name === 'Northwind Health')?.id ?? 0;
    contoso = orgs.rows.find((o) => o.name === 'Contoso Logistics')?.id ?? 0;
  });
  afterAll(() => database.drop());

  it('finds the organisation from the token and runs under RLS as it', async () => {
    const token = await withTenant(database.db, contoso, (tx) =>
      createPublicLink(tx, { kind: 'survey', targetId: 41 }),
    );
    expect(token.length).toBeGreaterThanOrEqual(32);
    const seen = await withPublicLink(database.db, token, 'survey', async (tx, link) => {
      const who = await tx.execute<{ role: string }>(sql`SELECT current_user AS role`);
      const orgs = await tx.selectDistinct({ id: projects.organisationId }).from(projects);
      const [made] = await tx
        .insert(projects)
        .values({ name: 'Written through a link' })
        .returning({ organisationId: projects.organisationId });
      return { link, role: who.rows[0]?.role, orgs: orgs.map((o) => o.id), made };
    });
    expect(seen).toEqual({
      link: { organisationId: contoso, kind: 'survey', targetId: 41, token },
      role: 'changecraft_app',
      orgs: [contoso],
      made: { organisationId: contoso },
    });
    expect(northwind).not.toBe(contoso);
  });

  it('answers 404 for an unknown token, another kind, a revoked or an expired link', async () => {
    const [live, expired] = await withTenant(database.db, northwind, async (tx) => [
      await createPublicLink(tx, { kind: 'survey', targetId: 1 }),
      await createPublicLink(tx, { kind: 'survey', targetId: 2, expiresAt: new Date(0) }),
    ]);
    const run = (token: string, kind = 'survey') =>
      withPublicLink(database.db, token, kind, async () => 'ran').catch(
        (err: { statusCode?: number }) => err.statusCode,
      );
    expect(await run(live ?? '')).toBe('ran');
    expect(await run('x'.repeat(32))).toBe(404);
    expect(await run(live ?? '', 'assessment')).toBe(404);
    expect(await run(expired ?? '')).toBe(404);
    await withTenant(database.db, northwind, (tx) => revokePublicLink(tx, live ?? ''));
    expect(await run(live ?? '')).toBe(404);
  });

  it('shows a token holder that one link and no other', async () => {
    const [a] = await withTenant(database.db, contoso, async (tx) => [
      await createPublicLink(tx, { kind: 'survey', targetId: 7 }),
      await createPublicLink(tx, { kind: 'survey', targetId: 8 }),
    ]);
    const visible = await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT set_config('role', 'changecraft_app', true), set_config('app.public_link_token', ${a ?? ''}, true)`,
      );
      return tx.execute<{ target_id: number }>(sql`SELECT target_id FROM public_links`);
    });
    expect(visible.rows).toEqual([{ target_id: 7 }]);
  });
});
