import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createGlobalImpactedGroupInputSchema,
  updateGlobalImpactedGroupInputSchema,
} from '../../../../contract/groups/global-impacted-groups.schema';
import type { CurrentUser } from '../../../auth/current-user';
import {
  globalImpactedGroupEditors,
  globalImpactedGroups,
} from '../../../db/schema/global-impacted-groups';
import type { TenantTx } from '../../../db/tenant';
import type { DirectoryPort } from '../../../integrations/directory/directory-port';
import { badRequest, conflict, forbidden, notFound } from '../../../http-errors';
import { requireActivePeople, requireOwner } from '../../people/lookups';
import {
  readDirectoryGroup,
  replaceDirectoryMembers,
  replaceManualMembers,
} from '../directory-sync';
import { requireGlobalGroupCreator } from '../group-policy';
import { selectGlobalGroups, type GlobalGroupRow } from './queries';
import { intArray } from '../../../db/sql-arrays';

type CreateData = z.output<typeof createGlobalImpactedGroupInputSchema>;
type UpdateData = z.output<typeof updateGlobalImpactedGroupInputSchema>;

const editDenied =
  'Only admins, the change office, and the group’s owner and editors can change it.';

/** A global group the caller may read (404 otherwise, archived included). */
export async function findGlobalGroup(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<GlobalGroupRow> {
  const [row] = await selectGlobalGroups(tx, user, { id });
  if (!row) throw notFound();
  return row;
}

/** A global group the caller may change: 404 when unseen, 403 when only readable. */
export async function findEditableGlobalGroup(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<GlobalGroupRow> {
  const row = await findGlobalGroup(tx, user, id);
  if (!row.can_edit) throw forbidden(editDenied);
  return row;
}

async function requireUniqueName(tx: TenantTx, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: globalImpactedGroups.id })
    .from(globalImpactedGroups)
    .where(
      and(
        sql`lower(${globalImpactedGroups.name}) = lower(${name})`,
        exceptId !== undefined ? ne(globalImpactedGroups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw badRequest({ name: ['Another group already has this name.'] });
}

async function checkPeople(tx: TenantTx, data: Partial<CreateData>): Promise<void> {
  await requireOwner(tx, data.owner);
  if (data.editors) await requireActivePeople(tx, data.editors, 'editors');
  if (data.leaders) await requireActivePeople(tx, data.leaders, 'leaders');
  if (data.employees) await requireActivePeople(tx, data.employees, 'employees');
}

async function replaceEditors(tx: TenantTx, groupId: number, editors: readonly number[]) {
  await tx
    .delete(globalImpactedGroupEditors)
    .where(eq(globalImpactedGroupEditors.groupId, groupId));
  if (editors.length === 0) return;
  await tx.execute(sql`
    INSERT INTO global_impacted_group_editors (organisation_id, group_id, user_id)
    SELECT current_setting('app.organisation_id')::integer, ${groupId}, u FROM unnest(${intArray(editors)}) AS u`);
}

async function syncFromDirectory(
  tx: TenantTx,
  directory: DirectoryPort,
  groupId: number,
  directoryGroupId: string,
): Promise<void> {
  const found = await readDirectoryGroup(tx, directory, directoryGroupId, 'directory_group_id');
  await replaceDirectoryMembers(tx, 'global_impacted_group_members', groupId, found.peopleIds);
  await tx
    .update(globalImpactedGroups)
    .set({ directoryGroupId: found.id, directoryGroupName: found.name, lastSyncedAt: new Date() })
    .where(eq(globalImpactedGroups.id, groupId));
}

/** `POST global-impacted-groups/`: the creator owns it unless someone else is named. */
export async function createGlobalGroup(
  tx: TenantTx,
  user: CurrentUser,
  directory: DirectoryPort,
  data: CreateData,
): Promise<number> {
  requireGlobalGroupCreator(user);
  await requireUniqueName(tx, data.name);
  await checkPeople(tx, data);
  const [row] = await tx
    .insert(globalImpactedGroups)
    .values({
      organisationId: user.organisationId,
      name: data.name,
      description: data.description ?? '',
      persona: data.persona ?? null,
      ownerId: data.owner === undefined ? user.id : data.owner,
      createdById: user.id,
    })
    .returning({ id: globalImpactedGroups.id });
  if (!row) throw new Error('insert returned no row');
  if (data.editors) await replaceEditors(tx, row.id, data.editors);
  if (data.directory_group_id)
    await syncFromDirectory(tx, directory, row.id, data.directory_group_id);
  await replaceManualMembers(tx, 'global_impacted_group_members', row.id, {
    employees: data.employees ?? [],
    leaders: data.leaders ?? [],
  });
  return row.id;
}

/** `PATCH global-impacted-groups/{id}/`: any subset; a new directory group syncs at once. */
export async function updateGlobalGroup(
  tx: TenantTx,
  user: CurrentUser,
  directory: DirectoryPort,
  id: number,
  data: UpdateData,
): Promise<void> {
  const current = await findEditableGlobalGroup(tx, user, id);
  if (data.name !== undefined) await requireUniqueName(tx, data.name, id);
  await checkPeople(tx, data);
  await tx
    .update(globalImpactedGroups)
    .set({
      ...(data.name !== undefined ? { name: data.name } : {}),
      ...(data.description !== undefined ? { description: data.description } : {}),
      ...(data.persona !== undefined ? { persona: data.persona } : {}),
      ...(data.owner !== undefined ? { ownerId: data.owner } : {}),
      ...(data.archived !== undefined ? { archived: data.archived } : {}),
      ...(data.directory_group_id === null
        ? { directoryGroupId: null, directoryGroupName: null, lastSyncedAt: null }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(globalImpactedGroups.id, id));
  if (data.editors) await replaceEditors(tx, id, data.editors);
  if (data.directory_group_id === null) {
    // Unlinked: the people the directory brought become manual members, so nobody drops out.
    await tx.execute(
      sql`UPDATE global_impacted_group_members SET source = 'MANUAL' WHERE group_id = ${id} AND source = 'DIRECTORY'`,
    );
  } else if (
    data.directory_group_id !== undefined &&
    data.directory_group_id !== current.directory_group_id
  ) {
    await syncFromDirectory(tx, directory, id, data.directory_group_id);
  }
  await replaceManualMembers(tx, 'global_impacted_group_members', id, {
    ...(data.employees ? { employees: data.employees } : {}),
    ...(data.leaders ? { leaders: data.leaders } : {}),
  });
}

/** Refresh members from the linked directory group now (the nightly job does the same). */
export async function syncGlobalGroup(
  tx: TenantTx,
  user: CurrentUser,
  directory: DirectoryPort,
  id: number,
): Promise<void> {
  const group = await findEditableGlobalGroup(tx, user, id);
  if (!group.directory_group_id) {
    throw badRequest({ directory_group_id: ['Link a directory group first.'] });
  }
  await syncFromDirectory(tx, directory, id, group.directory_group_id);
}

/**
 * `DELETE global-impacted-groups/{id}/`: refused while projects use the group, naming them, so
 * the people who plan those projects do not lose their impacted group; archive it instead.
 */
export async function deleteGlobalGroup(tx: TenantTx, user: CurrentUser, id: number) {
  await findEditableGlobalGroup(tx, user, id);
  const used = await tx.execute<{ name: string }>(sql`
    SELECT DISTINCT p.name FROM project_groups pg JOIN projects p ON p.id = pg.project_id
    WHERE pg.global_impacted_group_id = ${id} ORDER BY p.name LIMIT 6`);
  if (used.rows.length > 0) {
    const names = used.rows.slice(0, 5).map((r) => r.name);
    throw conflict(
      `Projects use this group: ${names.join(', ')}${used.rows.length > 5 ? ' and more' : ''}. Archive it instead, or remove it from those projects first.`,
    );
  }
  await tx.delete(globalImpactedGroups).where(eq(globalImpactedGroups.id, id));
}

/** `GET global-impacted-groups/group_names/`: every name, for the unique-name check. */
export async function listGroupNames(tx: TenantTx, excludeGroupId?: number) {
  return tx
    .select({ id: globalImpactedGroups.id, name: globalImpactedGroups.name })
    .from(globalImpactedGroups)
    .where(excludeGroupId !== undefined ? ne(globalImpactedGroups.id, excludeGroupId) : undefined)
    .orderBy(sql`lower(${globalImpactedGroups.name})`);
}
