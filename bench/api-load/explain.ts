/**
 * Where a call's database time goes: runs a call's service function as a person of the scaled
 * organisation, records every statement it sends, then prints each with EXPLAIN (ANALYZE) run
 * inside the same tenant transaction (RLS on, as in a request).
 *
 *   DATA_DIR=… node --import tsx bench/api-load/explain.ts [email]
 */
import path from 'node:path';
import pg from 'pg';
import { resolveCurrentUser } from '../../server/auth/current-user';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { ensureDatabase, startEmbeddedPostgres } from '../../server/db/embedded';
import { withTenant } from '../../server/db/tenant';
import { getProject, listProjects } from '../../server/modules/projects/projects/service';

const email = process.argv[2] ?? 'admin@scale100.changecraft.test';
const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
const url = config.databaseUrl ?? (await ensureDatabase(embedded?.url ?? '', 'changecraft'));
const database = openDatabase(url);
try {
  const user = await resolveCurrentUser(database.db, {
    oid: undefined,
    email,
    verifiedEmail: email,
  });
  if (!user) throw new Error(`no ${email}`);
  const recorded: { text: string; values: unknown[] }[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [unknown, unknown];
    if (typeof first === 'object' && first && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      recorded.push({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) });
    } else if (typeof first === 'string') {
      recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
    }
    return original.apply(this, args);
  };
  const list = await withTenant(database.db, user.organisationId, (tx) =>
    listProjects(tx, user, {
      page_number: 1,
      page_size: 50,
      ordering: 'name',
      archived: false,
    } as Parameters<typeof listProjects>[2]),
  );
  const first = list.rows[0]?.project.id ?? 0;
  await withTenant(database.db, user.organisationId, (tx) => getProject(tx, user, first));
  prototype.query = original;
  for (const q of recorded) {
    if (!/^\s*select/i.test(q.text)) continue;
    await withTenant(database.db, user.organisationId, async () => {
      const client = await database.pool.connect();
      try {
        await client.query(
          `BEGIN; SELECT set_config('role', 'changecraft_app', true), set_config('app.organisation_id', '${user.organisationId}', true)`,
        );
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${q.text}`,
          q.values,
        );
        await client.query('ROLLBACK');
        process.stdout.write(`\n${q.text}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
      } finally {
        client.release();
      }
    });
  }
} finally {
  await database.close();
  await embedded?.stop();
}
