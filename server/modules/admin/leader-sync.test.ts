import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organisationPaths } from '@contract/admin/organisation';
import { globalImpactedGroupsPaths } from '@contract/groups/global-impacted-groups';
import type { GlobalImpactedGroup } from '@contract/groups/global-impacted-groups.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/**
 * Directory sync makes each member's manager a leader of the synced group, except the people
 * the admin keeps on the leader sync exclusion list.
 */
describe('leaders from the directory’s manager chain', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let admin: MadeUser;
  let ceo: MadeUser;
  let head: MadeUser;
  let analysts: MadeUser[];

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    admin = await make.user(org, { role: 'ADMIN' });
    ceo = await make.user(org, { email: 'ceo@leadersync.test' });
    head = await make.user(org, { email: 'head.ops@leadersync.test' });
    analysts = [await make.user(org), await make.user(org)];
    const retired = await make.user(org, { isActive: false });
    // Operations: two analysts under the head of operations, the head under the chief executive,
    // and one analyst whose manager left the organisation.
    const setManager = (person: MadeUser, manager: MadeUser) =>
      server.db.execute(
        sql`UPDATE user_profiles SET manager_id = ${manager.id}, department = 'Operations' WHERE id = ${person.id}`,
      );
    await setManager(analysts[0] as MadeUser, head);
    await setManager(analysts[1] as MadeUser, retired);
    await setManager(head, ceo);
  });

  const leaderIds = (group: GlobalImpactedGroup) => group.leaders.map((l) => l.id).sort();

  it('makes every member’s manager a leader of the synced group', async () => {
    const res = await api.post<GlobalImpactedGroup>(
      admin.email,
      globalImpactedGroupsPaths.create(),
      {
        name: 'Operations',
        directory_group_id: 'department:Operations',
      },
    );
    expect(res.status).toBe(201);
    // The head (the first analyst's manager) and the chief executive (the head's); a
    // deactivated manager leads nobody.
    expect(leaderIds(res.body)).toEqual([head.id, ceo.id].sort());
    expect(res.body.member_count).toBe(4);
  });

  it('honours the exclusion list on the next sync, and gives the place back when removed', async () => {
    const created = await api.get<{ results: { id: number; name: string }[] }>(
      admin.email,
      globalImpactedGroupsPaths.list(),
    );
    const id = created.body.results.find((g) => g.name === 'Operations')?.id ?? 0;
    const exclude = (emails: string[]) =>
      api.patch(admin.email, organisationPaths.updateSyncLeaderExclusions(), {
        sync_leader_exclusion_list: emails,
      });
    expect((await exclude(['CEO@leadersync.test'])).status).toBe(200);
    const synced = await api.post<GlobalImpactedGroup>(
      admin.email,
      globalImpactedGroupsPaths.sync(id),
      {},
    );
    expect(synced.status).toBe(200);
    expect(leaderIds(synced.body)).toEqual([head.id]);
    // Excluded from leading, the chief executive is no longer brought in by the sync at all.
    expect(synced.body.member_count).toBe(3);

    await exclude([]);
    const again = await api.post<GlobalImpactedGroup>(
      admin.email,
      globalImpactedGroupsPaths.sync(id),
      {},
    );
    expect(leaderIds(again.body)).toEqual([head.id, ceo.id].sort());
  });
});
