import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Integrations } from '../../integrations/integrations';
import type { JobDefinition } from '../../jobs/job-runner';
import { tenantJob } from '../../jobs/tenant-job';
import { readBackDeliveriesJob } from './deliveries/read-back-job';
import { sendDueEmails } from './emails/sending';
import { sendDueThreads } from './threads/sending';
import { sendDueYammerPosts } from './yammer-posts/sending';

/**
 * Scheduled sends: every minute, per organisation (in its own tenant transaction, under RLS),
 * whatever has come due goes out. A schedule is a row with a time, so it survives a restart
 * and is never lost with a process.
 */
export function sendDueCommsJob(integrations: Integrations) {
  return tenantJob({
    name: 'comms.send-due',
    cron: '* * * * *',
    schema: z.object({}).default({}),
    async run(tx) {
      await sendDueThreads(tx, integrations, integrations.publicUrl);
      await sendDueEmails(tx, integrations);
      await sendDueYammerPosts(tx, integrations);
    },
  });
}

export function commsJobs(deps: { db: Database; integrations: Integrations }): JobDefinition[] {
  return [
    sendDueCommsJob(deps.integrations).definition(deps.db),
    readBackDeliveriesJob(deps.integrations).definition(deps.db),
  ];
}
