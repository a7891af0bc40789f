import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** How big the scaled organisation is; every part sizes itself from these. */
export interface ScaleSizes {
  /** The ×N factor: 100 gives the budget's organisation (DESIGN.md §8). */
  factor: number;
  people: number;
  projects: number;
  impactedGroups: number;
}

/** A small, fast, seeded generator (mulberry32): the same factor always builds the same data. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const n = Math.min(count, items.length);
    while (chosen.size < n) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].map((i) => items[i] as T);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

type Row<T extends PgTable> = T['$inferInsert'];

/**
 * What every part of the scaler works with: one owner connection inside the scaler's single
 * transaction, the organisation being built, its sizes, a seeded random source, and the ids the
 * parts before it created (people, projects, …) under a name each.
 */
export class ScaleContext {
  private readonly ids = new Map<string, number[]>();
  readonly random: Random;

  constructor(
    readonly client: pg.PoolClient,
    readonly organisationId: number,
    readonly sizes: ScaleSizes,
    readonly today: Date,
  ) {
    this.random = new Random(0x5ca1e + sizes.factor * 7919 + sizes.people);
  }

  /** Records the ids a part created, for the parts after it. */
  provide(name: string, ids: number[]): void {
    this.ids.set(name, ids);
  }

  /** Ids an earlier part created; a part registered too early fails loudly. */
  need(name: string): number[] {
    const ids = this.ids.get(name);
    if (!ids) throw new Error(`scale part needs "${name}", which no earlier part provided`);
    return ids;
  }

  has(name: string): boolean {
    return this.ids.has(name);
  }

  /** `offsetDays` from the scaler's "today", as YYYY-MM-DD. */
  isoDate(offsetDays: number): string {
    const d = new Date(this.today);
    d.setUTCDate(d.getUTCDate() + offsetDays);
    return d.toISOString().slice(0, 10);
  }

  /** Takes `count` ids from the table's own sequence, so rows can refer to each other at once. */
  async allocateIds(table: PgTable, count: number): Promise<number[]> {
    if (count === 0) return [];
    const { name } = getTableConfig(table);
    const result = await this.client.query<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2::int)`,
      [name, count],
    );
    return result.rows.map((r) => r.id);
  }

  /**
   * Inserts many rows with one statement per 5,000 rows: each column travels as one array
   * parameter and `unnest` turns them back into rows, which is several times faster than
   * row-by-row VALUES and never hits the parameter limit. Columns left out take their defaults.
   */
  async insert<T extends PgTable>(table: T, rows: Row<T>[]): Promise<void> {
    const first = rows[0];
    if (!first) return;
    const config = getTableConfig(table);
    const byKey = new Map<string, (typeof config.columns)[number]>();
    for (const column of config.columns) {
      // Drizzle keys columns by their property name; find it through the table object.
      for (const [key, value] of Object.entries(table)) {
        if (value === column) byKey.set(key, column);
      }
    }
    const keys = Object.keys(first);
    const columns = keys.map((key) => {
      const column = byKey.get(key);
      if (!column) throw new Error(`${config.name} has no column ${key}`);
      const type = column.getSQLType().replace(/^serial$/, 'integer');
      return { key, name: column.name, type };
    });
    const select = columns
      .map((c, i) => (c.type === 'jsonb' ? `u.c${i}::jsonb` : `u.c${i}`))
      .join(', ');
    const unnest = columns
      .map((c, i) => `$${i + 1}::${c.type === 'jsonb' ? 'text' : c.type}[]`)
      .join(', ');
    const text =
      `INSERT INTO "${config.name}" (${columns.map((c) => `"${c.name}"`).join(', ')}) ` +
      `SELECT ${select} FROM unnest(${unnest}) AS u(${columns.map((_, i) => `c${i}`).join(', ')})`;
    for (let start = 0; start < rows.length; start += 5_000) {
      const chunk = rows.slice(start, start + 5_000) as Record<string, unknown>[];
      const params = columns.map((c) =>
        chunk.map((row) => {
          const value = row[c.key];
          if (value === undefined || value === null) return null;
          if (c.type === 'jsonb') return JSON.stringify(value);
          if (value instanceof Date) return value.toISOString();
          return value;
        }),
      );
      await this.client.query(text, params);
    }
  }
}

/**
 * One area's share of the scaled organisation. Parts run in the order of `scaleParts`, all in
 * one transaction; `run` reads what earlier parts provided (`ctx.need`) and provides its own ids.
 */
export interface ScalePart {
  /** The area it belongs to and what it builds, shown in the seed's timing lines. */
  name: string;
  run(ctx: ScaleContext): Promise<string>;
}
