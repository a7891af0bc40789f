import { beforeAll, describe, expect, it } from 'vitest';
import { commsDeliveriesPaths } from '@contract/comms/deliveries';
import type { DeliverySummary, FailedDelivery } from '@contract/comms/deliveries.schema';
import { outlookEventPaths } from '@contract/comms/outlook-events';
import type { OutlookEvent } from '@contract/comms/outlook-events.schema';
import { projectGroupsPaths } from '@contract/groups/project-groups';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/**
 * An Outlook invitation is delivered per attendee: one row each, figures per group and as CSV,
 * and when the calendar refuses it every attendee's row lists the reason until a retry sends it.
 */
describe('Outlook event deliveries', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let deputy: MadeUser;
  let nurse: MadeUser;
  let porter: MadeUser;
  let visitor: MadeUser;
  let project: { id: number };
  let group: number;

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    deputy = await make.user(org, { role: 'CHANGE_MANAGER' });
    nurse = await make.user(org, { role: 'EMPLOYEE', firstName: 'Nia', lastName: 'Nurse' });
    porter = await make.user(org, { role: 'EMPLOYEE', firstName: 'Pat', lastName: 'Porter' });
    visitor = await make.user(org, { role: 'EMPLOYEE', firstName: 'Vic', lastName: 'Visitor' });
    project = await make.project(org, { team: [manager, deputy] });
    const created = await api.post<{ id: number }>(
      manager.email,
      projectGroupsPaths.create(project.id),
      {
        group_type: 'Impacted',
        group_role: 'IMPACTED_EMPLOYEES',
        name: 'Ward 4',
        members: [nurse.id, porter.id],
      },
    );
    expect(created.status).toBe(201);
    group = created.body.id;
  });

  const start = new Date(Date.now() + 10 * 24 * 3600 * 1000);
  start.setUTCHours(10, 0, 0, 0);
  const event = (subject: string, attendees: { type: 'group' | 'person'; id: number }[]) => ({
    project: project.id,
    subject,
    location: 'Room 2',
    start: start.toISOString(),
    end: new Date(start.getTime() + 3600 * 1000).toISOString(),
    attendees,
  });

  it('counts each attendee, per group, follows changes of attendees and exports the rows', async () => {
    const created = await api.post<OutlookEvent>(
      manager.email,
      outlookEventPaths.create,
      event('Ward briefing', [
        { type: 'group', id: group },
        { type: 'person', id: visitor.id },
      ]),
    );
    expect(created.status).toBe(201);
    expect(created.body.delivery).toEqual({
      recipients: 3,
      sent: 3,
      delivered: 3,
      opened: 0,
      acted: 0,
      failed: 0,
    });
    const summary = await api.get<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.summary('OUTLOOK_EVENT', created.body.id),
    );
    expect(summary.body.by_group.map((g) => [g.group_name, g.sent, g.delivered])).toEqual([
      ['Ward 4', 2, 2],
      ['Named people', 1, 1],
    ]);

    // The deputy moves it without the visitor: the update goes to the organiser's calendar
    // (the manager's), and the visitor no longer counts.
    const moved = await api.patch<OutlookEvent>(
      deputy.email,
      outlookEventPaths.detail(created.body.id),
      event('Ward briefing', [{ type: 'group', id: group }]),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.delivery).toMatchObject({ recipients: 2, delivered: 2, failed: 0 });
    const sent = await api.get<OutboxPage>(manager.email, 'outbox/?channel=OUTLOOK_EVENT');
    const latest = sent.body.results.find((m) => m.subject === 'Ward briefing');
    expect(latest?.details).toMatchObject({ organiser: manager.email });
    expect(latest?.recipients.map((r) => r.address).sort()).toEqual(
      [nurse.email, porter.email].sort(),
    );

    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/v1/${commsDeliveriesPaths.csv('OUTLOOK_EVENT', created.body.id)}`,
      headers: await server.authAs(manager.email),
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Nia Nurse,.*,Ward 4,/);
    expect(lines[2]).toMatch(/^Pat Porter,.*,Ward 4,/);
    // Answers in the organiser's calendar count as acting on the invitation: the nurse
    // accepted, the porter has not answered.
    const calendar = server.app.integrations.calendar;
    server.app.integrations.calendar = {
      saveEvent: (e) => calendar.saveEvent(e),
      findMeetingTimes: (q) => calendar.findMeetingTimes(q),
      busyTimes: (q) => calendar.busyTimes(q),
      searchLocations: (o, s, l) => calendar.searchLocations(o, s, l),
      responses: ({ organiser }) =>
        Promise.resolve(
          organiser === manager.email
            ? [
                { address: nurse.email.toUpperCase(), response: 'accepted' as const },
                { address: porter.email, response: 'none' as const },
              ]
            : [],
        ),
    };
    try {
      const answered = await api.get<DeliverySummary>(
        manager.email,
        commsDeliveriesPaths.summary('OUTLOOK_EVENT', created.body.id),
      );
      expect(answered.body).toMatchObject({ sent: 2, delivered: 2, opened: 1, acted: 1 });
    } finally {
      server.app.integrations.calendar = calendar;
    }

    // Employees see no figures.
    expect(
      (await api.get(nurse.email, commsDeliveriesPaths.summary('OUTLOOK_EVENT', created.body.id)))
        .status,
    ).toBe(403);
  });

  it('lists every attendee of a refused invitation with the reason, and a retry sends it', async () => {
    const calendar = server.app.integrations.calendar;
    server.app.integrations.calendar = {
      ...calendar,
      saveEvent: () => Promise.reject(new Error('Graph answered 429 Too Many Requests')),
      findMeetingTimes: (q) => calendar.findMeetingTimes(q),
      busyTimes: (q) => calendar.busyTimes(q),
      searchLocations: (o, s, l) => calendar.searchLocations(o, s, l),
      responses: (e) => calendar.responses(e),
    };
    let id = 0;
    try {
      const created = await api.post<OutlookEvent>(
        manager.email,
        outlookEventPaths.create,
        event('Rota clinic', [{ type: 'group', id: group }]),
      );
      expect(created.status).toBe(201);
      id = created.body.id;
      expect(created.body).toMatchObject({
        sent: false,
        delivery: { sent: 2, delivered: 0, failed: 2 },
      });
    } finally {
      server.app.integrations.calendar = calendar;
    }
    const failed = await api.get<FailedDelivery[]>(
      manager.email,
      commsDeliveriesPaths.failed(project.id),
    );
    const mine = failed.body.filter((f) => f.item_kind === 'OUTLOOK_EVENT' && f.item_id === id);
    expect(mine.map((f) => [f.item_title, f.recipient.id, f.failed_reason])).toEqual(
      expect.arrayContaining([
        ['Rota clinic', nurse.id, 'Graph answered 429 Too Many Requests'],
        ['Rota clinic', porter.id, 'Graph answered 429 Too Many Requests'],
      ]),
    );
    expect(mine).toHaveLength(2);

    const retried = await api.post<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.retry(mine[0]?.id ?? 0),
      {},
    );
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ sent: 2, delivered: 2, failed: 0 });
    const events = await api.get<OutlookEvent[]>(manager.email, outlookEventPaths.list(project.id));
    expect(events.body.find((e) => e.id === id)).toMatchObject({ sent: true });
    const outbox = await api.get<OutboxPage>(manager.email, 'outbox/?channel=OUTLOOK_EVENT');
    expect(outbox.body.results.filter((m) => m.subject === 'Rota clinic')).toHaveLength(1);
  });

  it('counts attendees of an edit the calendar refuses as failed only, until a retry delivers it', async () => {
    const created = await api.post<OutlookEvent>(
      manager.email,
      outlookEventPaths.create,
      event('Handover huddle', [{ type: 'group', id: group }]),
    );
    expect(created.body.delivery).toMatchObject({ sent: 2, delivered: 2, failed: 0 });
    const calendar = server.app.integrations.calendar;
    server.app.integrations.calendar = {
      saveEvent: () => Promise.reject(new Error('Graph answered 503 Service Unavailable')),
      findMeetingTimes: (q) => calendar.findMeetingTimes(q),
      busyTimes: (q) => calendar.busyTimes(q),
      searchLocations: (o, s, l) => calendar.searchLocations(o, s, l),
      responses: (e) => calendar.responses(e),
    };
    try {
      const moved = await api.patch<OutlookEvent>(
        manager.email,
        outlookEventPaths.detail(created.body.id),
        { ...event('Handover huddle', [{ type: 'group', id: group }]), location: 'Room 5' },
      );
      expect(moved.status).toBe(200);
      // The latest invitation replaces the earlier outcome: failed, no longer delivered.
      expect(moved.body.delivery).toEqual({
        recipients: 2,
        sent: 2,
        delivered: 0,
        opened: 0,
        acted: 0,
        failed: 2,
      });
    } finally {
      server.app.integrations.calendar = calendar;
    }
    const summary = await api.get<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.summary('OUTLOOK_EVENT', created.body.id),
    );
    expect(summary.body.by_group.map((g) => [g.group_name, g.delivered, g.failed])).toEqual([
      ['Ward 4', 0, 2],
    ]);
    const failed = await api.get<FailedDelivery[]>(
      manager.email,
      commsDeliveriesPaths.failed(project.id),
    );
    const mine = failed.body.filter((f) => f.item_id === created.body.id);
    expect(mine).toHaveLength(2);
    const retried = await api.post<DeliverySummary>(
      manager.email,
      commsDeliveriesPaths.retry(mine[0]?.id ?? 0),
      {},
    );
    expect(retried.body).toMatchObject({ sent: 2, delivered: 2, failed: 0 });
  });
});
