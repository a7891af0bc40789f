import { sql } from 'drizzle-orm';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '@tests/support/test-database';
import { projects } from '../db/schema/projects';
import { withTenant } from '../db/tenant';
import { JobQueue } from './job-queue';
import { startJobs } from './job-runner';
import { tenantJob } from './tenant-job';

interface Seen {
  role: string;
  organisationId: number;
  visibleOrganisations: number[];
}

async function finalState(boss: PgBoss, name: string, id: string): Promise<string> {
  let state = '';
  for (let i = 0; i < 150 && state !== 'completed' && state !== 'failed'; i++) {
    await new Promise((r) => setTimeout(r, 200));
    state = (await boss.getJobById(name, id))?.state ?? '';
  }
  return state;
}

describe('tenant jobs', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let northwind: number;
  let contoso: number;
  let boss: PgBoss;
  let queue: JobQueue;
  const seen: Seen[] = [];

  const nameProject = tenantJob({
    name: 'test.name-project',
    schema: z.object({ name: z.string().min(1) }),
    async run(tx, data) {
      const who = await tx.execute<{ role: string; org: string }>(
        sql`SELECT current_user AS role, current_setting('app.organisation_id') AS org`,
      );
      const visible = await tx.selectDistinct({ id: projects.organisationId }).from(projects);
      seen.push({
        role: who.rows[0]?.role ?? '',
        organisationId: Number(who.rows[0]?.org),
        visibleOrganisations: visible.map((v) => v.id),
      });
      // No organisation_id: it comes from the job's tenant.
      await tx.insert(projects).values({ name: data.name });
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    const orgs = await database.pool.query<{ id: number; name: string }>(
      'SELECT id, name FROM organisations ORDER BY id',
    );
    northwind = orgs.rows.find((o) => o.name === 'Northwind Health')?.id ?? 0;
    contoso = orgs.rows.find((o) => o.name === 'Contoso Logistics')?.id ?? 0;
    boss = await startJobs(
      database.url,
      [nameProject.definition(database.db)],
      pino({ level: 'silent' }),
    );
    queue = new JobQueue([nameProject.definition(database.db)]);
    queue.attach(boss);
  });
  afterAll(async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    await database.drop();
  });

  it('runs in the organisation that enqueued it, under RLS as the request role', async () => {
    const id = await withTenant(database.db, contoso, (tx) =>
      nameProject.enqueue(queue, tx, { name: 'Made by a job' }),
    );
    expect(await finalState(boss, nameProject.name, id ?? '')).toBe('completed');
    expect(seen.at(-1)).toEqual({
      role: 'changecraft_app',
      organisationId: contoso,
      visibleOrganisations: [contoso],
    });
    const made = await database.pool.query<{ organisation_id: number }>(
      `SELECT organisation_id FROM projects WHERE name = 'Made by a job'`,
    );
    expect(made.rows).toEqual([{ organisation_id: contoso }]);
    expect(northwind).not.toBe(contoso);
  });

  it('refuses data its schema rejects before it enqueues, and fails a job without a tenant', async () => {
    await expect(
      withTenant(database.db, contoso, (tx) => nameProject.enqueue(queue, tx, { name: '' })),
    ).rejects.toThrow();
    const runs = seen.length;
    const stray = await boss.send(nameProject.name, { name: 'No organisation' });
    expect(await finalState(boss, nameProject.name, stray ?? '')).toBe('failed');
    expect(seen.length).toBe(runs);
  });

  it('is queued inside the transaction: a rolled-back request leaves no job behind', async () => {
    const queued = async () =>
      Number(
        (
          await database.pool.query<{ n: string }>(
            `SELECT count(*) AS n FROM pgboss.job WHERE name = $1`,
            [nameProject.name],
          )
        ).rows[0]?.n,
      );
    const before = await queued();
    let id: string | null = null;
    await expect(
      withTenant(database.db, contoso, async (tx) => {
        id = await nameProject.enqueue(queue, tx, { name: 'Never made' });
        throw new Error('the request fails after queuing');
      }),
    ).rejects.toThrow('the request fails');
    expect(id).not.toBeNull();
    expect(await queued()).toBe(before);
    expect(await boss.getJobById(nameProject.name, id ?? '')).toBeNull();
  });

  it('runs in-process only after the transaction commits when no pg-boss is attached', async () => {
    const local = new JobQueue([nameProject.definition(database.db)]);
    await expect(
      withTenant(database.db, contoso, async (tx) => {
        await nameProject.enqueue(local, tx, { name: 'Rolled back locally' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await withTenant(database.db, contoso, (tx) =>
      nameProject.enqueue(local, tx, { name: 'Committed locally' }),
    );
    await local.idle();
    const made = await database.pool.query<{ name: string }>(
      `SELECT name FROM projects WHERE name LIKE '% locally'`,
    );
    expect(made.rows).toEqual([{ name: 'Committed locally' }]);
  });

  it('does its work once when the same job is handed out again, and again after a failed try', async () => {
    const count = async (name: string) =>
      Number(
        (
          await database.pool.query<{ n: string }>(
            'SELECT count(*) AS n FROM projects WHERE name = $1',
            [name],
          )
        ).rows[0]?.n,
      );
    const worker = nameProject.definition(database.db);
    // A server killed after the work committed, before pg-boss marked the job done: redelivered.
    const payload = { organisationId: contoso, data: { name: 'Delivered twice' } };
    await worker.run(payload, 'job-delivered-twice');
    await worker.run(payload, 'job-delivered-twice');
    expect(await count('Delivered twice')).toBe(1);

    // A try that fails rolls its claim back with its work, so the retry does the work.
    let failOnce = true;
    const flaky = tenantJob({
      name: 'test.flaky',
      schema: z.object({ name: z.string() }),
      async run(tx, data) {
        await tx.insert(projects).values({ name: data.name });
        if (failOnce) {
          failOnce = false;
          throw new Error('the first try fails after writing');
        }
      },
    }).definition(database.db);
    const flakyPayload = { organisationId: contoso, data: { name: 'Retried' } };
    await expect(flaky.run(flakyPayload, 'job-retried')).rejects.toThrow('first try');
    expect(await count('Retried')).toBe(0);
    await flaky.run(flakyPayload, 'job-retried');
    await flaky.run(flakyPayload, 'job-retried');
    expect(await count('Retried')).toBe(1);
  });

  it('cannot be enqueued outside a tenant transaction', async () => {
    await expect(
      database.db.transaction((tx) => nameProject.enqueue(queue, tx, { name: 'Owner' })),
    ).rejects.toThrow(/Not in a tenant transaction/);
  });
});
