import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createDirectoryGroupInputSchema,
  linkDirectoryMembersInputSchema,
} from '../../../../contract/groups/project-groups.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { projectGroups } from '../../../db/schema/project-groups';
import type { TenantTx } from '../../../db/tenant';
import type { DirectoryPort } from '../../../integrations/directory/directory-port';
import { DirectoryGroupExistsError } from '../../../integrations/directory/local-directory';
import { badRequest } from '../../../http-errors';
import { readDirectoryGroup, replaceDirectoryMembers } from '../directory-sync';
import { findEditableProjectGroup } from './service';
import { selectProjectGroupMembers } from './queries';
import { intArray } from '../../../db/sql-arrays';

/**
 * `POST projects/{id}/groups/create_directory_group/`: a directory security group holding the
 * project group's people, linked back so later syncs keep both in step.
 */
export async function createDirectoryGroup(
  tx: TenantTx,
  user: CurrentUser,
  directory: DirectoryPort,
  projectId: number,
  data: z.output<typeof createDirectoryGroupInputSchema>,
): Promise<number> {
  const group = await findEditableProjectGroup(tx, user, projectId, data.group);
  if (group.directoryGroupId) {
    throw badRequest({ group: ['This group is already linked to a directory group.'] });
  }
  const members = await selectProjectGroupMembers(tx, group.id);
  const people = await tx.execute<{ external_id: string }>(
    sql`SELECT external_id FROM user_profiles WHERE id = ANY(${intArray(members.map((m) => m.id))})`,
  );
  let created;
  try {
    created = await directory.createGroup(tx, {
      name: data.name ?? group.name,
      description: `People of ${group.name}`,
      memberExternalIds: people.rows.map((r) => r.external_id),
    });
  } catch (error) {
    if (error instanceof DirectoryGroupExistsError) {
      throw badRequest({ name: ['The directory already has a group with this name.'] });
    }
    throw error;
  }
  await tx
    .update(projectGroups)
    .set({
      directoryGroupId: created.id,
      directoryGroupName: created.name,
      lastSyncedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(projectGroups.id, group.id));
  return group.id;
}

/**
 * `POST projects/{id}/groups/link_365_members_to_group/`: the directory group's people become
 * the group's directory members (manual members stay), and the link is kept for later syncs.
 */
export async function linkDirectoryMembers(
  tx: TenantTx,
  user: CurrentUser,
  directory: DirectoryPort,
  projectId: number,
  data: z.output<typeof linkDirectoryMembersInputSchema>,
): Promise<number> {
  const group = await findEditableProjectGroup(tx, user, projectId, data.group);
  if (group.globalImpactedGroupId !== null) {
    throw badRequest({
      group: ['This group takes its people from its global group; link the directory there.'],
    });
  }
  const found = await readDirectoryGroup(
    tx,
    directory,
    data.directory_group_id,
    'directory_group_id',
  );
  await replaceDirectoryMembers(tx, 'project_group_members', group.id, found.peopleIds);
  await tx
    .update(projectGroups)
    .set({
      directoryGroupId: found.id,
      directoryGroupName: found.name,
      lastSyncedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(projectGroups.id, group.id));
  return group.id;
}
