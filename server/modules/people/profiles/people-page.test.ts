import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/tenant';
import { factories, type MadeOrganisation } from '../../../../tests/support/factories';
import { useTestServer } from '../../../../tests/support/test-server';

/**
 * Statements sent, counted from before the test server opens its first connection: a
 * connection's preparing client (prepared-statements.ts) binds `pg.Client.prototype.query` once,
 * so the shared `countQueries`, which swaps it for the length of a call, sees only the BEGIN and
 * COMMIT of a connection made earlier, not the statements in between.
 */
let sent = 0;
const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const originalQuery = prototype.query;
prototype.query = function (this: unknown, ...args: unknown[]) {
  sent += 1;
  return originalQuery.apply(this, args);
};
async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const before = sent;
  const result = await fn();
  return { result, queries: sent - before };
}

interface Page {
  count: number;
  next: string | null;
  results: { email: string; site: string | null; manager: { display_name: string } | null }[];
}

/**
 * The people list and search of an organisation of 120 people: what they answer for each
 * filter, sort and search, and that they send the same statements whatever the page size.
 */
describe('a page of people', () => {
  const server = useTestServer();
  let org: MadeOrganisation;
  let admin: { authorization: string };
  let adminEmail: string;

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    const adminUser = await make.user(org, { role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
    adminEmail = adminUser.email;
    admin = await server.authAs(adminEmail);
    // 120 people: every third at the Leeds site, every fifth deactivated, each managed by the
    // admin; names sort as `Person 001`…`Person 120`, e-mails the other way round.
    await withTenant(server.db, org.id, (tx) =>
      tx.execute(sql`
        INSERT INTO user_profiles (email, first_name, last_name, site, is_active, manager_id, people_tags)
        SELECT 'p' || lpad((1000 - g)::text, 4, '0') || '@example.test', 'Person',
          lpad(g::text, 3, '0'), CASE WHEN g % 3 = 0 THEN 'Leeds' END, g % 5 <> 0,
          ${adminUser.id}, CASE WHEN g % 4 = 0 THEN ARRAY['Champion'] ELSE '{}'::text[] END
        FROM generate_series(1, 120) AS g`),
    );
  });

  const get = async (url: string) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it('counts and pages the active people by name, with their managers', async () => {
    // 96 active of the 120, and the admin.
    const page = await get('user_profiles/?page_size=10&page_number=2');
    expect(page.count).toBe(97);
    expect(page.results.map((p) => p.email)).toHaveLength(10);
    expect(page.results[0]).toMatchObject({ manager: { display_name: 'Ada Admin' } });
    expect(page.next).toContain('page_number=3');
    // Persons 113, 114, 116…119, then `Admin` (digits sort before letters).
    const last = await get('user_profiles/?page_size=10&page_number=10');
    expect(last.results.map((p) => p.email)).toEqual([
      ...['p0887', 'p0886', 'p0884', 'p0883', 'p0882', 'p0881'].map((e) => `${e}@example.test`),
      adminEmail,
    ]);
    const beyond = await get('user_profiles/?page_size=10&page_number=20');
    expect(beyond).toMatchObject({ count: 97, results: [] });
  });

  it('filters by site, tag and status, and sorts by each key in both directions', async () => {
    const leeds = await get('user_profiles/?site=Leeds&page_size=100');
    // Multiples of 3 that are not multiples of 5 (those are deactivated): 40 - 8.
    expect(leeds.count).toBe(32);
    expect(new Set(leeds.results.map((p) => p.site))).toEqual(new Set(['Leeds']));
    expect((await get('user_profiles/?people_tag=Champion')).count).toBe(24);
    expect((await get('user_profiles/?status=deactivated')).count).toBe(24);
    expect((await get('user_profiles/?status=all')).count).toBe(121);
    const byEmail = await get('user_profiles/?sort=email&page_size=2');
    expect(byEmail.results.map((p) => p.email)).toEqual([adminEmail, 'p0881@example.test']);
    const byEmailDesc = await get('user_profiles/?sort=email&direction=desc&page_size=1');
    expect(byEmailDesc.results.map((p) => p.email)).toEqual(['p0999@example.test']);
  });

  it('searches by prefixes, alone or with a filter and another order', async () => {
    const typed = await get('user_profiles/search_profiles/?search=person%2001&per_page=5');
    // Every word starts a name or the address: Person 011…019 but 015, deactivated.
    expect(typed.count).toBe(8);
    expect(typed.results.map((p) => p.email)).toEqual(
      ['p0989', 'p0988', 'p0987', 'p0986', 'p0984'].map((e) => `${e}@example.test`),
    );
    const inLeeds = await get('user_profiles/?search=person%2001&site=Leeds&sort=email');
    // 012 and 018 (015 is deactivated), by e-mail: 018 first.
    expect(inLeeds.results.map((p) => p.email)).toEqual([
      'p0982@example.test',
      'p0988@example.test',
    ]);
    expect(inLeeds.count).toBe(2);
    expect((await get('user_profiles/?search=P0999%40EX')).count).toBe(1);
    expect((await get('user_profiles/?search=nobody')).results).toEqual([]);
  });

  it('sends the same statements for a page of 5 as for a page of 100, list or search', async () => {
    for (const url of [
      'user_profiles/?page_size=',
      'user_profiles/?site=Leeds&sort=email&page_size=',
      'user_profiles/?search=person&page_size=',
      'user_profiles/?search=person&people_tag=Champion&page_size=',
      'user_profiles/search_profiles/?search=person&per_page=',
    ]) {
      const small = await countQueries(() => get(`${url}5`));
      const large = await countQueries(() => get(`${url}100`));
      expect(large.result.results.length, url).toBeGreaterThan(small.result.results.length);
      expect(large.queries, url).toBe(small.queries);
      // The transaction, its settings and one statement for the page and its total.
      expect(small.queries, url).toBeGreaterThanOrEqual(3);
      expect(small.queries, url).toBeLessThanOrEqual(4);
    }
  });
});
