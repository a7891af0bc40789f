import { beforeAll, describe, expect, it } from 'vitest';
import { organisationPaths } from '@contract/admin/organisation';
import type {
  OrganisationSize,
  SyncLeaderExclusionList,
} from '@contract/admin/organisation.schema';
import type { AuditEvent } from '@contract/admin/audit-log.schema';
import { auditLogPaths } from '@contract/admin/audit-log';
import type { Paginated } from '@contract/shared/common.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/** The organisation's size and its leader sync exclusion list: admin-only, audited. */
describe('organisation size and leader sync exclusions', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let admin: MadeUser;
  let manager: MadeUser;

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    admin = await make.user(org, { role: 'ADMIN' });
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    await make.user(org, { role: 'EMPLOYEE' });
    await make.user(org, { role: 'EMPLOYEE' });
    await make.user(org, { role: 'LEADER', isActive: false });
    // Another organisation's people never count.
    const other = await make.organisation();
    await make.user(other, { role: 'EMPLOYEE' });
  });

  it('counts the organisation’s own people by role and activity', async () => {
    const res = await api.get<OrganisationSize>(admin.email, organisationPaths.size());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      active_people: 4,
      inactive_people: 1,
      by_role: { ADMIN: 1, CHANGE_OFFICE: 0, CHANGE_MANAGER: 1, LEADER: 0, EMPLOYEE: 2 },
      seats: 5, // never subscribed: the starter plan's seats, as billing shows and enforces
      size_band: 'Small (under 50 people)',
    });
  });

  it('refuses the size and the list to someone without tool access', async () => {
    expect((await api.get(manager.email, organisationPaths.size())).status).toBe(403);
    expect((await api.get(manager.email, organisationPaths.syncLeaderExclusions())).status).toBe(
      403,
    );
    const write = await api.patch(manager.email, organisationPaths.updateSyncLeaderExclusions(), {
      sync_leader_exclusion_list: ['ceo@example.com'],
    });
    expect(write.status).toBe(403);
  });

  it('keeps the exclusion list lower-case, once each, sorted, and audits the change', async () => {
    const empty = await api.get<SyncLeaderExclusionList>(
      admin.email,
      organisationPaths.syncLeaderExclusions(),
    );
    expect(empty.body).toEqual({ sync_leader_exclusion_list: [] });
    const saved = await api.patch<SyncLeaderExclusionList>(
      admin.email,
      organisationPaths.updateSyncLeaderExclusions(),
      { sync_leader_exclusion_list: ['Zoe@Example.com', 'ceo@example.com', 'zoe@example.com'] },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.sync_leader_exclusion_list).toEqual(['ceo@example.com', 'zoe@example.com']);
    const read = await api.get<SyncLeaderExclusionList>(
      admin.email,
      organisationPaths.syncLeaderExclusions(),
    );
    expect(read.body).toEqual(saved.body);
    const log = await api.get<Paginated<AuditEvent>>(
      admin.email,
      auditLogPaths.list({ page_number: 1, page_size: 5 }),
    );
    expect(log.body.results[0]).toMatchObject({
      entity: 'sync_leader_exclusion_list',
      before: { sync_leader_exclusion_list: [] },
      after: { sync_leader_exclusion_list: ['ceo@example.com', 'zoe@example.com'] },
    });
  });

  it('names the bad address when the list holds one', async () => {
    const res = await api.patch<Record<string, string[]>>(
      admin.email,
      organisationPaths.updateSyncLeaderExclusions(),
      { sync_leader_exclusion_list: ['ok@example.com', 'not an address'] },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Enter a valid e-mail address.');
  });
});
