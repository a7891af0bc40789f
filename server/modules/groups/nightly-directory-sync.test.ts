import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant';
import { localDirectory } from '../../integrations/directory/local-directory';
import { useTestServer } from '../../../tests/support/test-server';
import { nightlyDirectorySync } from './nightly-directory-sync';

/**
 * The nightly tick re-syncs every directory-linked group of every organisation as that
 * organisation: members who left the directory group go, newcomers come, manual members stay.
 */
describe('the nightly directory sync', () => {
  const server = useTestServer();

  const membersOf = async (group: string) =>
    (
      await server.db.execute<{ email: string; source: string }>(sql`
        SELECT p.email, m.source FROM global_impacted_group_members m
        JOIN global_impacted_groups g ON g.id = m.group_id JOIN user_profiles p ON p.id = m.user_id
        WHERE g.name = ${group} ORDER BY p.email`)
    ).rows;

  it('brings a linked group back in line with its directory group and records the run', async () => {
    const before = await membersOf('Leeds site');
    expect(before.length).toBeGreaterThan(1);
    const [gone, ...rest] = before.filter((m) => m.source === 'DIRECTORY');
    expect(gone).toBeDefined();
    // Drift: one directory member lost, a stranger added from the directory by mistake, and
    // the last-synced time long ago.
    await server.db.execute(sql`
      DELETE FROM global_impacted_group_members WHERE user_id = (
        SELECT id FROM user_profiles WHERE email = ${gone?.email ?? ''})
        AND group_id = (SELECT id FROM global_impacted_groups WHERE name = 'Leeds site')`);
    await server.db.execute(sql`
      INSERT INTO global_impacted_group_members (organisation_id, group_id, user_id, is_leader, source)
      SELECT g.organisation_id, g.id, p.id, false, 'DIRECTORY'
      FROM global_impacted_groups g JOIN user_profiles p ON p.organisation_id = g.organisation_id
      WHERE g.name = 'Leeds site' AND p.site <> 'Leeds' AND p.email LIKE 'tom.turner%'`);
    await server.db.execute(sql`
      UPDATE global_impacted_groups SET last_synced_at = now() - interval '3 days'
      WHERE name = 'Leeds site'`);

    // The schedule's tick: `{}`, once per organisation.
    await nightlyDirectorySync(localDirectory).definition(server.db).run({});

    const after = await membersOf('Leeds site');
    expect(after.map((m) => m.email)).toEqual(before.map((m) => m.email));
    expect(after.some((m) => m.email.startsWith('tom.turner'))).toBe(false);
    expect(rest.every((m) => after.some((a) => a.email === m.email))).toBe(true);
    const synced = await server.db.execute<{ fresh: boolean }>(sql`
      SELECT last_synced_at > now() - interval '1 minute' AS fresh
      FROM global_impacted_groups WHERE name = 'Leeds site'`);
    expect(synced.rows[0]?.fresh).toBe(true);

    const runs = await server.db.execute<{
      organisation_id: number;
      status: string;
      groups_done: number;
    }>(sql`
      SELECT organisation_id, status, groups_done FROM directory_syncs ORDER BY id`);
    const orgs = await server.db.execute<{ id: number }>(sql`SELECT id FROM organisations`);
    // One run per organisation, each as itself.
    expect(new Set(runs.rows.map((r) => r.organisation_id))).toEqual(
      new Set(orgs.rows.map((o) => o.id)),
    );
    expect(runs.rows.every((r) => r.status === 'succeeded')).toBe(true);
    expect(Math.max(...runs.rows.map((r) => r.groups_done))).toBeGreaterThanOrEqual(3);
  });

  it('skips an organisation that switched group sync off', async () => {
    const [org] = (
      await server.db.execute<{ id: number }>(
        sql`SELECT id FROM organisations WHERE name = 'Northwind Health'`,
      )
    ).rows;
    await withTenant(server.db, org?.id ?? 0, (tx) =>
      tx.execute(sql`
        INSERT INTO feature_flags (name, enabled) VALUES ('group_sync_with_directory', false)
        ON CONFLICT (organisation_id, name) DO UPDATE SET enabled = false`),
    );
    const count = async () =>
      Number(
        (
          await server.db.execute<{ n: string }>(
            sql`SELECT count(*) AS n FROM directory_syncs WHERE organisation_id = ${org?.id ?? 0}`,
          )
        ).rows[0]?.n,
      );
    const before = await count();
    await nightlyDirectorySync(localDirectory).definition(server.db).run({});
    expect(await count()).toBe(before);
  });
});
