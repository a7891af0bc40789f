import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Receiver } from '../../../../contract/comms/receivers.schema';
import { commsChanges, commsReceivers } from '../../../db/schema/comms-links';
import { userProfiles } from '../../../db/schema/people';
import { projectGroups } from '../../../db/schema/project-groups';
import type { TenantTx } from '../../../db/tenant';

/** What has receivers: an announcement (any thread), an email, an event, a shared file. */
export type ReceiverOwner = 'thread' | 'email' | 'event' | 'file';

const ownerColumn = {
  thread: commsReceivers.threadId,
  email: commsReceivers.emailId,
  event: commsReceivers.eventId,
  file: commsReceivers.fileId,
} as const;
const ownerField = {
  thread: 'threadId',
  email: 'emailId',
  event: 'eventId',
  file: 'fileId',
} as const;

export interface ReceiverIds {
  groups: number[];
  people: number[];
}

/** Replaces who the item reaches with these groups and people (ids already checked). */
export async function saveReceivers(
  tx: TenantTx,
  owner: ReceiverOwner,
  itemId: number,
  receivers: ReceiverIds,
): Promise<void> {
  await tx.delete(commsReceivers).where(eq(ownerColumn[owner], itemId));
  const rows = [
    ...[...new Set(receivers.groups)].map((groupId) => ({ groupId })),
    ...[...new Set(receivers.people)].map((userId) => ({ userId })),
  ].map((r) => ({ [ownerField[owner]]: itemId, ...r }));
  if (rows.length) await tx.insert(commsReceivers).values(rows);
}

/** The group and person ids each item reaches, in the order written (empty when none). */
export async function receiverIdsOf(
  tx: TenantTx,
  owner: ReceiverOwner,
  itemIds: readonly number[],
): Promise<Map<number, ReceiverIds>> {
  const byItem = new Map<number, ReceiverIds>(
    itemIds.map((id) => [id, { groups: [], people: [] }]),
  );
  if (itemIds.length === 0) return byItem;
  const rows = await tx
    .select({
      itemId: sql<number>`${ownerColumn[owner]}`,
      groupId: commsReceivers.groupId,
      userId: commsReceivers.userId,
    })
    .from(commsReceivers)
    .where(inArray(ownerColumn[owner], [...itemIds]))
    .orderBy(asc(commsReceivers.id));
  for (const row of rows) {
    const entry = byItem.get(row.itemId);
    if (!entry) continue;
    if (row.groupId !== null) entry.groups.push(row.groupId);
    else if (row.userId !== null) entry.people.push(row.userId);
  }
  return byItem;
}

/** Each item's receivers with their names, groups first, in one query for all items. */
export async function receiversOf(
  tx: TenantTx,
  owner: ReceiverOwner,
  itemIds: readonly number[],
): Promise<Map<number, (Receiver & { category: string })[]>> {
  const byItem = new Map<number, (Receiver & { category: string })[]>(
    itemIds.map((id) => [id, []]),
  );
  if (itemIds.length === 0) return byItem;
  const rows = await tx
    .select({
      itemId: sql<number>`${ownerColumn[owner]}`,
      groupId: commsReceivers.groupId,
      userId: commsReceivers.userId,
      groupName: projectGroups.name,
      category: projectGroups.category,
      personName: sql<
        string | null
      >`coalesce(nullif(trim(concat(${userProfiles.firstName}, ' ', ${userProfiles.lastName})), ''), ${userProfiles.email})`,
    })
    .from(commsReceivers)
    .leftJoin(projectGroups, eq(projectGroups.id, commsReceivers.groupId))
    .leftJoin(userProfiles, eq(userProfiles.id, commsReceivers.userId))
    .where(inArray(ownerColumn[owner], [...itemIds]))
    .orderBy(sql`${commsReceivers.groupId} IS NULL`, asc(commsReceivers.id));
  for (const row of rows) {
    const list = byItem.get(row.itemId);
    if (!list) continue;
    if (row.groupId !== null) {
      list.push({
        type: 'group',
        id: row.groupId,
        name: row.groupName ?? 'Group',
        category: row.category ?? '',
      });
    } else if (row.userId !== null) {
      list.push({ type: 'person', id: row.userId, name: row.personName ?? 'Person', category: '' });
    }
  }
  return byItem;
}

/** What has associated changes: an announcement, a Viva Engage post, a file. */
export type ChangesOwner = 'thread' | 'post' | 'file';

const changesColumn = {
  thread: commsChanges.threadId,
  post: commsChanges.postId,
  file: commsChanges.fileId,
} as const;
const changesField = { thread: 'threadId', post: 'postId', file: 'fileId' } as const;

/** Replaces the item's associated changes (ids already checked against its project). */
export async function saveChanges(
  tx: TenantTx,
  owner: ChangesOwner,
  itemId: number,
  changeIds: readonly number[],
): Promise<void> {
  await tx.delete(commsChanges).where(eq(changesColumn[owner], itemId));
  const rows = [...new Set(changeIds)].map((changeId) => ({
    [changesField[owner]]: itemId,
    changeId,
  }));
  if (rows.length) await tx.insert(commsChanges).values(rows);
}

/** Each item's associated change ids, in the order written. */
export async function changesOf(
  tx: TenantTx,
  owner: ChangesOwner,
  itemIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byItem = new Map<number, number[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return byItem;
  const rows = await tx
    .select({ itemId: sql<number>`${changesColumn[owner]}`, changeId: commsChanges.changeId })
    .from(commsChanges)
    .where(inArray(changesColumn[owner], [...itemIds]))
    .orderBy(asc(commsChanges.id));
  for (const row of rows) byItem.get(row.itemId)?.push(row.changeId);
  return byItem;
}
