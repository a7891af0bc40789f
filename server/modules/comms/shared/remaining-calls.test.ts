import { beforeAll, describe, expect, it } from 'vitest';
import { emailTemplatePaths, engagementEmailPaths } from '@contract/comms/emails';
import type { EmailTemplate } from '@contract/comms/emails.schema';
import { outlookEventPaths } from '@contract/comms/outlook-events';
import type { OutlookEvent } from '@contract/comms/outlook-events.schema';
import { threadsPaths } from '@contract/comms/threads';
import type { Thread, ThreadDetail } from '@contract/comms/threads.schema';
import { yammerPostPaths } from '@contract/comms/yammer-posts';
import type { YammerPost } from '@contract/comms/yammer-posts.schema';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import type { FieldErrors } from '@contract/shared/common.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/**
 * The comms calls no other file proves: an email's test send (to the caller only, in its
 * template, by those who write emails), the feed of announcements shown in Teams, and reading
 * one event and one post.
 */
describe('email test sends, the Teams feed, event and post details', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let otherManager: MadeUser;
  let employee: MadeUser;
  let project: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    otherManager = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    project = await make.project(org, { team: [manager] });
    // The other manager runs a project of their own, not this one.
    await make.project(org, { team: [otherManager] });
  });

  it('sends an email’s test to the caller in its template, and only for writers of its project', async () => {
    const layout = await api.post<EmailTemplate>(manager.email, emailTemplatePaths.create, {
      project: project.id,
      name: 'Ward news',
      subject: 'From the ward',
      html_layout_content: '<h1>Ward news</h1>{{content}}',
    });
    expect(layout.status).toBe(201);
    const sent = await api.post<{ detail: string }>(manager.email, engagementEmailPaths.sendTest, {
      subject: 'Rota',
      body: '<p>New shifts<script>x()</script></p>',
      template: layout.body.id,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.detail).toBe(`A test was sent to ${manager.email}.`);
    const outbox = await api.get<OutboxPage>(manager.email, 'outbox/?channel=EMAIL');
    const test = outbox.body.results.find((m) => m.subject === '[Test] Rota');
    expect(test?.recipients.map((r) => r.address)).toEqual([manager.email]);
    expect(test?.body_html).toContain('<h1>Ward news</h1><p>New shifts</p>');

    // Employees send no email; another project's manager cannot use this project's template.
    expect(
      (await api.post(employee.email, engagementEmailPaths.sendTest, { subject: 'Hi' })).status,
    ).toBe(403);
    const foreign = await api.post<FieldErrors>(otherManager.email, engagementEmailPaths.sendTest, {
      subject: 'Hi',
      template: layout.body.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.template).toEqual(['Choose a template from the list.']);
    const noSubject = await api.post<FieldErrors>(manager.email, engagementEmailPaths.sendTest, {
      body: 'x',
    });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.subject).toBeDefined();
  });

  it('lists only the announcements shown in Teams when asked', async () => {
    const post = (title: string, inTeams: boolean) =>
      api.post<ThreadDetail>(manager.email, threadsPaths.create({ isSend: true }), {
        title,
        project: project.id,
        receivers: [{ type: 'person', id: employee.id }],
        in_teams: inTeams,
      });
    expect((await post('In Teams too', true)).status).toBe(201);
    expect((await post('Only in the app', false)).status).toBe(201);
    const all = await api.get<Thread[]>(employee.email, threadsPaths.list({ project: project.id }));
    expect(all.body.map((t) => t.title).sort()).toEqual(['In Teams too', 'Only in the app']);
    const teams = await api.get<Thread[]>(
      employee.email,
      threadsPaths.list({ project: project.id, isInTeams: true }),
    );
    expect(teams.body.map((t) => [t.title, t.in_teams])).toEqual([['In Teams too', true]]);
  });

  it('reads one event and one post, for those who run the project only', async () => {
    const start = new Date(Date.now() + 20 * 24 * 3600 * 1000);
    start.setUTCHours(11, 0, 0, 0);
    const event = await api.post<OutlookEvent>(manager.email, outlookEventPaths.create, {
      project: project.id,
      subject: 'Super-user huddle',
      start: start.toISOString(),
      end: new Date(start.getTime() + 1800 * 1000).toISOString(),
      attendees: [{ type: 'person', id: employee.id }],
    });
    expect(event.status).toBe(201);
    const read = await api.get<OutlookEvent>(
      manager.email,
      outlookEventPaths.detail(event.body.id),
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      subject: 'Super-user huddle',
      attendees: [{ type: 'person', id: employee.id }],
      delivery: { sent: 1, delivered: 1 },
    });
    // Not running the project: not found, or read-only (forbidden), never the event.
    expect([403, 404]).toContain(
      (await api.get(employee.email, outlookEventPaths.detail(event.body.id))).status,
    );

    const draft = await api.post<YammerPost>(manager.email, yammerPostPaths.create, {
      project: project.id,
      subject: 'Questions welcome',
      body: 'Ask the super-users.',
    });
    expect(draft.status).toBe(201);
    const post = await api.get<YammerPost>(manager.email, yammerPostPaths.detail(draft.body.id));
    expect(post.body).toMatchObject({ subject: 'Questions welcome', status: 'DRAFT' });
    expect([403, 404]).toContain(
      (await api.get(otherManager.email, yammerPostPaths.detail(draft.body.id))).status,
    );
  });
});
