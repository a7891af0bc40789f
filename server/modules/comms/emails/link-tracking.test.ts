import { beforeAll, describe, expect, it } from 'vitest';
import { commsDeliveriesPaths } from '@contract/comms/deliveries';
import type { DeliverySummary } from '@contract/comms/deliveries.schema';
import { engagementEmailPaths } from '@contract/comms/emails';
import type { EngagementEmail } from '@contract/comms/emails.schema';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/**
 * A click on a link of an engagement email is acting on it: each recipient's copy sends its web
 * links through their own counter, which goes on to the link's address, and only to addresses
 * the email holds.
 */
describe('link clicks in engagement emails', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let employee: MadeUser;
  let project: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    project = await make.project(org, { team: [manager] });
  });

  const unescape = (s: string) => s.replace(/&amp;/g, '&');
  const follow = (path: string) => server.app.inject({ method: 'GET', url: path });

  it('counts a click as acted (and opened) and goes on to the link; other addresses are refused', async () => {
    const rota = 'https://intranet.example.com/rota?week=1&ward=4';
    const draft = await api.post<EngagementEmail>(
      manager.email,
      engagementEmailPaths.create(false),
      {
        project: project.id,
        subject: 'Your new rota',
        body: '<p>See <a href="https://intranet.example.com/rota?week=1&amp;ward=4">the rota</a> and <a href="mailto:rota@example.com">write to us</a>.</p>',
        receivers: [{ type: 'person', id: employee.id }],
      },
    );
    expect(draft.status).toBe(201);
    expect(
      (await api.post(manager.email, engagementEmailPaths.send(draft.body.id), {})).status,
    ).toBe(200);

    const outbox = await api.get<OutboxPage>(employee.email, 'outbox/?channel=EMAIL');
    const mail = outbox.body.results.find((m) => m.subject === 'Your new rota');
    const html = mail?.body_html ?? '';
    // The web link goes through the counter; the mail link is left alone.
    expect(html).not.toContain('href="https://intranet.example.com');
    expect(html).toContain('href="mailto:rota@example.com"');
    const tracked = unescape(
      /href="([^"]*\/comms-track\/[0-9a-f]{32}\/click\/[^"]*)"/.exec(html)?.[1] ?? '',
    );
    expect(tracked).not.toBe('');
    const path = new URL(tracked).pathname + new URL(tracked).search;

    const clicked = await follow(path);
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toBe(rota);
    const summary = await api.get<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.summary('EMAIL', draft.body.id),
    );
    expect(summary.body).toMatchObject({ sent: 1, delivered: 1, opened: 1, acted: 1 });

    // The same counter does not send people elsewhere, and an unknown token counts nothing.
    const elsewhere = path.replace(
      /\?to=.*$/,
      `?to=${encodeURIComponent('https://evil.example/')}`,
    );
    expect((await follow(elsewhere)).statusCode).toBe(404);
    const unknown = path.replace(/comms-track\/[0-9a-f]{32}/, `comms-track/${'0'.repeat(32)}`);
    expect((await follow(unknown)).statusCode).toBe(404);
  });
});
