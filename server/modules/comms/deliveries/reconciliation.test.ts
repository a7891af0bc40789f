import { beforeAll, describe, expect, it } from 'vitest';
import { commsDeliveriesPaths } from '@contract/comms/deliveries';
import type { DeliverySummary, FailedDelivery } from '@contract/comms/deliveries.schema';
import { engagementEmailPaths } from '@contract/comms/emails';
import type { EngagementEmail, SendResult } from '@contract/comms/emails.schema';
import { threadsPaths } from '@contract/comms/threads';
import type { ThreadDetail } from '@contract/comms/threads.schema';
import { projectGroupsPaths } from '@contract/groups/project-groups';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

type Figures = Pick<DeliverySummary, 'sent' | 'delivered' | 'opened' | 'acted' | 'failed'>;
const steps = ['sent', 'delivered', 'opened', 'acted', 'failed'] as const;

/** The same figures counted from the CSV's lines: a non-empty column is a step reached. */
function figuresOfCsv(csv: string): Figures {
  const [header = '', ...lines] = csv.trim().split('\r\n');
  const columns = header.split(',');
  const filled = (name: string) =>
    lines.filter((line) => (line.split(',')[columns.indexOf(name)] ?? '') !== '').length;
  return {
    sent: filled('sent_at'),
    delivered: filled('delivered_at'),
    opened: filled('opened_at'),
    acted: filled('acted_at'),
    failed: filled('failed_reason'),
  };
}

/**
 * Delivery figures reconcile: every step is within the one before it (sent ≥ delivered ≥ opened
 * ≥ acted, and each send is delivered or failed), the groups add up to the total, and the CSV
 * counts the same. A recipient whose notification was refused but who read the announcement in
 * the app has it: delivered, and no longer waiting for a retry.
 */
describe('delivery figures reconcile', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let manager: MadeUser;
  let reader: MadeUser;
  let liker: MadeUser;
  let absent: MadeUser;
  let project: { id: number };
  let nurses: number;
  let porters: number;

  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    reader = await make.user(org, { role: 'EMPLOYEE' });
    liker = await make.user(org, { role: 'EMPLOYEE' });
    absent = await make.user(org, { role: 'EMPLOYEE' });
    project = await make.project(org, { team: [manager] });
    const group = async (name: string, members: number[]) => {
      const created = await api.post<{ id: number }>(
        manager.email,
        projectGroupsPaths.create(project.id),
        { group_type: 'Impacted', group_role: 'IMPACTED_EMPLOYEES', name, members },
      );
      expect(created.status).toBe(201);
      return created.body.id;
    };
    nurses = await group('Ward 4 nurses', [reader.id, liker.id]);
    porters = await group('Night porters', [absent.id]);
  });

  async function figures(id: number) {
    const summary = await api.get<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.summary('ANNOUNCEMENT', id),
    );
    const csv = await server.app.inject({
      url: `/api/v1/${commsDeliveriesPaths.csv('ANNOUNCEMENT', id)}`,
      headers: await server.authAs(manager.email),
    });
    return { summary: summary.body, csv: figuresOfCsv(csv.body) };
  }

  function expectReconciled({ summary, csv }: Awaited<ReturnType<typeof figures>>) {
    expect(summary.sent).toBe(summary.recipients);
    expect(summary.delivered + summary.failed).toBe(summary.sent);
    expect(summary.opened).toBeLessThanOrEqual(summary.delivered);
    expect(summary.acted).toBeLessThanOrEqual(summary.opened);
    for (const step of steps) {
      expect(
        summary.by_group.reduce((sum, g) => sum + g[step], 0),
        step,
      ).toBe(summary[step]);
    }
    expect(csv).toEqual(Object.fromEntries(steps.map((s) => [s, summary[s]])));
  }

  it('counts a refused notification read in the app as delivered, and the figures stay a funnel', async () => {
    const teams = server.app.integrations.teams;
    server.app.integrations.teams = {
      notify: () => Promise.reject(new Error('Graph answered 503 Service Unavailable')),
    };
    let id: number;
    try {
      const created = await api.post<ThreadDetail>(
        manager.email,
        threadsPaths.createAnnouncement(true, false),
        {
          title: 'Ward rota from Monday',
          project: project.id,
          receivers: [
            { type: 'group', id: nurses },
            { type: 'group', id: porters },
          ],
        },
      );
      expect(created.status).toBe(201);
      id = created.body.id;
    } finally {
      server.app.integrations.teams = teams;
    }
    let read = await figures(id);
    expect(read.summary).toMatchObject({ sent: 3, delivered: 0, opened: 0, acted: 0, failed: 3 });
    expectReconciled(read);

    // One reads it in the app's feed, another likes it without opening its replies.
    expect((await api.get(reader.email, threadsPaths.detail(id))).status).toBe(200);
    expect((await api.patch(liker.email, threadsPaths.toggleLike(id), {})).status).toBe(200);
    read = await figures(id);
    expect(read.summary).toMatchObject({ sent: 3, delivered: 2, opened: 2, acted: 1, failed: 1 });
    expect(read.summary.by_group.map((g) => [g.group_name, g.delivered, g.failed])).toEqual([
      ['Ward 4 nurses', 2, 0],
      ['Night porters', 0, 1],
    ]);
    expectReconciled(read);

    // Only the one who has not seen it waits for a retry; the retry reaches them.
    const failed = await api.get<FailedDelivery[]>(
      manager.email,
      commsDeliveriesPaths.failed(project.id),
    );
    const waiting = failed.body.filter((f) => f.item_kind === 'ANNOUNCEMENT' && f.item_id === id);
    expect(waiting.map((f) => f.recipient.id)).toEqual([absent.id]);
    const retried = await api.post<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.retry(waiting[0]?.id ?? 0),
      {},
    );
    expect(retried.status).toBe(200);
    read = await figures(id);
    expect(read.summary).toMatchObject({ sent: 3, delivered: 3, opened: 2, acted: 1, failed: 0 });
    expectReconciled(read);
  });
});

describe('sending to many', () => {
  const server = useTestServer();
  const api = apiClient(server);

  it('asks Teams for at most 100 people a request, and a refused request fails only its own people', async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    const project = await make.project(org, { team: [manager] });
    const people = await Promise.all(Array.from({ length: 101 }, () => make.user(org)));
    const group = await api.post<{ id: number }>(
      manager.email,
      projectGroupsPaths.create(project.id),
      {
        group_type: 'Impacted',
        group_role: 'IMPACTED_EMPLOYEES',
        name: 'Whole hospital',
        members: people.map((p) => p.id),
      },
    );
    expect(group.status).toBe(201);

    // Teams takes the first request and refuses the second.
    const teams = server.app.integrations.teams;
    const sizes: number[] = [];
    server.app.integrations.teams = {
      notify: (n) => {
        sizes.push(n.recipients.length);
        return sizes.length === 1
          ? Promise.resolve({ id: 'graph:1' })
          : Promise.reject(new Error('Graph answered 429 Too Many Requests'));
      },
    };
    try {
      const created = await api.post<ThreadDetail>(
        manager.email,
        threadsPaths.createAnnouncement(true, false),
        {
          title: 'Visiting hours change',
          project: project.id,
          receivers: [{ type: 'group', id: group.body.id }],
        },
      );
      expect(created.status).toBe(201);
      expect(created.body.delivery).toMatchObject({ sent: 101, delivered: 100, failed: 1 });
    } finally {
      server.app.integrations.teams = teams;
    }
    expect(sizes).toEqual([100, 1]);
  });

  it('sends each person their own email, so an address the relay refuses fails that person alone', async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    const manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    const project = await make.project(org, { team: [manager] });
    const [first, refused, last] = await Promise.all([
      make.user(org),
      make.user(org),
      make.user(org),
    ]);
    const draft = await api.post<EngagementEmail>(
      manager.email,
      engagementEmailPaths.create(false),
      {
        project: project.id,
        subject: 'Parking from Monday',
        body: '<p>The staff car park moves.</p>',
        receivers: [first, refused, last].map((p) => ({ type: 'person', id: p?.id })),
      },
    );
    expect(draft.status).toBe(201);

    const mail = server.app.integrations.mail;
    const tried: string[] = [];
    server.app.integrations.mail = {
      kind: 'smtp',
      send: (message) => {
        const to = message.to[0]?.address ?? '';
        tried.push(to);
        return to === refused?.email
          ? Promise.reject(new Error('550 5.1.1 Mailbox unavailable'))
          : mail.send(message);
      },
    };
    try {
      const sent = await api.post<SendResult>(
        manager.email,
        engagementEmailPaths.send(draft.body.id),
        {},
      );
      expect(sent.status).toBe(200);
      expect(sent.body.delivery).toMatchObject({ sent: 3, delivered: 2, failed: 1 });
    } finally {
      server.app.integrations.mail = mail;
    }
    expect(tried.sort()).toEqual([first, refused, last].map((p) => p?.email).sort());
    const failed = await api.get<FailedDelivery[]>(
      manager.email,
      commsDeliveriesPaths.failed(project.id),
    );
    expect(failed.body.map((f) => [f.recipient.id, f.failed_reason])).toEqual([
      [refused?.id, '550 5.1.1 Mailbox unavailable'],
    ]);
  });
});
