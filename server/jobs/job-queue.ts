import type PgBoss from 'pg-boss';
import type { JobDefinition } from './job-runner';

/**
 * How request handlers hand work to the background. Once the server's pg-boss is attached the
 * work is a pg-boss job (it survives a restart); until then (tests, scripts) it runs in this
 * process right after the request, so the same code path works everywhere.
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

  async send(name: string, data: object): Promise<void> {
    const job = this.definitions.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    if (this.boss) {
      await this.boss.send(name, data);
      return;
    }
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => job.run(data))
      .catch(() => undefined) // the job records its own failure
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Resolves once every in-process job has finished (tests wait on this). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
