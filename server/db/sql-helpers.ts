import { formatterFor, type Formatter } from '../../contract/shared/formatting';
import { getTableName, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PersonRef } from '../../contract/shared/common.schema';
import type { TenantTx } from './tenant';

/**
 * `"table"."column"`, always qualified. Drizzle leaves columns unqualified in the selection of a
 * single-table query, where a correlated sub-select would read them as its own columns.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * Today in the organisation's time zone, as a SQL date. RLS leaves the caller's organisation as
 * the only visible row, and PostgreSQL evaluates the sub-select once per statement.
 */
export const organisationTodaySql = sql`((now() AT TIME ZONE (SELECT o.time_zone FROM organisations o LIMIT 1))::date)`;

/** Today in the organisation's time zone, `YYYY-MM-DD`, for rules evaluated in code. */
export async function organisationToday(tx: TenantTx): Promise<string> {
  const result = await tx.execute<{ today: string }>(
    sql`SELECT to_char(${organisationTodaySql}, 'YYYY-MM-DD') AS today`,
  );
  const today = result.rows[0]?.today;
  if (!today) throw new Error('organisation not visible');
  return today;
}

/**
 * The organisation's formatter (its locale and zone), for what the server writes for people to
 * read: exports, e-mails, notifications, report column labels.
 */
export async function organisationFormatter(tx: TenantTx): Promise<Formatter> {
  const result = await tx.execute<{ locale: string; time_zone: string }>(
    sql`SELECT o.locale, o.time_zone FROM organisations o LIMIT 1`,
  );
  const row = result.rows[0];
  return formatterFor({ locale: row?.locale ?? 'en-GB', timeZone: row?.time_zone ?? 'UTC' });
}

/** A date (or date expression) as `YYYY-MM-DD` text, so raw selections stay strings. */
export function isoDateSql(expression: SQLWrapper): SQL<string | null> {
  return sql<string | null>`to_char(${expression}, 'YYYY-MM-DD')`;
}

/** `{id, display_name}` of the person whose id `column` holds, or null. One indexed look-up. */
export function personRefSql(column: Column): SQL<PersonRef | null> {
  return sql<PersonRef | null>`(SELECT json_build_object('id', pr.id, 'display_name', coalesce(nullif(trim(concat(pr.first_name, ' ', pr.last_name)), ''), pr.email)) FROM user_profiles pr WHERE pr.id = ${qualified(column)})`;
}

/** `%term%` for ILIKE, with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ISO timestamp or null. */
export function isoTimestamp(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
