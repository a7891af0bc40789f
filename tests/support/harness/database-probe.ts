import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';

/** What the harness knows of the two organisations' rows, read with owner rights. */
export interface Tenancy {
  ours: number;
  other: number;
  /** Tables that hold one organisation's rows and have an `id`, plus `organisations`. */
  tables: Set<string>;
  /** A live row of each table in our organisation, and one in the other. */
  ourIds: Map<string, number>;
  otherIds: Map<string, number>;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Tables with an `organisation_id` column, and which of them have `id`, `archived`, `deleted_at`. */
async function tenantTables(db: Database) {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public'
          AND table_name IN (SELECT table_name FROM information_schema.columns
                             WHERE table_schema = 'public' AND column_name = 'organisation_id')`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const c of columns) {
    if (!byTable.has(c.table_name)) byTable.set(c.table_name, new Set());
    byTable.get(c.table_name)?.add(c.column_name);
  }
  return byTable;
}

async function firstId(
  db: Database,
  table: string,
  columns: Set<string>,
  organisation: number,
): Promise<number | undefined> {
  const live = [
    columns.has('archived') ? sql` AND NOT archived` : sql``,
    columns.has('deleted_at') ? sql` AND deleted_at IS NULL` : sql``,
    columns.has('is_active') ? sql` AND is_active` : sql``,
  ];
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE organisation_id = ${organisation}${sql.join(live)} ORDER BY id LIMIT 1`,
  );
  return found[0]?.id;
}

/** Reads the tenant tables and a row id of each, for `ours` and `other`. */
export async function probeTenancy(db: Database, ours: number, other: number): Promise<Tenancy> {
  const byTable = await tenantTables(db);
  const tables = new Set<string>(['organisations']);
  const ourIds = new Map<string, number>([['organisations', ours]]);
  const otherIds = new Map<string, number>([['organisations', other]]);
  for (const [table, columns] of byTable) {
    if (!columns.has('id')) continue;
    tables.add(table);
    const mine = await firstId(db, table, columns, ours);
    const theirs = await firstId(db, table, columns, other);
    if (mine !== undefined) ourIds.set(table, mine);
    if (theirs !== undefined) otherIds.set(table, theirs);
  }
  return { ours, other, tables, ourIds, otherIds };
}

/**
 * One checksum per table of everything an organisation holds (its `organisations` row and
 * every row with its `organisation_id`), to show a refused request changed nothing.
 */
export async function organisationChecksum(
  db: Database,
  organisation: number,
): Promise<Record<string, string>> {
  const byTable = await tenantTables(db);
  const parts = [
    sql`SELECT 'organisations' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS sum
        FROM organisations x WHERE id = ${organisation}`,
    ...[...byTable.keys()].sort().map(
      (table) =>
        sql`SELECT ${table} AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS sum
            FROM ${sql.identifier(table)} x WHERE organisation_id = ${organisation}`,
    ),
  ];
  const sums = await rows<{ t: string; sum: string }>(db, sql.join(parts, sql` UNION ALL `));
  return Object.fromEntries(sums.map((r) => [r.t, r.sum]));
}

/** Tables whose checksum differs between two snapshots. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
