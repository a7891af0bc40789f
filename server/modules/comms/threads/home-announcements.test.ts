import { describe, expect, it } from 'vitest';
import { HOME_ANNOUNCEMENTS, threadsPaths } from '../../../../contract/comms/threads';
import type { Thread } from '../../../../contract/comms/threads.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { apiClient } from '../../../../tests/support/api';
import { factories } from '../../../../tests/support/factories';
import { useTestServer } from '../../../../tests/support/test-server';
import { commsThreads } from '../../../db/schema/comms';
import { withTenant } from '../../../db/tenant';

describe('Home announcements: threads bounded by sentOnly and limit', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('answers the few newest sent announcements, not drafts, and refuses a limit over the maximum', async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const admin = await make.user(org, { role: 'ADMIN' });
    const project = await make.project(org, { team: [admin] });
    const hour = 3_600_000;
    const sent = await withTenant(server.db, org.id, (tx) =>
      tx
        .insert(commsThreads)
        .values(
          [1, 2, 3, 4, 5].map((n) => ({
            projectId: project.id,
            type: 'ANNOUNCEMENT' as const,
            title: `Sent ${n}`,
            isDrafted: false,
            sentAt: new Date(Date.now() - n * hour),
            createdById: admin.id,
          })),
        )
        .returning({ id: commsThreads.id }),
    );
    await withTenant(server.db, org.id, (tx) =>
      tx.insert(commsThreads).values({
        projectId: project.id,
        type: 'ANNOUNCEMENT',
        title: 'Draft',
        createdById: admin.id,
      }),
    );

    const home = await api.get<Thread[]>(admin.email, threadsPaths.homeAnnouncements());
    expect(home.status).toBe(200);
    expect(home.body.map((t) => t.title)).toEqual(['Sent 1', 'Sent 2', 'Sent 3']);
    expect(home.body).toHaveLength(HOME_ANNOUNCEMENTS);
    expect(home.body.map((t) => t.id)).toEqual(sent.slice(0, 3).map((t) => t.id));

    const all = await api.get<Thread[]>(
      admin.email,
      threadsPaths.list({ announcementsOnly: true }),
    );
    expect(all.body).toHaveLength(6);

    const bad = await api.get<FieldErrors>(admin.email, 'threads/?limit=501');
    expect(bad.status).toBe(400);
    expect(bad.body.limit).toEqual(['limit is 1 to 500.']);
  });
});
