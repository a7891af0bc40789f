import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { JobQueue } from './job-queue';
import { startJobs, type JobDefinition } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work: `app.jobQueue.send(…)` or a tenant job's `enqueue(app.jobQueue, tx, …)`. */
    jobQueue: JobQueue;
  }
}

export interface JobsOptions {
  /** Every job the server runs (server/jobs/jobs.ts). */
  definitions: JobDefinition[];
  /**
   * pg-boss on this database, started when the app is ready and stopped when it closes. Absent
   * (tests, scripts): jobs run in this process after the request that queued them.
   */
  connectionString?: string;
}

/**
 * Decorates the app with its job queue before any route registers, so every handler reaches
 * the same queue through `app.jobQueue`; pg-boss starts with the app (`ready`/`listen`) and stops
 * with it (`close`), after in-flight jobs finish.
 */
export function registerJobs(app: FastifyInstance, options: JobsOptions): JobQueue {
  const queue = new JobQueue(options.definitions);
  app.decorate('jobQueue', queue);
  const { connectionString } = options;
  if (connectionString) {
    let boss: PgBoss | undefined;
    app.addHook('onReady', async () => {
      boss = await startJobs(connectionString, queue.jobs(), app.log);
      queue.attach(boss);
    });
    app.addHook('onClose', async () => {
      // wait: resolve only once workers and polling have stopped, before the database goes away.
      await boss?.stop({ graceful: true, timeout: 10_000, wait: true });
    });
  }
  return queue;
}
