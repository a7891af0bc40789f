import pg from 'pg';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';

/** A background job: a pg-boss queue with its worker and, optionally, a cron schedule (UTC). */
export interface JobDefinition {
  name: string;
  /** Cron expression, e.g. `0 3 * * *` for 03:00 UTC every night. */
  cron?: string;
  /** `jobId` is pg-boss's id of this delivery's job (absent when run in-process). */
  run(data: unknown, jobId?: string): Promise<void>;
}

/** Held while a replica sets up its queues (a session lock: ending the connection lets go). */
const SETUP_LOCK = 'changecraft.jobs-setup';

/**
 * Starts pg-boss on the application's own PostgreSQL (schema `pgboss`), creates each queue,
 * schedules the periodic ones and attaches their workers. Jobs are rows in the database, so a
 * job survives a restart. Later areas add workers by adding definitions.
 */
export async function startJobs(
  connectionString: string,
  jobs: JobDefinition[],
  log: FastifyBaseLogger,
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 4,
    application_name: 'changecraft-jobs',
    // pg-boss looks for a due cron tick every 30 s by default, so a send scheduled for 09:00 went
    // out as late as 09:00:37 (and the leaders journey waited for it). Every 5 s it goes out
    // within ~12 s; each look is a one-row UPDATE.
    cronMonitorIntervalSeconds: 5,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  // Replicas starting together on a fresh database deadlocked here: each queue is a partition
  // of pgboss.job, and one replica creating one while another's workers and scheduler already
  // used the table wait on each other. One replica at a time sets up; the next finds every
  // queue made and only attaches its workers.
  const setup = new pg.Client({ connectionString, application_name: 'changecraft-jobs-setup' });
  await setup.connect();
  try {
    await setup.query('SELECT pg_advisory_lock(hashtext($1))', [SETUP_LOCK]);
    await setUp(boss, jobs, log);
  } finally {
    await setup.end();
  }
  return boss;
}

async function setUp(boss: PgBoss, jobs: JobDefinition[], log: FastifyBaseLogger): Promise<void> {
  await boss.start();
  // Requests queue their jobs inside their own transaction, as the tenant role: it may add a job
  // (and read back its id) and read the queues' settings, nothing more of the queue's tables.
  await boss
    .getDb()
    .executeSql(
      'GRANT USAGE ON SCHEMA pgboss TO changecraft_app; GRANT SELECT ON pgboss.queue TO changecraft_app; GRANT INSERT, SELECT (id) ON pgboss.job TO changecraft_app',
      [],
    );
  for (const job of jobs) {
    await boss.createQueue(job.name);
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, async (batch) => {
      for (const item of batch) {
        log.info({ job: job.name, id: item.id }, 'job started');
        await job.run(item.data, item.id);
        log.info({ job: job.name, id: item.id }, 'job finished');
      }
    });
  }
}
