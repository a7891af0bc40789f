import { eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { featureFlagsOffByDefault } from '../../../contract/admin/feature-flags';
import { directorySyncs } from '../../db/schema/directory-syncs';
import { featureFlags } from '../../db/schema/feature-flags';
import { globalImpactedGroups } from '../../db/schema/global-impacted-groups';
import { projectGroups } from '../../db/schema/project-groups';
import type { TenantTx } from '../../db/tenant';
import { HttpError } from '../../http-errors';
import type { DirectoryPort } from '../../integrations/directory/directory-port';
import { tenantJob } from '../../jobs/tenant-job';
import { readDirectoryGroup, replaceDirectoryMembers } from './directory-sync';
import { SeatsExhausted } from '../billing/seats/seat-allowance';

export const NIGHTLY_DIRECTORY_SYNC_JOB = 'groups.nightly-directory-sync';

/** Whether the organisation syncs its groups with the directory (the flag, or its default). */
async function syncEnabled(tx: TenantTx): Promise<boolean> {
  const [flag] = await tx
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.name, 'group_sync_with_directory'))
    .limit(1);
  return flag ? flag.enabled : !featureFlagsOffByDefault.includes('group_sync_with_directory');
}

/**
 * Every group linked to a directory group re-reads its directory members, as the organisation,
 * in one transaction, recorded as a directory sync run (the Directory tab's last-synced time).
 * A group whose directory group is gone is skipped and named in the run's error; the others
 * still sync.
 */
export async function syncAllLinkedGroups(tx: TenantTx, directory: DirectoryPort): Promise<void> {
  const groups = [
    ...(
      await tx
        .select({ id: globalImpactedGroups.id, directoryId: globalImpactedGroups.directoryGroupId })
        .from(globalImpactedGroups)
        .where(isNotNull(globalImpactedGroups.directoryGroupId))
    ).map((g) => ({ ...g, table: 'global_impacted_group_members' as const })),
    ...(
      await tx
        .select({ id: projectGroups.id, directoryId: projectGroups.directoryGroupId })
        .from(projectGroups)
        .where(isNotNull(projectGroups.directoryGroupId))
    ).map((g) => ({ ...g, table: 'project_group_members' as const })),
  ];
  const [run] = await tx
    .insert(directorySyncs)
    .values({ requestedById: null, status: 'running', groupsTotal: groups.length })
    .returning({ id: directorySyncs.id });
  if (!run) throw new Error('sync not recorded');
  let done = 0;
  let members = 0;
  const skipped: string[] = [];
  let refused: string | null = null;
  for (const group of groups) {
    if (!group.directoryId) continue;
    let found: Awaited<ReturnType<typeof readDirectoryGroup>>;
    try {
      found = await readDirectoryGroup(tx, directory, group.directoryId, 'directory_group_id');
    } catch (err) {
      // Too few seats for the group's new people: it keeps its members until seats are added.
      if (err instanceof SeatsExhausted) {
        refused = err.message;
        continue;
      }
      // The directory no longer has the group (a 400 from the look-up, no statement failed).
      if (!(err instanceof HttpError)) throw err;
      skipped.push(group.directoryId);
      continue;
    }
    await replaceDirectoryMembers(tx, group.table, group.id, found.peopleIds);
    if (group.table === 'global_impacted_group_members') {
      await tx
        .update(globalImpactedGroups)
        .set({ lastSyncedAt: sql`now()` })
        .where(eq(globalImpactedGroups.id, group.id));
    }
    done += 1;
    members += found.peopleIds.length;
  }
  await tx
    .update(directorySyncs)
    .set({
      status: 'succeeded',
      groupsDone: done,
      membersLinked: members,
      finishedAt: sql`now()`,
      error:
        [
          skipped.length ? `Not in the directory any more: ${skipped.join(', ')}` : '',
          refused ?? '',
        ]
          .filter(Boolean)
          .join(' ') || null,
    })
    .where(eq(directorySyncs.id, run.id));
}

/** The nightly re-sync, once per organisation that syncs its groups with the directory. */
export function nightlyDirectorySync(directory: DirectoryPort) {
  return tenantJob({
    name: NIGHTLY_DIRECTORY_SYNC_JOB,
    schema: z.object({}),
    cron: '40 2 * * *',
    async run(tx) {
      if (await syncEnabled(tx)) await syncAllLinkedGroups(tx, directory);
    },
  });
}
