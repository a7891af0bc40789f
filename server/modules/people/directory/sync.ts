import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { directorySyncs } from '../../../db/schema/directory-syncs';
import { globalImpactedGroups } from '../../../db/schema/global-impacted-groups';
import { projectGroups } from '../../../db/schema/project-groups';
import { withTenant, type TenantTx } from '../../../db/tenant';
import type { DirectoryPort } from '../../../integrations/directory/directory-port';
import { readDirectoryGroup, replaceDirectoryMembers } from '../../groups/directory-sync';

export const DIRECTORY_SYNC_JOB = 'people.directory-sync';
export type DirectorySyncRow = typeof directorySyncs.$inferSelect;

/** Starts a sync run (refused while one is running: its progress is answered instead). */
export async function startDirectorySync(tx: TenantTx, userId: number): Promise<DirectorySyncRow> {
  const [running] = await tx
    .select()
    .from(directorySyncs)
    .where(sql`${directorySyncs.status} IN ('queued', 'running')`)
    .orderBy(desc(directorySyncs.startedAt))
    .limit(1);
  if (running) return running;
  const [row] = await tx
    .insert(directorySyncs)
    .values({ requestedById: userId, status: 'queued' })
    .returning();
  if (!row) throw new Error('sync not recorded');
  return row;
}

export async function latestDirectorySync(tx: TenantTx) {
  const [latest] = await tx
    .select()
    .from(directorySyncs)
    .orderBy(desc(directorySyncs.startedAt), desc(directorySyncs.id))
    .limit(1);
  const [done] = await tx
    .select({ at: directorySyncs.finishedAt })
    .from(directorySyncs)
    .where(eq(directorySyncs.status, 'succeeded'))
    .orderBy(desc(directorySyncs.finishedAt))
    .limit(1);
  return { latest: latest ?? null, lastSyncedAt: done?.at ?? null };
}

/**
 * The job: every global impacted group and project group linked to a directory group gets its
 * directory members re-read, one group per transaction so progress shows as it goes and one
 * failing group does not undo the others.
 */
export async function runDirectorySync(
  db: Database,
  directory: DirectoryPort,
  data: { organisationId: number; syncId: number },
): Promise<void> {
  const { organisationId, syncId } = data;
  const setSync = (values: Partial<typeof directorySyncs.$inferInsert>) =>
    withTenant(db, organisationId, (tx) =>
      tx.update(directorySyncs).set(values).where(eq(directorySyncs.id, syncId)),
    );
  try {
    const groups = await withTenant(db, organisationId, async (tx) => [
      ...(
        await tx
          .select({
            id: globalImpactedGroups.id,
            directoryId: globalImpactedGroups.directoryGroupId,
          })
          .from(globalImpactedGroups)
          .where(isNotNull(globalImpactedGroups.directoryGroupId))
      ).map((g) => ({ ...g, kind: 'global' as const })),
      ...(
        await tx
          .select({ id: projectGroups.id, directoryId: projectGroups.directoryGroupId })
          .from(projectGroups)
          .where(isNotNull(projectGroups.directoryGroupId))
      ).map((g) => ({ ...g, kind: 'project' as const })),
    ]);
    await setSync({ status: 'running', groupsTotal: groups.length });
    let done = 0;
    let members = 0;
    for (const group of groups) {
      if (!group.directoryId) continue;
      const directoryId = group.directoryId;
      members += await withTenant(db, organisationId, async (tx) => {
        const found = await readDirectoryGroup(tx, directory, directoryId, 'directory_group_id');
        await replaceDirectoryMembers(
          tx,
          group.kind === 'global' ? 'global_impacted_group_members' : 'project_group_members',
          group.id,
          found.peopleIds,
        );
        if (group.kind === 'global') {
          await tx
            .update(globalImpactedGroups)
            .set({ lastSyncedAt: new Date() })
            .where(eq(globalImpactedGroups.id, group.id));
        }
        return found.peopleIds.length;
      });
      done += 1;
      await setSync({ groupsDone: done, membersLinked: members });
    }
    await setSync({ status: 'succeeded', finishedAt: new Date() });
  } catch (err) {
    await setSync({
      status: 'failed',
      finishedAt: new Date(),
      error: err instanceof Error ? err.message : String(err),
    });
  }
}
