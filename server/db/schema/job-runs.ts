import { primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';

/**
 * Which queued jobs have done their work, per organisation. A tenant job records its pg-boss id
 * here in the same transaction as its work, so a job that pg-boss hands out again (a server
 * killed after the work committed but before the job was marked complete) finds it done and
 * does nothing: the work happens exactly once.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    organisationId: organisationId(),
    jobId: text('job_id').notNull(),
    jobName: text('job_name').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.jobId] })],
);
