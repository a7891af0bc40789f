import { sql } from 'drizzle-orm';
import { textArray } from '../../db/sql-arrays';
import { searchCondition } from '../../modules/people/profiles/queries';
import { localDirectoryGroupMembers, localDirectoryGroups } from '../../db/schema/directory-groups';
import type { DirectoryGroup, DirectoryPort, DirectoryUser } from './directory-port';

/*
 * Local directory ids: `department:<name>` and `site:<name>` gather the organisation's active
 * people by their profile, `group:<id>` is a group made from the app (local_directory_groups).
 */
const prefixes = ['department', 'site', 'group'] as const;
type Prefix = (typeof prefixes)[number];

function parseId(id: string): { prefix: Prefix; value: string } | null {
  const at = id.indexOf(':');
  if (at < 0) return null;
  const prefix = id.slice(0, at) as Prefix;
  const value = id.slice(at + 1);
  if (!prefixes.includes(prefix) || !value) return null;
  if (prefix === 'group' && !/^\d{1,9}$/.test(value)) return null;
  return { prefix, value };
}

const userColumns = sql.raw(
  `p.external_id AS "externalId", p.email, p.first_name AS "firstName", p.last_name AS "lastName",
   p.job_title AS "jobTitle", p.department, p.site`,
);

/** The default directory: the organisation's own people and the groups made in the app. */
export const localDirectory: DirectoryPort = {
  kind: 'local',

  async searchGroups(tx, search, limit) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const result = await tx.execute<{ id: string; name: string; description: string }>(sql`
      SELECT * FROM (
        SELECT 'department:' || d.department AS id, d.department AS name,
               'Everyone in the ' || d.department || ' department' AS description
          FROM (SELECT DISTINCT department FROM user_profiles WHERE is_active AND department IS NOT NULL) d
        UNION ALL
        SELECT 'site:' || s.site, s.site || ' site', 'Everyone based at ' || s.site
          FROM (SELECT DISTINCT site FROM user_profiles WHERE is_active AND site IS NOT NULL) s
        UNION ALL
        SELECT 'group:' || g.id, g.name, g.description FROM local_directory_groups g
      ) groups
      WHERE name ILIKE ${pattern}
      ORDER BY name
      LIMIT ${limit}`);
    return result.rows;
  },

  async getGroup(tx, id) {
    const parsed = parseId(id);
    if (!parsed) return null;
    if (parsed.prefix === 'group') {
      const result = await tx.execute<DirectoryGroup>(
        sql`SELECT 'group:' || id AS id, name, description FROM local_directory_groups WHERE id = ${Number(parsed.value)}`,
      );
      return result.rows[0] ?? null;
    }
    const column = sql.raw(parsed.prefix);
    const result = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM user_profiles WHERE is_active AND ${column} = ${parsed.value}`,
    );
    if (!result.rows[0]?.n) return null;
    return parsed.prefix === 'department'
      ? {
          id,
          name: parsed.value,
          description: `Everyone in the ${parsed.value} department`,
        }
      : { id, name: `${parsed.value} site`, description: `Everyone based at ${parsed.value}` };
  },

  async groupMembers(tx, id) {
    const parsed = parseId(id);
    if (!parsed) return [];
    if (parsed.prefix === 'group') {
      const result = await tx.execute<DirectoryUser>(sql`
        SELECT ${userColumns} FROM local_directory_group_members m
        JOIN user_profiles p ON p.id = m.user_id
        WHERE m.directory_group_id = ${Number(parsed.value)} AND p.is_active`);
      return result.rows;
    }
    const column = sql.raw(`p.${parsed.prefix}`);
    const result = await tx.execute<DirectoryUser>(
      sql`SELECT ${userColumns} FROM user_profiles p WHERE p.is_active AND ${column} = ${parsed.value}`,
    );
    return result.rows;
  },

  async searchUsers(tx, search, limit) {
    // The people area's person search, so the directory finds the same people, as fast.
    const matches = searchCondition(search) ?? sql`true`;
    const result = await tx.execute<DirectoryUser>(sql`
      SELECT ${userColumns} FROM user_profiles p
      WHERE p.is_active AND p.id IN (SELECT id FROM user_profiles WHERE ${matches})
      ORDER BY p.last_name, p.first_name, p.id
      LIMIT ${limit}`);
    return result.rows;
  },

  async createGroup(tx, input) {
    const [group] = await tx
      .insert(localDirectoryGroups)
      .values({
        organisationId: sql`current_setting('app.organisation_id')::integer`,
        name: input.name,
        description: input.description,
      })
      .onConflictDoNothing()
      .returning();
    if (!group) throw new DirectoryGroupExistsError(input.name);
    if (input.memberExternalIds.length > 0) {
      await tx.execute(sql`
        INSERT INTO ${localDirectoryGroupMembers} (organisation_id, directory_group_id, user_id)
        SELECT p.organisation_id, ${group.id}, p.id FROM user_profiles p
        WHERE p.external_id = ANY(${textArray(input.memberExternalIds)})
        ON CONFLICT DO NOTHING`);
    }
    return { id: `group:${group.id}`, name: group.name, description: group.description };
  },
};

/** The directory already holds a group of that name. */
export class DirectoryGroupExistsError extends Error {
  constructor(readonly groupName: string) {
    super(`A directory group named ${groupName} already exists.`);
  }
}
