import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type {
  PersonSortKey,
  PersonStatus,
  SortDirection,
} from '../../../../contract/people/profiles';
import { userProfiles } from '../../../db/schema/people';
import type { TenantTx } from '../../../db/tenant';
import type { PersonWithManager } from './queries';

/** What a list of people is narrowed by; every field is optional but the status. */
export interface PeopleFilter {
  search?: string | undefined;
  site?: string | undefined;
  department?: string | undefined;
  function?: string | undefined;
  role?: string | undefined;
  persona?: string | undefined;
  people_tag?: string | undefined;
  manager_id?: number | undefined;
  status: PersonStatus;
}

export interface PeopleOrder {
  sort: PersonSortKey;
  direction: SortDirection;
}

/** Words of a search that count: the first six, lower-case, as the prefix indexes hold them. */
const MAX_WORDS = 6;

const columns = Object.entries(getTableColumns(userProfiles));
/** `p."first_name" AS "firstName", …`: the row under the names drizzle gives it. */
const personColumns = sql.raw(columns.map(([key, c]) => `p."${c.name}" AS "${key}"`).join(', '));

/** The sort keys of each order, as columns of `user_profiles`, before the `id` that ends every one. */
const sortColumns: Record<PersonSortKey, string[]> = {
  name: ['last_name', 'first_name'],
  email: ['email'],
  site: ['site', 'last_name', 'first_name'],
  department: ['department', 'last_name', 'first_name'],
  role: ['role', 'last_name', 'first_name'],
  created_at: ['created_at'],
};

function orderBy(alias: string, order: PeopleOrder, names: (column: string) => string): SQL {
  const dir = order.direction === 'desc' ? 'DESC' : 'ASC';
  return sql.raw(
    [...sortColumns[order.sort], 'id'].map((c) => `${alias}."${names(c)}" ${dir}`).join(', '),
  );
}

const keyOf = new Map(columns.map(([key, c]) => [c.name, key]));
const camel = (column: string) => keyOf.get(column) ?? column;

/** The smallest text after every text that starts with `prefix`, in byte (code point) order. */
function afterPrefix(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop()?.codePointAt(0) ?? 0;
  return chars.join('') + String.fromCodePoint(Math.min(last + 1, 0x10ffff));
}

function statusCondition(status: PersonStatus, alias: string): SQL | undefined {
  if (status === 'all') return undefined;
  return sql.raw(status === 'active' ? `${alias}.is_active` : `NOT ${alias}.is_active`);
}

/**
 * The people whose first name, last name or e-mail starts with every word, with the name they
 * sort by: per word a union of three ranges on the prefix indexes, the words intersected. Plain
 * text comparisons are leakproof, so under row-level security they stay index conditions, and
 * the indexes hold every column read here, so no row of the table is visited (index-only).
 */
function matchesOf(words: string[], status: PersonStatus): SQL {
  const active = statusCondition(status, 'user_profiles');
  const perWord = words.map((word) => {
    const branches = ['search_first_name', 'search_last_name', 'search_email'].map((column) => {
      const value = sql.raw(`(${column} COLLATE "C")`);
      return sql`SELECT id, last_name, first_name FROM user_profiles WHERE ${value} >= ${word} AND ${value} < ${afterPrefix(word)}${active ? sql` AND ${active}` : sql``}`;
    });
    return sql`(${sql.join(branches, sql` UNION `)})`;
  });
  return sql.join(perWord, sql` INTERSECT `);
}

function filterConditions(filter: PeopleFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [
    statusCondition(filter.status, 'p'),
    filter.site ? sql`p.site = ${filter.site}` : undefined,
    filter.department ? sql`p.department = ${filter.department}` : undefined,
    filter.function ? sql`p.function = ${filter.function}` : undefined,
    filter.role ? sql`p.role = ${filter.role}` : undefined,
    filter.persona ? sql`p.persona = ${filter.persona}` : undefined,
    filter.people_tag ? sql`${filter.people_tag} = ANY(p.people_tags)` : undefined,
    filter.manager_id ? sql`p.manager_id = ${filter.manager_id}` : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

interface PageRow extends Record<string, unknown> {
  total: number;
  m_id: number | null;
  m_first_name: string;
  m_last_name: string;
  m_email: string;
}

/**
 * One page of people and the total of the list, in one statement whatever the page size: the
 * total is counted on the indexes (each filter and sort has one whose columns answer it, with
 * `is_active`), the page's ids come in index order, and only the page's rows and their managers
 * are read from the table.
 */
export async function pageOfPeople(
  tx: TenantTx,
  filter: PeopleFilter,
  order: PeopleOrder,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: PersonWithManager[] }> {
  const words = (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const conditions = filterConditions(filter);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const onlyStatus = conditions.length === (filter.status === 'all' ? 0 : 1);
  let ctes: SQL;
  if (words.length === 0) {
    ctes = sql`total AS (SELECT count(*)::int AS total FROM user_profiles p ${where}),
      page AS (SELECT p.id FROM user_profiles p ${where}
        ORDER BY ${orderBy('p', order, (c) => c)} LIMIT ${limit} OFFSET ${offset})`;
  } else {
    const matches = sql`matches AS MATERIALIZED (${matchesOf(words.slice(0, MAX_WORDS), filter.status)})`;
    ctes =
      onlyStatus && order.sort === 'name'
        ? // The matches carry the name: the page is chosen without reading the table.
          sql`${matches}, total AS (SELECT count(*)::int AS total FROM matches),
            page AS (SELECT s.id FROM matches s
              ORDER BY ${orderBy('s', order, (c) => c)} LIMIT ${limit} OFFSET ${offset})`
        : sql`${matches},
            filtered AS MATERIALIZED (SELECT p.* FROM matches s JOIN user_profiles p ON p.id = s.id ${where}),
            total AS (SELECT count(*)::int AS total FROM filtered),
            page AS (SELECT p.id FROM filtered p
              ORDER BY ${orderBy('p', order, (c) => c)} LIMIT ${limit} OFFSET ${offset})`;
  }
  const result = await tx.execute<PageRow>(sql`WITH ${ctes}
    SELECT t.total, x.* FROM total t LEFT JOIN (
      SELECT ${personColumns}, m.id AS m_id, m.first_name AS m_first_name,
        m.last_name AS m_last_name, m.email AS m_email
      FROM page pg JOIN user_profiles p ON p.id = pg.id
      LEFT JOIN user_profiles m ON m.id = p.manager_id
    ) x ON true
    ORDER BY ${orderBy('x', order, camel)}`);
  const count = result.rows[0]?.total ?? 0;
  const rows = result.rows.filter((row) => row.id !== null).map(toPersonWithManager);
  return { count, rows };
}

function toPersonWithManager(row: PageRow): PersonWithManager {
  const person: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = row[key];
    person[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return {
    person: person as typeof userProfiles.$inferSelect,
    manager:
      row.m_id === null
        ? null
        : {
            id: row.m_id,
            firstName: row.m_first_name,
            lastName: row.m_last_name,
            email: row.m_email,
          },
  };
}
