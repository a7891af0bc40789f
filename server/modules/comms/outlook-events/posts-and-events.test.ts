import { beforeAll, describe, expect, it } from 'vitest';
import { outlookEventPaths } from '@contract/comms/outlook-events';
import type { OutlookEvent } from '@contract/comms/outlook-events.schema';
import { yammerPostPaths } from '@contract/comms/yammer-posts';
import type { YammerCommunity, YammerPost } from '@contract/comms/yammer-posts.schema';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import type { FieldErrors } from '@contract/shared/common.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeOrganisation, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

/**
 * Viva Engage posts and Outlook events through their ports' local defaults: a post is published
 * only when it is not a draft and names a community; an event invites its attendees with an
 * `.ics`, and the suggested times avoid the meetings people already have.
 */
describe('Viva Engage posts and Outlook events', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let org: MadeOrganisation;
  let manager: MadeUser;
  let employee: MadeUser;
  let leader: MadeUser;
  let project: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    leader = await make.user(org, { role: 'LEADER' });
    project = await make.project(org, { team: [manager] });
  });

  it('keeps a post as a draft, refuses to publish without a community, then publishes once', async () => {
    const communities = await api.get<YammerCommunity[]>(
      manager.email,
      yammerPostPaths.communities,
    );
    expect(communities.status).toBe(200);
    const community = communities.body[0];
    expect(community).toBeDefined();

    const draft = await api.post<YammerPost>(manager.email, yammerPostPaths.create, {
      project: project.id,
      subject: 'Go-live week',
      body: 'What changes on Monday',
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ is_draft: true, status: 'DRAFT', communities: [] });

    const noCommunity = await api.patch<FieldErrors>(
      manager.email,
      yammerPostPaths.detail(draft.body.id),
      {
        project: project.id,
        subject: 'Go-live week',
        body: 'What changes on Monday',
        is_draft: false,
      },
    );
    expect(noCommunity.status).toBe(400);
    expect(noCommunity.body.communities).toEqual(['Choose at least one community.']);

    const published = await api.patch<YammerPost>(
      manager.email,
      yammerPostPaths.detail(draft.body.id),
      {
        project: project.id,
        subject: 'Go-live week',
        body: 'What changes on Monday',
        communities: [community?.id],
        is_draft: false,
      },
    );
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'SENT', is_draft: false });
    const outbox = await api.get<OutboxPage>(manager.email, 'outbox/?channel=VIVA_ENGAGE');
    expect(outbox.body.results.filter((m) => m.subject === 'Go-live week')).toHaveLength(1);

    expect(
      (
        await api.post(employee.email, yammerPostPaths.create, {
          project: project.id,
          subject: 'Mine',
          body: 'Hello',
        })
      ).status,
    ).toBe(404);
    const listed = await api.get<YammerPost[]>(manager.email, yammerPostPaths.list(project.id));
    expect(listed.body.map((p) => p.id)).toEqual([draft.body.id]);
    expect((await api.delete(manager.email, yammerPostPaths.detail(draft.body.id))).status).toBe(
      204,
    );
  });

  it('invites attendees with an .ics, refuses an event that ends before it starts, and suggests free times', async () => {
    // A weekday next week: the local calendar offers working hours on weekdays only.
    const day = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    day.setUTCHours(9, 0, 0, 0);
    const at = (hour: number) => new Date(day.getTime() + (hour - 9) * 3600 * 1000).toISOString();

    const backwards = await api.post<FieldErrors>(manager.email, outlookEventPaths.create, {
      project: project.id,
      subject: 'Drop-in',
      start: at(11),
      end: at(10),
      attendees: [{ type: 'person', id: employee.id }],
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.end).toEqual(['It must end after it starts.']);

    const created = await api.post<OutlookEvent>(manager.email, outlookEventPaths.create, {
      project: project.id,
      subject: 'Training drop-in',
      location: 'Room 4',
      start: at(9),
      end: at(10),
      time_zone: 'Europe/London',
      attendees: [{ type: 'person', id: employee.id }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sent: true, attendees: [{ id: employee.id }] });
    const invites = await api.get<OutboxPage>(employee.email, 'outbox/?channel=OUTLOOK_EVENT');
    const invite = invites.body.results[0];
    expect(invite?.subject).toBe('Training drop-in');
    expect(invite?.raw_file_name).toMatch(/\.ics$/);

    // The employee is busy 9–10 now; the leader is free all day.
    const slots = await api.post<{ start: string; end: string }[]>(
      manager.email,
      outlookEventPaths.suggestedTimeSlots,
      {
        attendees: [
          { type: 'person', id: employee.id },
          { type: 'person', id: leader.id },
        ],
        start: at(9),
        end: at(12),
        duration_minutes: 60,
      },
    );
    expect(slots.status).toBe(200);
    expect(slots.body.length).toBeGreaterThan(0);
    for (const slot of slots.body) {
      expect(new Date(slot.start).getTime()).toBeGreaterThanOrEqual(new Date(at(10)).getTime());
    }
    const who = await api.post<{ person: { id: number }; available: boolean }[]>(
      manager.email,
      outlookEventPaths.allocatedTimeResults,
      {
        attendees: [
          { type: 'person', id: employee.id },
          { type: 'person', id: leader.id },
        ],
        start: at(9),
        end: at(10),
      },
    );
    expect(Object.fromEntries(who.body.map((r) => [r.person.id, r.available]))).toEqual({
      [employee.id]: false,
      [leader.id]: true,
    });
    expect(
      (
        await api.post(employee.email, outlookEventPaths.suggestedTimeSlots, {
          attendees: [{ type: 'person', id: leader.id }],
          start: at(9),
          end: at(12),
        })
      ).status,
    ).toBe(403);
  });

  it('sends an update of an event as the next sequence, and finds rooms already used', async () => {
    const day = new Date(Date.now() + 14 * 24 * 3600 * 1000);
    day.setUTCHours(13, 0, 0, 0);
    const at = (hour: number) => new Date(day.getTime() + (hour - 13) * 3600 * 1000).toISOString();
    const event = {
      project: project.id,
      subject: 'Go-live huddle',
      location: 'Atrium meeting room',
      start: at(13),
      end: at(14),
      time_zone: 'Europe/London',
      attendees: [{ type: 'person' as const, id: employee.id }],
    };
    const created = await api.post<OutlookEvent>(manager.email, outlookEventPaths.create, event);
    expect(created.status).toBe(201);
    const moved = await api.patch<OutlookEvent>(
      manager.email,
      outlookEventPaths.detail(created.body.id),
      { ...event, location: 'Boardroom', start: at(15), end: at(16) },
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ location: 'Boardroom', start: at(15) });
    // Someone not running the project cannot move it.
    expect(
      (await api.patch(employee.email, outlookEventPaths.detail(created.body.id), event)).status,
    ).toBe(404);

    // The attendee's calendar gets the same event again, one sequence later.
    const invites = (
      await api.get<OutboxPage>(employee.email, 'outbox/?channel=OUTLOOK_EVENT')
    ).body.results.filter((m) => m.subject === 'Go-live huddle');
    expect(invites).toHaveLength(2);
    const latest = invites[0];
    const ics = await server.app.inject({
      method: 'GET',
      url: `/api/v1/outbox/${latest?.id ?? 0}/raw/`,
      headers: await server.authAs(employee.email),
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('SEQUENCE:1');
    expect(ics.body).toContain('LOCATION:Boardroom');

    // Rooms used before are offered, ten a page at most; only writers search them.
    const rooms = await api.get<string[]>(manager.email, outlookEventPaths.locations('room'));
    expect(rooms.status).toBe(200);
    expect(rooms.body).toEqual(expect.arrayContaining(['Atrium meeting room', 'Boardroom']));
    expect(rooms.body.length).toBeLessThanOrEqual(10);
    expect((await api.get(employee.email, outlookEventPaths.locations('room'))).status).toBe(403);
  });
});
