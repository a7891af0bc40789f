import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/tenant';
import type { DirectoryPort, DirectoryUser } from '../../integrations/directory/directory-port';
import { badRequest } from '../../http-errors';
import { intArray, textArray } from '../../db/sql-arrays';
import { leaderSyncExclusions } from '../admin/organisation-people';
import { requireSeats } from '../billing/seats/seat-allowance';

/**
 * The people ids of directory users, matched by directory object id, then by e-mail. Someone
 * the organisation has no profile for yet gets one (an EMPLOYEE): a directory user is a person of
 * the organisation. Two statements whatever the group's size.
 */
export async function resolveDirectoryPeople(
  tx: TenantTx,
  users: readonly DirectoryUser[],
  field = 'directory_group_id',
): Promise<number[]> {
  const withEmail = users.filter((u) => u.email);
  if (withEmail.length === 0) return [];
  const col = <K extends keyof DirectoryUser>(key: K) => withEmail.map((u) => u[key] ?? null);
  // Each new person takes a seat, as an invitation would.
  const [fresh] = (
    await tx.execute<{ n: number }>(sql`
      SELECT count(DISTINCT lower(u.email))::int AS n
      FROM unnest(${textArray(col('externalId'))}, ${textArray(col('email'))}) AS u(external_id, email)
      WHERE NOT EXISTS (SELECT 1 FROM user_profiles p
                        WHERE p.external_id = u.external_id OR lower(p.email) = lower(u.email))`)
  ).rows;
  await requireSeats(tx, fresh?.n ?? 0, field);
  await addDirectoryReferences(tx, withEmail);
  await tx.execute(sql`
    INSERT INTO user_profiles (organisation_id, external_id, email, first_name, last_name, job_title, department, site)
    SELECT current_setting('app.organisation_id')::integer, u.external_id, u.email, u.first_name, u.last_name, u.job_title, u.department, u.site
    FROM unnest(${textArray(col('externalId'))}, ${textArray(col('email'))}, ${textArray(col('firstName'))}, ${textArray(col('lastName'))},
                ${textArray(col('jobTitle'))}, ${textArray(col('department'))}, ${textArray(col('site'))})
      AS u(external_id, email, first_name, last_name, job_title, department, site)
    ON CONFLICT DO NOTHING`);
  const result = await tx.execute<{ id: number }>(sql`
    SELECT id FROM user_profiles
    WHERE external_id = ANY(${textArray(col('externalId'))})
       OR lower(email) = ANY(${textArray(withEmail.map((u) => u.email.toLowerCase()))})`);
  return result.rows.map((r) => r.id);
}

/**
 * The directory's departments and office locations become entries of the organisation's
 * department and site lists when no entry has that name in any case, so the people it brings
 * get real references (profiles pick them up by name, migration 0028's trigger).
 */
async function addDirectoryReferences(tx: TenantTx, users: readonly DirectoryUser[]) {
  const names = (pick: (u: DirectoryUser) => string | null) => [
    ...new Set(users.map((u) => pick(u)?.trim() ?? '').filter((n) => n !== '')),
  ];
  for (const [table, list] of [
    ['departments', names((u) => u.department)],
    ['reporting_sites', names((u) => u.site)],
  ] as const) {
    if (list.length === 0) continue;
    const t = sql.identifier(table);
    await tx.execute(sql`
      INSERT INTO ${t} (organisation_id, name, position)
      SELECT current_setting('app.organisation_id')::integer, n.name,
             (SELECT coalesce(max(position), 0) FROM ${t}) + row_number() OVER (ORDER BY n.name)
      FROM (SELECT DISTINCT ON (lower(name)) name FROM unnest(${textArray(list)}) AS u(name)
            ORDER BY lower(name), name) n
      WHERE NOT EXISTS (SELECT 1 FROM ${t} x WHERE lower(x.name) = lower(n.name))
      ON CONFLICT DO NOTHING`);
  }
}

/** The directory group and its members, or a 400 on `field` when the directory has no such group. */
export async function readDirectoryGroup(
  tx: TenantTx,
  directory: DirectoryPort,
  id: string,
  field: string,
): Promise<{ id: string; name: string; peopleIds: number[] }> {
  const group = await directory.getGroup(tx, id);
  if (!group) throw badRequest({ [field]: ['The directory has no such group.'] });
  const members = await directory.groupMembers(tx, id);
  return {
    id: group.id,
    name: group.name,
    peopleIds: await resolveDirectoryPeople(tx, members, field),
  };
}

/**
 * The leaders the directory gives a group of `peopleIds`: each member's manager (the manager
 * chain's first link, as the people directory records it), unless the admin put the manager on
 * the leader sync exclusion list, or the manager is deactivated.
 */
export async function directoryLeaders(
  tx: TenantTx,
  peopleIds: readonly number[],
): Promise<number[]> {
  if (peopleIds.length === 0) return [];
  const excluded = await leaderSyncExclusions(tx);
  const result = await tx.execute<{ id: number }>(sql`
    SELECT DISTINCT m.id FROM user_profiles p
    JOIN user_profiles m ON m.id = p.manager_id AND m.is_active
    WHERE p.id = ANY(${intArray(peopleIds)})
      AND NOT (lower(m.email) = ANY(${textArray(excluded)}))`);
  return result.rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Makes a group's directory-sourced members exactly `peopleIds` and their managers, with the
 * managers flagged as leaders (`directoryLeaders`): directory members who left are removed,
 * newcomers added; manual members, and the leader flag an admin set on them, stay as they are.
 */
export async function replaceDirectoryMembers(
  tx: TenantTx,
  table: 'global_impacted_group_members' | 'project_group_members',
  groupId: number,
  peopleIds: readonly number[],
): Promise<void> {
  const t = sql.raw(table);
  const leaders = await directoryLeaders(tx, peopleIds);
  const everyone = [...new Set([...peopleIds, ...leaders])];
  await tx.execute(sql`
    DELETE FROM ${t} WHERE group_id = ${groupId} AND source = 'DIRECTORY'
      AND NOT (user_id = ANY(${intArray(everyone)}))`);
  await tx.execute(sql`
    INSERT INTO ${t} (organisation_id, group_id, user_id, is_leader, source)
    SELECT current_setting('app.organisation_id')::integer, ${groupId}, u, u = ANY(${intArray(leaders)}), 'DIRECTORY'
    FROM unnest(${intArray(everyone)}) AS u
    ON CONFLICT (group_id, user_id) DO NOTHING`);
  await tx.execute(sql`
    UPDATE ${t} SET is_leader = (user_id = ANY(${intArray(leaders)}))
    WHERE group_id = ${groupId} AND source = 'DIRECTORY'
      AND is_leader IS DISTINCT FROM (user_id = ANY(${intArray(leaders)}))`);
}

/**
 * Makes a group's manual members exactly `employees` plus `leaders`, with leaders flagged.
 * Either list may be left out to keep that side as it is. Directory members stay; a leader who
 * came from the directory keeps that source.
 */
export async function replaceManualMembers(
  tx: TenantTx,
  table: 'global_impacted_group_members' | 'project_group_members',
  groupId: number,
  members: { employees?: readonly number[]; leaders?: readonly number[] },
): Promise<void> {
  const t = sql.raw(table);
  const leaders = members.leaders as number[] | undefined;
  const employees = members.employees as number[] | undefined;
  if (employees) {
    const keep = [...employees, ...(leaders ?? [])];
    await tx.execute(sql`
      DELETE FROM ${t} WHERE group_id = ${groupId} AND source = 'MANUAL' AND NOT is_leader
        AND NOT (user_id = ANY(${intArray(keep)}))`);
    await tx.execute(sql`
      INSERT INTO ${t} (organisation_id, group_id, user_id, is_leader, source)
      SELECT current_setting('app.organisation_id')::integer, ${groupId}, u, false, 'MANUAL'
      FROM unnest(${intArray(employees)}) AS u
      ON CONFLICT (group_id, user_id) DO NOTHING`);
  }
  if (leaders) {
    // Former leaders stay members (manual ones only if still listed as employees). Leaders the
    // directory gives (members' managers) follow the directory and the exclusion list instead.
    await tx.execute(sql`
      UPDATE ${t} SET is_leader = false
      WHERE group_id = ${groupId} AND is_leader AND source = 'MANUAL'
        AND NOT (user_id = ANY(${intArray(leaders)}))`);
    if (employees) {
      await tx.execute(sql`
        DELETE FROM ${t} WHERE group_id = ${groupId} AND source = 'MANUAL' AND NOT is_leader
          AND NOT (user_id = ANY(${intArray(employees)}))`);
    }
    await tx.execute(sql`
      INSERT INTO ${t} (organisation_id, group_id, user_id, is_leader, source)
      SELECT current_setting('app.organisation_id')::integer, ${groupId}, u, true, 'MANUAL'
      FROM unnest(${intArray(leaders)}) AS u
      ON CONFLICT (group_id, user_id) DO UPDATE SET is_leader = true`);
  }
}
