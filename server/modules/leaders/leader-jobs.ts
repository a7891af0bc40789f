import type { Database } from '../../db/client';
import type { Integrations } from '../../integrations/integrations';
import type { JobDefinition } from '../../jobs/job-runner';
import { sendDueNudgesJob } from './nudges/sending';

/** Leader activation's background work: nudges go out at their alert time. */
export function leaderJobs(deps: { db: Database; integrations: Integrations }): JobDefinition[] {
  return [sendDueNudgesJob(deps.integrations).definition(deps.db)];
}
