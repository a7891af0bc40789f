import type PgBoss from 'pg-boss';
import { afterCommit, sqlExecutorOf, type TenantTx } from '../db/tenant';
import type { JobDefinition } from './job-runner';

export interface SendOptions {
  /**
   * The request's transaction: the job is queued inside it, so a request that rolls back
   * queues nothing, and a worker never picks a job up before the rows it needs are committed.
   */
  tx?: TenantTx;
}

/**
 * How request handlers hand work to the background (`app.jobQueue`). Once the server's pg-boss
 * is attached the work is a pg-boss job (it survives a restart); until then (tests, scripts) it
 * runs in this process right after the request (after its commit when `tx` is given), so the
 * same code path works everywhere.
 */
export class JobQueue {
  private boss: PgBoss | null = null;
  private readonly running = new Set<Promise<void>>();
  private readonly definitions: Map<string, JobDefinition>;

  constructor(definitions: JobDefinition[]) {
    this.definitions = new Map(definitions.map((job) => [job.name, job]));
  }

  /** From now on, work goes to pg-boss. */
  attach(boss: PgBoss): void {
    this.boss = boss;
  }

  /** The definitions the queue runs (the server starts a pg-boss worker for each). */
  jobs(): JobDefinition[] {
    return [...this.definitions.values()];
  }

  /** Queues `data` for the job `name`; pg-boss's job id, or null when it runs in-process. */
  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    const job = this.definitions.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    const { tx } = options;
    if (this.boss) {
      return this.boss.send(name, data, tx ? { db: sqlExecutorOf(tx) } : {});
    }
    const start = () => {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => job.run(data))
        .catch(() => undefined) // the job records its own failure
        .finally(() => this.running.delete(run));
      this.running.add(run);
    };
    if (tx) afterCommit(tx, start);
    else start();
    return null;
  }

  /** Resolves once every in-process job has finished (tests wait on this). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
