import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, seededOrganisations } from '@tests/support/test-database';
import { jobRuns } from './schema/job-runs';
import { projects } from './schema/projects';
import { withTenant } from './tenant';
import { parseWriteNotice, unreportedTables, WRITES_CHANNEL } from './write-notifications';

/**
 * What the replicas' caches hear (write-notify.sql): a committed write to anything an answer is
 * read from, with its organisation and table; never the bookkeeping written every minute by the
 * jobs or on every sign-in, which would empty every cache for nothing.
 */
describe('write notifications', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let listener: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${WRITES_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await database.drop();
  });

  /** Everything reported up to now: notifications arrive in commit order, so a marker ends them. */
  async function reported(): Promise<string[]> {
    await database.pool.query('SELECT pg_notify($1, $2)', [WRITES_CHANNEL, 'marker']);
    for (let waited = 0; !heard.includes('marker') && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const all = heard.splice(0);
    expect(all.at(-1)).toBe('marker');
    return all.slice(0, -1);
  }

  it('reports a tenant write with its organisation and table, an owner write to everyone', async () => {
    const { northwind } = await seededOrganisations(database.pool);
    await reported();
    const [project] = await withTenant(database.db, northwind, (tx) =>
      tx.select({ id: projects.id }).from(projects).limit(1),
    );
    if (!project) throw new Error('no seeded project');
    await withTenant(database.db, northwind, (tx) =>
      tx.update(projects).set({ name: 'Renamed' }).where(eq(projects.id, project.id)),
    );
    await database.pool.query("UPDATE projects SET name = 'Renamed again' WHERE id = $1", [
      project.id,
    ]);
    const notices = await reported();
    expect(notices).toEqual([`${northwind}:projects`, '*:projects']);
    expect(notices.map(parseWriteNotice)).toEqual([
      { organisationId: northwind, table: 'projects' },
      { organisationId: 'all', table: 'projects' },
    ]);
  });

  it('does not report job run claims, sign-in sessions or the billing event ledger', async () => {
    const { northwind } = await seededOrganisations(database.pool);
    await reported();
    await withTenant(database.db, northwind, (tx) =>
      tx.insert(jobRuns).values({ jobId: 'job-1', jobName: 'comms.send-due' }),
    );
    await database.pool.query(
      `INSERT INTO oidc_payloads (id, type, payload) VALUES ('s1', 'Session', '{}'::jsonb)`,
    );
    await database.pool.query(
      `INSERT INTO billing_events (organisation_id, provider, event_id, type)
       VALUES ($1, 'local', 'evt-1', 'invoice.paid')`,
      [northwind],
    );
    expect(await reported()).toEqual([]);
  });

  it('has the trigger on every table of the application but the unreported ones', async () => {
    const missing = await database.pool.query<{ table_name: string }>(
      `SELECT c.relname AS table_name FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
          AND NOT EXISTS (SELECT 1 FROM pg_trigger t
                           WHERE t.tgrelid = c.oid AND t.tgname = 'changecraft_notify_write')
        ORDER BY 1`,
    );
    expect(missing.rows.map((r) => r.table_name)).toEqual([...unreportedTables].sort());
  });
});
