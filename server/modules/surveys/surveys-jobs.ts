import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Integrations } from '../../integrations/integrations';
import type { JobDefinition } from '../../jobs/job-runner';
import { tenantJob } from '../../jobs/tenant-job';
import { sendDueReminders, sendDueSurveys } from './delivery/scheduler';

/**
 * Scheduled sends and reminders: every minute, per organisation, whatever has come due goes
 * out. A schedule is a row with a time, so it survives a restart.
 */
export function surveysJobs(deps: { db: Database; integrations: Integrations }): JobDefinition[] {
  const sendDue = tenantJob({
    name: 'surveys.send-due',
    cron: '* * * * *',
    schema: z.object({}).default({}),
    async run(tx) {
      await sendDueSurveys(tx, deps.integrations);
      await sendDueReminders(tx, deps.integrations);
    },
  });
  return [sendDue.definition(deps.db)];
}
