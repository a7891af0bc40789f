import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../../http-errors';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { userProfiles } from '../../../db/schema/people';
import type { TenantTx } from '../../../db/tenant';

const managers = alias(userProfiles, 'managers');
type ProfileRow = typeof userProfiles.$inferSelect;
export interface PersonWithManager {
  person: ProfileRow;
  manager: { id: number; firstName: string; lastName: string; email: string } | null;
}

/** The smallest text after every text that starts with `prefix`, in byte (code point) order. */
function afterPrefix(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop()?.codePointAt(0) ?? 0;
  return chars.join('') + String.fromCodePoint(Math.min(last + 1, 0x10ffff));
}

/**
 * `column` (a lower-case search column) starts with `word`, as a range its prefix index answers.
 * No function may wrap the column: under RLS only leakproof comparisons reach an index.
 */
function startsWith(column: AnyPgColumn, word: string): SQL {
  const value = sql`(${column} COLLATE "C")`;
  return sql`(${value} >= ${word} AND ${value} < ${afterPrefix(word)})`;
}

/**
 * Every word of the search must start the person's first name, last name or e-mail ("ma man"
 * finds Maya Manager, "rui.costa@" an address). Each word is a range on the prefix indexes of
 * user_profiles: plain text comparisons are leakproof, so they stay index scans under RLS and a
 * search stays fast at 50,000 people.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) =>
        sql`(${startsWith(userProfiles.searchFirstName, word)} OR ${startsWith(userProfiles.searchLastName, word)} OR ${startsWith(userProfiles.searchEmail, word)})`,
    ),
  );
}

export async function findPerson(tx: TenantTx, id: number): Promise<PersonWithManager | undefined> {
  const [row] = await tx
    .select({
      person: userProfiles,
      manager: {
        id: managers.id,
        firstName: managers.firstName,
        lastName: managers.lastName,
        email: managers.email,
      },
    })
    .from(userProfiles)
    .leftJoin(managers, eq(managers.id, userProfiles.managerId))
    .where(eq(userProfiles.id, id))
    .limit(1);
  return row;
}

export function peopleByIds(tx: TenantTx, ids: number[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(userProfiles)
    .where(inArray(userProfiles.id, ids))
    .orderBy(asc(userProfiles.lastName), asc(userProfiles.firstName), asc(userProfiles.id));
}

export async function findPersonByEmail(
  tx: TenantTx,
  email: string,
): Promise<ProfileRow | undefined> {
  const [row] = await tx
    .select()
    .from(userProfiles)
    .where(sql`lower(${userProfiles.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function countActivePeople(tx: TenantTx): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(userProfiles)
    .where(eq(userProfiles.isActive, true));
  return row?.count ?? 0;
}

/** The person, or 404 (another organisation's person is invisible, so also 404). */
export async function requirePerson(tx: TenantTx, id: number): Promise<PersonWithManager> {
  const found = await findPerson(tx, id);
  if (!found) throw notFound();
  return found;
}
