/**
 * Where a people read's database time goes: sends the directory's first page, the as-you-type
 * search and the directory's search as the organisation's admin, records the statements they
 * send, and prints each with EXPLAIN (ANALYZE, BUFFERS) inside a tenant transaction (RLS on, as
 * in a request). Against the running server's database of DATA_DIR.
 *
 *   DATA_DIR=… node --import tsx bench/people-search/explain.ts [email] [search]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { withTenant } from '../../server/db/tenant';
import { pageOfPeople } from '../../server/modules/people/profiles/people-page';

const email = process.argv[2] ?? 'admin@scale100-50000.changecraft.test';
const search = process.argv[3] ?? 'ma';
const runtime = JSON.parse(
  readFileSync(path.join(path.resolve(process.env.DATA_DIR ?? '.data'), 'runtime.json'), 'utf8'),
) as { databaseUrl: string };
const database = openDatabase(runtime.databaseUrl, { max: 2 });
try {
  const organisation = await database.pool.query<{ id: number }>(
    'SELECT organisation_id AS id FROM user_profiles WHERE lower(email) = lower($1)',
    [email],
  );
  const organisationId = organisation.rows[0]?.id;
  if (!organisationId) throw new Error(`no ${email}`);
  const reads = {
    'directory, first page of 50': () =>
      [{ status: 'active' }, { sort: 'name', direction: 'asc' }, 50] as const,
    [`as-you-type search "${search}", 30`]: () =>
      [{ search, status: 'active' }, { sort: 'name', direction: 'asc' }, 30] as const,
    [`directory search "${search}" by e-mail, 500`]: () =>
      [{ search, status: 'active' }, { sort: 'email', direction: 'asc' }, 500] as const,
  };
  // Patched once: each connection's preparing client binds the query function it first sees.
  let recorded: { text: string; values: unknown[] }[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...a: unknown[]) {
    const first = a[0] as { text?: string; values?: unknown[] } | string;
    if (typeof first === 'object' && first.text) {
      recorded.push({ text: first.text, values: first.values ?? (a[1] as unknown[]) ?? [] });
    }
    return original.apply(this, a);
  };
  for (const [label, args] of Object.entries(reads)) {
    recorded = [];
    const [filter, order, limit] = args();
    await withTenant(database.db, organisationId, (tx) =>
      pageOfPeople(tx, filter, order, limit, 0),
    );
    for (const statement of recorded.splice(0)) {
      const client = await database.pool.connect();
      try {
        await client.query(
          `BEGIN; SELECT set_config('role', 'changecraft_app', true), set_config('app.organisation_id', '${organisationId}', true)`,
        );
        const result = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          statement.values,
        );
        process.stdout.write(
          `\n== ${label}\n${result.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`,
        );
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    }
  }
} finally {
  await database.close();
}
