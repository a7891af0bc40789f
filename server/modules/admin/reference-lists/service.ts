import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  isLinkOrFileList,
  referenceListParentKeys,
  referenceLists,
  type ReferenceListName,
} from '../../../../contract/admin/reference-lists';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { recordAdminChange } from '../audit-log/service';
import { referenceListDefinitions, type ReferenceListDefinition } from './definitions';
import { linkOrFileColumns, type FileChange } from './entry-files';
import { presentReferenceEntry, referenceColumnsOf } from './present';

type Entry = Record<string, unknown>;
// Drizzle types a table's insert and update values per table; the generic module writes lists
// through the shared columns it knows, so it hands the values over untyped.
type AnyValues = never;

export interface ListFilter {
  search?: string | undefined;
  includeArchived?: boolean | undefined;
  parentId?: number | undefined;
}

function definitionOf(list: ReferenceListName): ReferenceListDefinition {
  return referenceListDefinitions[list];
}

function filterOf(def: ReferenceListDefinition, filter: ListFilter): SQL | undefined {
  const { table } = def;
  const conditions: SQL[] = [];
  if (!filter.includeArchived) conditions.push(eq(table.archived, false));
  if (filter.search) conditions.push(ilike(table.name, `%${escapeLike(filter.search)}%`));
  if (filter.parentId !== undefined && def.parent) {
    conditions.push(eq(def.parent.column, filter.parentId));
  }
  return conditions.length ? and(...conditions) : undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The list's entries in the admin's order (then by name), archived ones only when asked. */
export async function listEntries(
  tx: TenantTx,
  list: ReferenceListName,
  filter: ListFilter = {},
  window?: { limit: number; offset: number },
): Promise<{ total: number; entries: Entry[] }> {
  const def = definitionOf(list);
  const where = filterOf(def, filter);
  let query = tx
    .select()
    .from(def.table)
    .where(where)
    .orderBy(asc(def.table.position), asc(def.table.name), asc(def.table.id))
    .$dynamic();
  if (window) query = query.limit(window.limit).offset(window.offset);
  const rows = (await query) as Entry[];
  let total = rows.length;
  if (window) {
    const [row] = await tx.select({ total: count() }).from(def.table).where(where);
    total = row?.total ?? 0;
  }
  return { total, entries: rows.map(presentReferenceEntry) };
}

/** The entry's row as stored (with what the API does not show, such as a file's key). */
export async function getEntryRow(
  tx: TenantTx,
  list: ReferenceListName,
  id: number,
): Promise<Entry> {
  const def = definitionOf(list);
  const [row] = (await tx.select().from(def.table).where(eq(def.table.id, id))) as Entry[];
  if (!row) throw notFound();
  return row;
}

export async function getEntry(tx: TenantTx, list: ReferenceListName, id: number): Promise<Entry> {
  return presentReferenceEntry(await getEntryRow(tx, list, id));
}

/** A link-or-file list's file columns for this write; nothing for the other lists. */
function fileColumnsOf(
  list: ReferenceListName,
  input: Entry,
  change: FileChange | undefined,
  before?: Entry,
): Entry {
  if (!isLinkOrFileList(list)) return {};
  return linkOrFileColumns(
    input,
    change ?? { stored: null, discard: [] },
    before && { url: before.url, fileKey: before.fileKey },
  );
}

/** A child's parent must be an entry of this organisation's parent list. */
async function checkParent(tx: TenantTx, list: ReferenceListName, input: Entry): Promise<void> {
  const def = definitionOf(list);
  const key = (referenceListParentKeys as Partial<Record<ReferenceListName, string>>)[list];
  if (!def.parent || !key) return;
  const parentId = input[key];
  if (parentId === undefined || parentId === null) return;
  const parentTable = definitionOf(def.parent.list).table;
  const [found] = await tx
    .select({ id: parentTable.id })
    .from(parentTable)
    .where(eq(parentTable.id, parentId as number));
  if (!found) {
    throw badRequest({
      [key]: [`Choose a ${referenceLists[def.parent.list].item} from the list.`],
    });
  }
}

/** Names are unique per organisation (per parent for child lists), ignoring case. */
async function checkNameFree(
  tx: TenantTx,
  list: ReferenceListName,
  name: string,
  parentId: unknown,
  exceptId?: number,
): Promise<void> {
  const def = definitionOf(list);
  const conditions = [sql`lower(${def.table.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(def.table.id, exceptId));
  if (def.parent && parentId !== undefined) {
    conditions.push(
      parentId === null ? sql`${def.parent.column} IS NULL` : eq(def.parent.column, parentId),
    );
  }
  const [taken] = await tx
    .select({ id: def.table.id })
    .from(def.table)
    .where(and(...conditions));
  if (taken) {
    const item = referenceLists[list].item;
    throw badRequest({ name: [`A ${item} called “${name}” already exists.`] });
  }
}

function parentIdOf(list: ReferenceListName, entry: Entry): unknown {
  const key = (referenceListParentKeys as Partial<Record<ReferenceListName, string>>)[list];
  return key ? entry[key] : undefined;
}

export async function createEntry(
  tx: TenantTx,
  actorId: number,
  list: ReferenceListName,
  input: Entry,
  change?: FileChange,
): Promise<Entry> {
  const def = definitionOf(list);
  const files = fileColumnsOf(list, input, change);
  await checkParent(tx, list, input);
  await checkNameFree(tx, list, String(input.name), parentIdOf(list, input) ?? null);
  const [row] = (await tx
    .insert(def.table)
    .values({
      ...referenceColumnsOf(input),
      ...files,
      position: sql`(SELECT coalesce(max(position), 0) + 1 FROM ${def.table})`,
    } as AnyValues)
    .returning()) as Entry[];
  const entry = presentReferenceEntry(row as Entry);
  await recordAdminChange(tx, {
    actorId,
    entity: list,
    entityId: entry.id as number,
    action: 'create',
    summary: String(entry.name),
    after: entry,
  });
  return entry;
}

export async function updateEntry(
  tx: TenantTx,
  actorId: number,
  list: ReferenceListName,
  id: number,
  input: Entry,
  change?: FileChange,
): Promise<Entry> {
  const def = definitionOf(list);
  const row = await getEntryRow(tx, list, id);
  const before = presentReferenceEntry(row);
  const files = fileColumnsOf(list, input, change, row);
  await checkParent(tx, list, input);
  if (input.name !== undefined || parentIdOf(list, input) !== undefined) {
    await checkNameFree(
      tx,
      list,
      String(input.name ?? before.name),
      parentIdOf(list, input) ?? parentIdOf(list, before),
      id,
    );
  }
  const [updated] = (await tx
    .update(def.table)
    .set({ ...referenceColumnsOf(input), ...files, updatedAt: sql`now()` } as AnyValues)
    .where(eq(def.table.id, id))
    .returning()) as Entry[];
  const after = presentReferenceEntry(updated as Entry);
  await recordAdminChange(tx, {
    actorId,
    entity: list,
    entityId: id,
    action: 'update',
    summary: String(after.name),
    before,
    after,
  });
  return after;
}

/** Where an entry is still used, as "3 projects, 1 change"; empty when it is free to delete. */
export async function usagesOf(
  tx: TenantTx,
  list: ReferenceListName,
  id: number,
): Promise<string[]> {
  const found: string[] = [];
  for (const usage of definitionOf(list).usedBy ?? []) {
    const [row] = await tx.select({ n: count() }).from(usage.table).where(eq(usage.column, id));
    if (row && row.n > 0) found.push(`${row.n} ${row.n === 1 ? singular(usage.what) : usage.what}`);
  }
  return found;
}

function singular(plural: string): string {
  return plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, '');
}

/** Deletes an unused entry (its file once committed); a used one answers 409 naming its uses. */
export async function deleteEntry(
  tx: TenantTx,
  actorId: number,
  list: ReferenceListName,
  id: number,
  change?: FileChange,
): Promise<void> {
  const def = definitionOf(list);
  const row = await getEntryRow(tx, list, id);
  const before = presentReferenceEntry(row);
  const usages = await usagesOf(tx, list, id);
  if (usages.length > 0) {
    throw conflict(
      `“${String(before.name)}” is still used by ${usages.join(', ')}. Archive it instead to hide it from new choices.`,
    );
  }
  await tx.delete(def.table).where(eq(def.table.id, id));
  if (typeof row.fileKey === 'string') change?.discard.push(row.fileKey);
  await recordAdminChange(tx, {
    actorId,
    entity: list,
    entityId: id,
    action: 'delete',
    summary: String(before.name),
    before,
  });
}

/** Puts the given entries first, in the given order; the others keep their order after them. */
export async function reorderEntries(
  tx: TenantTx,
  actorId: number,
  list: ReferenceListName,
  ids: readonly number[],
): Promise<Entry[]> {
  const def = definitionOf(list);
  const known = (await tx
    .select({ id: def.table.id })
    .from(def.table)
    .where(inArray(def.table.id, [...ids]))) as { id: number }[];
  if (known.length !== ids.length) {
    throw badRequest({ ids: ['Some entries are not in this list. Reload and try again.'] });
  }
  const cases = sql.join(
    ids.map((id, index) => sql`WHEN ${id} THEN ${index + 1}`),
    sql` `,
  );
  await tx.execute(
    sql`UPDATE ${def.table} SET position = CASE id ${cases} ELSE position + ${ids.length} END, updated_at = now()`,
  );
  await recordAdminChange(tx, {
    actorId,
    entity: list,
    entityId: null,
    action: 'reorder',
    summary: referenceLists[list].label,
    after: { ids },
  });
  return (await listEntries(tx, list, { includeArchived: true })).entries;
}
