import { deleteExpiredIdentityState } from '../auth/local-provider/adapter';
import type { Database } from '../db/client';
import type { Integrations } from '../integrations/integrations';
import { approvalReminderJob } from '../modules/assessments/readiness/reminders';
import { commsJobs } from '../modules/comms/comms-jobs';
import { nightlyDirectorySync } from '../modules/groups/nightly-directory-sync';
import { leaderJobs } from '../modules/leaders/leader-jobs';
import { peopleJobs } from '../modules/people/people-jobs';
import { buildDeckJob } from '../modules/reports/exports/job';
import { surveysJobs } from '../modules/surveys/surveys-jobs';
import type { JobDefinition } from './job-runner';

/** Every background job the server runs; areas add theirs here. */
export function jobs(deps: { db: Database; integrations?: Integrations }): JobDefinition[] {
  return [
    {
      // Sessions, grants, codes and refresh tokens past their expiry are dead weight.
      name: 'identity.clean-expired-sessions',
      cron: '17 3 * * *',
      run: async () => {
        await deleteExpiredIdentityState(deps.db);
      },
    },
    ...(deps.integrations ? commsJobs({ db: deps.db, integrations: deps.integrations }) : []),
    ...(deps.integrations ? peopleJobs({ db: deps.db, integrations: deps.integrations }) : []),
    ...(deps.integrations
      ? [nightlyDirectorySync(deps.integrations.directory).definition(deps.db)]
      : []),
    ...(deps.integrations ? leaderJobs({ db: deps.db, integrations: deps.integrations }) : []),
    ...(deps.integrations ? surveysJobs({ db: deps.db, integrations: deps.integrations }) : []),
    approvalReminderJob(deps.integrations).definition(deps.db),
    buildDeckJob(deps.integrations?.files).definition(deps.db),
  ];
}
