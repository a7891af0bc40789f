import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema/job-runs';
import { organisations } from '../db/schema/organisations';
import { withTenant, type TenantTx } from '../db/tenant';
import type { JobQueue } from './job-queue';
import type { JobDefinition } from './job-runner';

/** How a tenant job travels in the queue: its organisation beside its own data. */
const envelopeSchema = z.object({
  organisationId: z.number().int().positive(),
  data: z.unknown(),
});

export interface TenantJob<S extends z.ZodType> {
  name: string;
  /**
   * Enqueues the job inside `tx`'s transaction, for its organisation: the organisation comes
   * from the tenant the caller already runs as, never from an argument, so no caller can aim at
   * another organisation; and a request that rolls back leaves no job behind.
   */
  enqueue(queue: Pick<JobQueue, 'send'>, tx: TenantTx, data: z.input<S>): Promise<string | null>;
  /** The worker for the job runner (server/jobs/jobs.ts). */
  definition(db: Database): JobDefinition;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/** The organisation the transaction runs as (set by `withTenant`). */
async function tenantOf(tx: TenantTx): Promise<number> {
  const res = await tx.execute<{ id: string | null }>(
    sql`SELECT nullif(current_setting('app.organisation_id', true), '') AS id`,
  );
  const id = Number(res.rows[0]?.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('Not in a tenant transaction');
  return id;
}

/**
 * Tenant work in the background (scheduled sends, reminders, nudges, exports): each run happens
 * in one transaction as the job's organisation, under row-level security as the request role,
 * never as the database owner, so a job cannot read or write another organisation's rows.
 * `data` is validated with `schema` before `run` sees it; a payload that fails fails the job.
 *
 * With `cron`, the schedule's tick runs the job once per organisation, each in its own tenant
 * transaction, with `schema.parse({})` as its data (give the schema defaults).
 */
export function tenantJob<S extends z.ZodType>(options: {
  name: string;
  schema: S;
  cron?: string;
  run(tx: TenantTx, data: z.output<S>): Promise<void>;
}): TenantJob<S> {
  const { name, schema, cron, run } = options;
  return {
    name,
    async enqueue(queue, tx, data) {
      const organisationId = await tenantOf(tx);
      return queue.send(name, { organisationId, data: schema.parse(data) }, { tx });
    },
    definition(db) {
      const runFor = (organisationId: number, data: unknown, jobId: string | undefined) => {
        const parsed = schema.parse(data);
        return withTenant(db, organisationId, async (tx) => {
          if (jobId !== undefined) {
            // Claimed in the work's own transaction: committed together, or not at all.
            const claimed = await tx
              .insert(jobRuns)
              .values({ jobId, jobName: name })
              .onConflictDoNothing()
              .returning({ jobId: jobRuns.jobId });
            if (claimed.length === 0) return;
          }
          await run(tx, parsed);
        });
      };
      return {
        name,
        ...(cron ? { cron } : {}),
        async run(payload, jobId) {
          const isTick = cron !== undefined && isEmptyObject(payload);
          if (!isTick) {
            const envelope = envelopeSchema.parse(payload);
            await runFor(envelope.organisationId, envelope.data, jobId);
            return;
          }
          // The schedule's tick (`{}`): the list of organisations is the only owner read, ids only.
          // A tick handed out again skips the organisations it already did.
          const tenants = await db.select({ id: organisations.id }).from(organisations);
          for (const tenant of tenants) await runFor(tenant.id, {}, jobId);
        },
      };
    },
  };
}
