import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailTemplatePaths, engagementEmailPaths } from '@contract/comms/emails';
import type { EmailTemplate, EngagementEmail, SendResult } from '@contract/comms/emails.schema';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import type { FieldErrors } from '@contract/shared/common.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { sendDueCommsJob } from '../comms-jobs';

/**
 * Engagement emails and their templates: who may write them, drafts and schedules, the send
 * through the mail port (one copy a recipient, inside the template's layout), test sends to the
 * caller only, and a sent email that no longer changes.
 */
describe('engagement emails and templates', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let offTeam: MadeUser;
  let employee: MadeUser;
  let project: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER', firstName: 'Maya' });
    offTeam = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE', firstName: 'Eli' });
    project = await make.project(org, { team: [manager] });
  });

  async function template(name: string, layout: string) {
    const res = await api.post<EmailTemplate>(manager.email, emailTemplatePaths.create, {
      project: project.id,
      name,
      subject: 'From the project',
      html_layout_content: layout,
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('keeps templates to those who run the project, sanitised, and sends a test to the caller', async () => {
    const layout = await template(
      'Branded',
      '<h1 onclick="x()">Ward news</h1>{{content}}<script>alert(1)</script><p>Footer</p>',
    );
    expect(layout.html_layout_content).toBe('<h1>Ward news</h1>{{content}}<p>Footer</p>');
    const listed = await api.get<EmailTemplate[]>(
      manager.email,
      emailTemplatePaths.list(project.id),
    );
    expect(listed.body.map((t) => t.name)).toContain('Branded');
    expect((await api.get(employee.email, emailTemplatePaths.list(project.id))).status).toBe(404);
    const renamed = await api.patch<EmailTemplate>(
      manager.email,
      emailTemplatePaths.detail(layout.id),
      {
        name: 'Branded (2026)',
      },
    );
    expect(renamed.body.name).toBe('Branded (2026)');
    expect(
      (await api.patch(offTeam.email, emailTemplatePaths.detail(layout.id), { name: 'Mine' }))
        .status,
    ).toBe(403);

    const test = await api.post(manager.email, emailTemplatePaths.sendTest(layout.id), {
      email_body: '<p>Hello</p>',
    });
    expect(test.status).toBe(200);
    const outbox = await api.get<OutboxPage>(manager.email, 'outbox/?channel=EMAIL');
    const sent = outbox.body.results[0];
    expect(sent?.recipients.map((r) => r.address)).toEqual([manager.email]);
    expect(sent?.body_html).toContain('<h1>Ward news</h1><p>Hello</p><p>Footer</p>');

    expect((await api.delete(manager.email, emailTemplatePaths.detail(layout.id))).status).toBe(
      204,
    );
    expect((await api.get(manager.email, emailTemplatePaths.detail(layout.id))).status).toBe(404);
  });

  it('saves a draft, refuses a schedule without a time or in the past, and sends once', async () => {
    const layout = await template('Plain', '<div>{{content}}</div>');
    const draft = await api.post<EngagementEmail>(
      manager.email,
      engagementEmailPaths.create(false),
      {
        project: project.id,
        template: layout.id,
        subject: 'Training dates',
        body: '<p>Book your slot</p>',
        receivers: [{ type: 'person', id: employee.id }],
      },
    );
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'DRAFT', is_draft: true, sent_at: null });

    const noTime = await api.post<FieldErrors>(manager.email, engagementEmailPaths.create(true), {
      project: project.id,
      subject: 'Later',
      receivers: [{ type: 'person', id: employee.id }],
    });
    expect(noTime.status).toBe(400);
    expect(noTime.body.scheduled_at).toEqual(['Choose when it goes out.']);
    const past = await api.post<FieldErrors>(manager.email, engagementEmailPaths.create(true), {
      project: project.id,
      subject: 'Later',
      receivers: [{ type: 'person', id: employee.id }],
      scheduled_at: '2020-01-01T09:00:00Z',
    });
    expect(past.body.scheduled_at).toEqual(['Choose a time in the future.']);
    expect(
      (
        await api.post(employee.email, engagementEmailPaths.create(false), {
          project: project.id,
          subject: 'Hi',
        })
      ).status,
    ).toBe(404);

    const sent = await api.post<SendResult>(
      manager.email,
      engagementEmailPaths.send(draft.body.id),
      {},
    );
    expect(sent.status).toBe(200);
    expect(sent.body.delivery).toMatchObject({ recipients: 1, sent: 1, failed: 0 });
    const again = await api.post<SendResult>(
      manager.email,
      engagementEmailPaths.send(draft.body.id),
      {},
    );
    expect(again.body.delivery.sent).toBe(1);

    const inbox = await api.get<OutboxPage>(employee.email, 'outbox/?channel=EMAIL');
    expect(inbox.body.results).toHaveLength(1);
    expect(inbox.body.results[0]?.body_html).toContain('<div><p>Book your slot</p></div>');

    const edit = await api.patch<FieldErrors>(
      manager.email,
      engagementEmailPaths.update(draft.body.id, false),
      { project: project.id, subject: 'Changed', receivers: [] },
    );
    expect(edit.status).toBe(400);
    expect(edit.body.non_field_errors).toEqual(['This email has been sent; it cannot change.']);

    // Deleted by those who run the project only; then it is gone.
    const path = engagementEmailPaths.detail(draft.body.id);
    expect((await api.delete(offTeam.email, path)).status).toBe(403);
    expect((await api.delete(manager.email, path)).status).toBe(204);
    expect((await api.get(manager.email, path)).status).toBe(404);
  });

  it('sends a scheduled email when its time has come, and not before', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await api.post<EngagementEmail>(
      manager.email,
      engagementEmailPaths.create(true),
      {
        project: project.id,
        subject: 'Go-live reminder',
        body: '<p>Tomorrow</p>',
        receivers: [{ type: 'person', id: employee.id }],
        scheduled_at: soon,
      },
    );
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.status).toBe('SCHEDULED');
    await sendDueCommsJob(server.app.integrations).definition(server.db).run({});
    let listed = await api.get<EngagementEmail[]>(
      manager.email,
      engagementEmailPaths.list(project.id),
    );
    expect(listed.body.find((e) => e.id === scheduled.body.id)?.status).toBe('SCHEDULED');

    await server.db.execute(
      sql`UPDATE comms_emails SET scheduled_at = now() - interval '1 minute' WHERE id = ${scheduled.body.id}`,
    );
    await sendDueCommsJob(server.app.integrations).definition(server.db).run({});
    listed = await api.get<EngagementEmail[]>(manager.email, engagementEmailPaths.list(project.id));
    expect(listed.body.find((e) => e.id === scheduled.body.id)).toMatchObject({
      status: 'SENT',
      delivery: { sent: 1 },
    });
  });

  it("sends at each recipient's local time, once each, and is sent when the time has come everywhere", async () => {
    const make = factories(server.db);
    const east = await make.user(org, { role: 'EMPLOYEE', firstName: 'Kiri' });
    await server.db.execute(
      sql`UPDATE user_profiles SET time_zone = 'Pacific/Kiritimati' WHERE id = ${east.id}`,
    );
    // Two hours from now on the organisation's (UTC) clock: already past at UTC+14.
    const local = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 16);
    const input = {
      project: project.id,
      subject: 'Morning briefing',
      body: '<p>At nine where you are</p>',
      receivers: [
        { type: 'person', id: east.id },
        { type: 'person', id: employee.id },
      ],
    };
    const both = await api.post<FieldErrors>(manager.email, engagementEmailPaths.create(true), {
      ...input,
      send_local: local,
      scheduled_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(both.status).toBe(400);
    expect(both.body.send_local).toBeDefined();
    const past = await api.post<FieldErrors>(manager.email, engagementEmailPaths.create(true), {
      ...input,
      send_local: '2020-01-01T09:00',
    });
    expect(past.body.send_local).toEqual(['Choose a time in the future.']);

    const created = await api.post<EngagementEmail>(
      manager.email,
      engagementEmailPaths.create(true),
      { ...input, send_local: local },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'SCHEDULED', send_local: local });
    const id = created.body.id;
    const tick = () => sendDueCommsJob(server.app.integrations).definition(server.db).run({});
    const read = async () =>
      (await api.get<EngagementEmail>(manager.email, engagementEmailPaths.detail(id))).body;

    await tick();
    expect(await read()).toMatchObject({ status: 'SCHEDULED', delivery: { sent: 1 } });
    await tick();
    expect((await read()).delivery.sent).toBe(1);

    // The organisation's clock reaches it: the second person gets theirs, the first not again.
    await server.db.execute(
      sql`UPDATE comms_emails SET send_local = send_local - interval '2 hours 1 minute' WHERE id = ${id}`,
    );
    await tick();
    expect(await read()).toMatchObject({ status: 'SCHEDULED', delivery: { sent: 2 } });

    // Past UTC-12 too: sent, still one copy each.
    await server.db.execute(
      sql`UPDATE comms_emails SET send_local = send_local - interval '13 hours' WHERE id = ${id}`,
    );
    await tick();
    expect(await read()).toMatchObject({ status: 'SENT', delivery: { sent: 2, delivered: 2 } });
  });
});
