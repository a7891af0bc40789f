import type pg from 'pg';

interface Reference {
  column: string;
  table: string;
}

interface TableShape {
  columns: { name: string; nullable: boolean; json: boolean; type: string; hasDefault: boolean }[];
  references: Reference[];
}

/** Tenant tables with an `id`: their insertable columns and their references to other tables. */
async function shapes(client: pg.PoolClient): Promise<Map<string, TableShape>> {
  const columns = await client.query<{
    table_name: string;
    column_name: string;
    nullable: boolean;
    json: boolean;
    type: string;
    has_default: boolean;
  }>(
    `SELECT c.table_name, c.column_name, c.is_nullable = 'YES' AS nullable,
            c.data_type IN ('json', 'jsonb') AS json, c.data_type AS type,
            c.column_default IS NOT NULL AS has_default
       FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.is_generated = 'NEVER' AND c.is_identity = 'NO'
        AND c.table_name IN (SELECT table_name FROM information_schema.columns
                              WHERE table_schema = 'public' AND column_name = 'organisation_id')
        AND c.table_name IN (SELECT table_name FROM information_schema.columns
                              WHERE table_schema = 'public' AND column_name = 'id')
      ORDER BY c.table_name, c.ordinal_position`,
  );
  // Each foreign key's own column (not organisation_id) and the table it points at.
  const references = await client.query<{
    table_name: string;
    column_name: string;
    target: string;
  }>(
    `SELECT src.relname AS table_name, a.attname AS column_name, dst.relname AS target
       FROM pg_constraint k
       JOIN pg_class src ON src.oid = k.conrelid
       JOIN pg_class dst ON dst.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = src.relnamespace AND n.nspname = 'public'
       JOIN LATERAL unnest(k.conkey) AS col(num) ON true
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = col.num
      WHERE k.contype = 'f' AND a.attname <> 'organisation_id'`,
  );
  const byTable = new Map<string, TableShape>();
  for (const c of columns.rows) {
    if (!byTable.has(c.table_name)) byTable.set(c.table_name, { columns: [], references: [] });
    if (c.column_name !== 'id') {
      byTable.get(c.table_name)?.columns.push({
        name: c.column_name,
        nullable: c.nullable,
        json: c.json,
        type: c.type,
        hasDefault: c.has_default,
      });
    }
  }
  for (const r of references.rows) {
    const shape = byTable.get(r.table_name);
    if (shape && !shape.references.some((x) => x.column === r.column_name)) {
      shape.references.push({ column: r.column_name, table: r.target });
    }
  }
  return byTable;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A plain value of a column's type, for a row made from nothing. */
function plainValue(type: string, json: boolean): unknown {
  if (json) return {};
  if (type === 'ARRAY') return [];
  if (/int|numeric|double|real/.test(type)) return 1;
  if (type === 'boolean') return false;
  if (type === 'date') return '2026-01-01';
  if (type.startsWith('timestamp')) return new Date('2026-01-01T00:00:00Z');
  if (type === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'Harness row';
}

/**
 * A row of `table` for an organisation that has none to copy from: defaults where the schema
 * has them, plain values of each type where a column must be given.
 */
function madeRow(shape: TableShape): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of shape.columns) {
    if (column.hasDefault || column.nullable) continue;
    row[column.name] = plainValue(column.type, column.json);
  }
  return row;
}

/**
 * Gives the other organisation a row in every tenant table where only ours has one, copied from
 * ours with its references pointed at the other organisation's rows, so that every id slot the
 * harness knows can be probed across organisations. Tables are copied once the tables they point
 * at have a row; a copy the schema refuses (a value unique across organisations) is skipped and
 * named in the result, with why.
 */
export async function mirrorRows(
  pool: pg.Pool,
  ourIds: Map<string, number>,
  otherIds: Map<string, number>,
  other: number,
): Promise<string[]> {
  const client = await pool.connect();
  const skipped = new Map<string, string>();
  const waiting = new Map<string, string>();
  try {
    await client.query('BEGIN');
    const tables = await shapes(client);
    let progress = true;
    while (progress) {
      progress = false;
      for (const [table, shape] of tables) {
        if (otherIds.has(table) || skipped.has(table)) continue;
        const source = ourIds.get(table);
        const row =
          source === undefined
            ? madeRow(shape)
            : ((await client.query(`SELECT * FROM ${quote(table)} WHERE id = $1`, [source]))
                .rows[0] as Record<string, unknown> | undefined);
        if (!row) continue;
        const values: unknown[] = [];
        const names: string[] = [];
        let blocked = false;
        for (const column of shape.columns) {
          if (!(column.name in row) && column.name !== 'organisation_id') continue;
          const reference = shape.references.find((r) => r.column === column.name);
          let value = column.name === 'organisation_id' ? other : row[column.name];
          if (reference && value !== null && value !== undefined && tables.has(reference.table)) {
            const target = otherIds.get(reference.table);
            if (target !== undefined) value = target;
            else if (column.nullable) value = null;
            else if (reference.table !== table) blocked = true;
            else value = null;
          }
          if (reference && reference.table === 'organisations') value = other;
          names.push(quote(column.name));
          // pg sends a JS array as a PostgreSQL array; a json column needs the JSON text instead.
          values.push(column.json && value !== null ? JSON.stringify(value) : value);
        }
        if (blocked) continue;
        // A row made from nothing leaves optional references empty; a table whose checks want
        // some of them (one item and one receiver) is tried again with one or two of them set.
        const optional =
          source === undefined
            ? shape.references.filter(
                (r) =>
                  r.table !== 'organisations' &&
                  !names.includes(quote(r.column)) &&
                  otherIds.has(r.table) &&
                  shape.columns.some((c) => c.name === r.column && c.nullable),
              )
            : [];
        const extras: (typeof optional)[] = [
          [],
          ...optional.map((r) => [r]),
          ...optional.flatMap((a, i) => optional.slice(i + 1).map((b) => [a, b])),
        ];
        let refusal: unknown;
        for (const extra of extras) {
          const tryNames = [...names, ...extra.map((r) => quote(r.column))];
          const tryValues = [...values, ...extra.map((r) => otherIds.get(r.table))];
          await client.query('SAVEPOINT mirror');
          try {
            const placeholders = tryValues.map((_, i) => `$${i + 1}`).join(', ');
            const inserted = await client.query<{ id: number }>(
              `INSERT INTO ${quote(table)} (${tryNames.join(', ')}) VALUES (${placeholders}) RETURNING id`,
              tryValues,
            );
            await client.query('RELEASE SAVEPOINT mirror');
            const id = inserted.rows[0]?.id;
            if (id !== undefined) {
              otherIds.set(table, id);
              progress = true;
            }
            refusal = undefined;
            break;
          } catch (err) {
            await client.query('ROLLBACK TO SAVEPOINT mirror');
            refusal ??= err;
            // Only a check constraint is worth another combination of references.
            if ((err as { code?: string }).code !== '23514') break;
          }
        }
        if (refusal !== undefined) {
          const why = refusal instanceof Error ? refusal.message : String(refusal);
          // A made row its checks refuse may pass once more tables have a row: tried again.
          if (source === undefined && (refusal as { code?: string }).code === '23514') {
            waiting.set(table, why);
          } else skipped.set(table, why);
        }
      }
    }
    for (const [table, why] of waiting) if (!otherIds.has(table)) skipped.set(table, why);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  return [...skipped].map(([table, why]) => `${table}: ${why}`);
}
