import { sql, type SQL } from 'drizzle-orm';

/*
 * Drizzle spreads a JavaScript array in a `sql` template into one parameter per element, which
 * caps a statement at 65,535 values. A group of 50,000 people travels instead as one parameter
 * in PostgreSQL's array literal form.
 */

/** An `int[]` as one parameter. */
export function intArray(values: readonly number[]): SQL {
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new Error(`not an integer: ${String(v)}`);
  }
  return sql`${`{${values.join(',')}}`}::int[]`;
}

/** A `text[]` as one parameter; null elements stay NULL. */
export function textArray(values: readonly (string | null)[]): SQL {
  const items = values.map((v) =>
    v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return sql`${`{${items.join(',')}}`}::text[]`;
}

/** An `int[]` as one parameter, where null elements stay NULL. */
export function nullableIntArray(values: readonly (number | null)[]): SQL {
  const items = values.map((v) => {
    if (v === null) return 'NULL';
    if (!Number.isSafeInteger(v)) throw new Error(`not an integer: ${String(v)}`);
    return String(v);
  });
  return sql`${`{${items.join(',')}}`}::int[]`;
}
