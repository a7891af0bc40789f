import type { Database } from '../../db/client';
import type { Integrations } from '../../integrations/integrations';
import type { JobDefinition } from '../../jobs/job-runner';
import { sendDueEmails } from './emails/sending';
import { sendDueThreads } from './threads/sending';
import { sendDueYammerPosts } from './yammer-posts/sending';

/**
 * Scheduled sends: every minute, whatever has come due goes out. A schedule is a row with a
 * time, so it survives a restart and is never lost with a process.
 */
export function commsJobs(deps: { db: Database; integrations: Integrations }): JobDefinition[] {
  return [
    {
      name: 'comms.send-due',
      cron: '* * * * *',
      run: async () => {
        await sendDueThreads(deps.db, deps.integrations, deps.integrations.publicUrl);
        await sendDueEmails(deps.db, deps.integrations);
        await sendDueYammerPosts(deps.db, deps.integrations);
      },
    },
  ];
}
