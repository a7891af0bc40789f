import type { Database } from '../../db/client';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Integrations } from '../../integrations/integrations';
import { DIRECTORY_SYNC_JOB, runDirectorySync } from './directory/sync';
import { peopleImportJob } from './imports/job';

/** The people area's background work: directory re-syncs and large CSV imports. */
export function peopleJobs(deps: { db: Database; integrations: Integrations }): JobDefinition[] {
  return [
    {
      name: DIRECTORY_SYNC_JOB,
      run: async (data) => {
        await runDirectorySync(
          deps.db,
          deps.integrations.directory,
          data as { organisationId: number; syncId: number },
        );
      },
    },
    peopleImportJob(deps.db).definition(deps.db),
  ];
}
