import { beforeAll, describe, expect, it } from 'vitest';
import { commsDeliveriesPaths } from '@contract/comms/deliveries';
import type { DeliverySummary, FailedDelivery } from '@contract/comms/deliveries.schema';
import { yammerPostPaths } from '@contract/comms/yammer-posts';
import type { YammerPost } from '@contract/comms/yammer-posts.schema';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import type { VivaEngagePort } from '../../../integrations/graph/viva-engage';

/**
 * A Viva Engage post is delivered per community: one row each with the community's reach, the
 * figures per community and as CSV; a community that refuses it is listed with the reason until
 * a retry posts it there.
 */
describe('Viva Engage post deliveries', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let project: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    await make.user(org, { role: 'EMPLOYEE' });
    await make.user(org, { role: 'EMPLOYEE' });
    await make.user(org, { role: 'EMPLOYEE', isActive: false });
    project = await make.project(org, { team: [manager] });
  });

  const publish = (subject: string, communities: string[]) =>
    api.post<YammerPost>(manager.email, yammerPostPaths.create, {
      project: project.id,
      subject,
      body: 'What changes on Monday',
      communities,
      is_draft: false,
    });

  it('counts the community posted to, with its reach, per community and as CSV', async () => {
    const posted = await publish('Go-live week', ['all-company']);
    expect(posted.status).toBe(201);
    expect(posted.body.delivery).toEqual({
      recipients: 1,
      sent: 1,
      delivered: 1,
      opened: 0,
      acted: 0,
      failed: 0,
    });
    const summary = await api.get<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.summary('YAMMER_POST', posted.body.id),
    );
    // All company reaches the organisation's three active people.
    expect(summary.body).toMatchObject({ sent: 1, delivered: 1, reach: 3 });
    expect(summary.body.by_group).toEqual([
      expect.objectContaining({ group: null, group_name: 'All company', delivered: 1, reach: 3 }),
    ]);
    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/v1/${commsDeliveriesPaths.csv('YAMMER_POST', posted.body.id)}`,
      headers: await server.authAs(manager.email),
    });
    const [header, line] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'name,email,group,sent_at,delivered_at,opened_at,acted_at,failed_reason,reach,acted_people',
    );
    // Nobody has liked or replied yet: read back, none.
    expect(line).toMatch(/^All company,,,\d{4}-.*,\d{4}-.*,,,,3,0$/);

    // Deleting the post takes its figures with it.
    expect((await api.delete(manager.email, yammerPostPaths.detail(posted.body.id))).status).toBe(
      204,
    );
    const gone = await api.get<FailedDelivery[]>(
      manager.email,
      commsDeliveriesPaths.failed(project.id),
    );
    expect(gone.body).toEqual([]);
  });

  it('lists a community that refused the post with the reason, and a retry posts it there', async () => {
    const local = server.app.integrations.vivaEngage;
    const refusing: VivaEngagePort = {
      communities: () =>
        Promise.resolve([
          { id: 'c-ok', name: 'Ward managers' },
          { id: 'c-busy', name: 'Night staff' },
        ]),
      post: (post) =>
        post.communityId === 'c-busy'
          ? Promise.reject(new Error('Viva Engage refused the post (503).'))
          : local.post(post),
      reach: () => Promise.resolve(null),
      reactions: () => Promise.resolve([]),
    };
    server.app.integrations.vivaEngage = refusing;
    try {
      const posted = await publish('Night rota', ['c-ok', 'c-busy']);
      expect(posted.status).toBe(201);
      const id = posted.body.id;
      expect(posted.body).toMatchObject({
        status: 'SENT',
        delivery: { sent: 2, delivered: 1, failed: 1 },
      });
      const failed = await api.get<FailedDelivery[]>(
        manager.email,
        commsDeliveriesPaths.failed(project.id),
      );
      expect(failed.body).toEqual([
        expect.objectContaining({
          item_kind: 'YAMMER_POST',
          item_id: id,
          item_title: 'Night rota',
          recipient: { id: null, display_name: 'Night staff', email: '' },
          failed_reason: 'Viva Engage refused the post (503).',
        }),
      ]);
      // Still refused: the row keeps failing, with the reason.
      const again = await api.post<DeliverySummary>(
        manager.email,
        commsDeliveriesPaths.retry(failed.body[0]?.id ?? 0),
        {},
      );
      expect(again.body).toMatchObject({ delivered: 1, failed: 1, reach: null });

      server.app.integrations.vivaEngage = {
        ...refusing,
        post: (post) => local.post(post),
        reach: () => Promise.resolve(40),
      };
      const retried = await api.post<DeliverySummary>(
        manager.email,
        commsDeliveriesPaths.retry(failed.body[0]?.id ?? 0),
        {},
      );
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ sent: 2, delivered: 2, failed: 0, reach: 40 });
    } finally {
      server.app.integrations.vivaEngage = local;
    }
    const outbox = await api.get<OutboxPage>(manager.email, 'outbox/?channel=VIVA_ENGAGE');
    expect(
      outbox.body.results
        .filter((m) => m.subject === 'Night rota')
        .map((m) => m.recipients[0]?.name)
        .sort(),
    ).toEqual(['Night staff', 'Ward managers']);
  });
});
