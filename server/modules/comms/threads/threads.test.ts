import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commsDeliveriesPaths } from '../../../../contract/comms/deliveries';
import type { DeliverySummary } from '../../../../contract/comms/deliveries.schema';
import { threadsPaths } from '../../../../contract/comms/threads';
import type { Thread, ThreadDetail } from '../../../../contract/comms/threads.schema';
import type { OutboxPage } from '../../../../contract/integrations/outbox.schema';
import type { FieldErrors } from '../../../../contract/shared/common.schema';
import { apiClient, seededId, seededProjects } from '../../../../tests/support/api';
import { multipartBody, tinyPng } from '../../../../tests/support/multipart';
import { demo, useTestServer } from '../../../../tests/support/test-server';
import { sendDueCommsJob } from '../comms-jobs';

describe('announcements and threads', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let epr: number;
  let employee: number;
  let leader: number;
  beforeAll(async () => {
    epr = await seededId(server, 'projects', seededProjects.epr);
    employee = await seededId(server, 'user_profiles', demo.employee);
    leader = await seededId(server, 'user_profiles', demo.leader);
  });

  async function postAnnouncement(
    as: string,
    fields: Record<string, unknown>,
    options: {
      isSend?: boolean;
      image?: { filename: string; contentType: string; data: Buffer };
    } = {},
  ) {
    const body = multipartBody(
      { payload: JSON.stringify(fields) },
      options.image ? { field: 'image', ...options.image } : undefined,
    );
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v1/${threadsPaths.createAnnouncement(options.isSend ?? false, Boolean(options.image))}`,
      headers: { ...(await server.authAs(as)), ...body.headers },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() as ThreadDetail & FieldErrors };
  }

  it('sends an announcement with an image to its receivers, who read, like and reply; the figures add up', async () => {
    const created = await postAnnouncement(
      demo.manager,
      {
        title: 'New rota from Monday',
        description: '<p onclick="x()">Read <strong>this</strong><script>alert(1)</script></p>',
        project: epr,
        receivers: [{ type: 'person', id: employee }],
        pinned: true,
      },
      { isSend: true, image: { filename: 'rota.png', contentType: 'image/png', data: tinyPng } },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'ANNOUNCEMENT',
      status: 'SENT',
      description: '<p>Read <strong>this</strong></p>',
      pinned: true,
      image_name: 'rota.png',
      receivers: [{ type: 'person', id: employee, name: 'Emma Employee' }],
      delivery: { recipients: 1, sent: 1, delivered: 1, opened: 0, acted: 0, failed: 0 },
    });
    const id = created.body.id;

    // The Teams notification went through the port's local default.
    const outbox = await api.get<OutboxPage>(demo.employee, 'outbox/?channel=TEAMS');
    expect(outbox.body.results[0]?.subject).toBe('New rota from Monday');
    // It opens the project's feed at the announcement, counted as a view from the notification.
    expect(outbox.body.results[0]?.body_html).toContain(
      `/projects/${epr}/comms/announcements?announcement=${id}&amp;from=notification`,
    );

    const feed = await api.get<Thread[]>(
      demo.employee,
      threadsPaths.list({ announcementsOnly: true }),
    );
    expect(feed.body.map((t) => t.id)).toContain(id);
    expect(feed.body.find((t) => t.id === id)?.delivery).toBeNull();
    // The leader was not a receiver: not in their feed, and 404 by id.
    const leaderFeed = await api.get<Thread[]>(demo.leader, threadsPaths.list());
    expect(leaderFeed.body.map((t) => t.id)).not.toContain(id);
    expect((await api.get(demo.leader, threadsPaths.detail(id))).status).toBe(404);
    expect((await api.get(demo.otherAdmin, threadsPaths.detail(id))).status).toBe(404);

    const image = await server.app.inject({
      url: `/api/v1/${threadsPaths.image(id)}`,
      headers: await server.authAs(demo.employee),
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(tinyPng)).toBe(true);

    await api.get(demo.employee, threadsPaths.detail(id));
    let summary = await api.get<DeliverySummary>(
      demo.manager,
      commsDeliveriesPaths.summary('ANNOUNCEMENT', id),
    );
    expect(summary.body).toMatchObject({ recipients: 1, delivered: 1, opened: 1, acted: 0 });

    const liked = await api.patch<Thread>(demo.employee, threadsPaths.toggleLike(id), {});
    expect(liked.body).toMatchObject({ likes_count: 1, liked_by_me: true });
    const replied = await api.patch<ThreadDetail>(demo.employee, threadsPaths.addMessage(id), {
      body: 'Thanks, clear.',
    });
    expect(replied.body.messages).toEqual([
      expect.objectContaining({
        body: 'Thanks, clear.',
        author: expect.objectContaining({ id: employee }),
      }),
    ]);
    summary = await api.get<DeliverySummary>(
      demo.manager,
      commsDeliveriesPaths.summary('ANNOUNCEMENT', id),
    );
    expect(summary.body).toMatchObject({
      recipients: 1,
      delivered: 1,
      opened: 1,
      acted: 1,
      failed: 0,
    });
    expect(summary.body.by_group).toEqual([
      expect.objectContaining({ group: null, group_name: 'Named people', acted: 1 }),
    ]);
    const unliked = await api.patch<Thread>(demo.employee, threadsPaths.toggleLike(id), {});
    expect(unliked.body).toMatchObject({ likes_count: 0, liked_by_me: false });

    const csv = await server.app.inject({
      url: `/api/v1/${commsDeliveriesPaths.csv('ANNOUNCEMENT', id)}`,
      headers: await server.authAs(demo.manager),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toMatch(
      /^Emma Employee,employee@demo\.changecraft\.test,,.+Z,.+Z,.+Z,.+Z,,,$/,
    );
    // Employees do not read delivery figures.
    expect(
      (await api.get(demo.employee, commsDeliveriesPaths.summary('ANNOUNCEMENT', id))).status,
    ).toBe(403);
  });

  it('keeps a scheduled announcement back until its time, then the job sends it (also after a restart)', async () => {
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const created = await postAnnouncement(
      demo.manager,
      {
        title: 'Town hall',
        project: epr,
        receivers: [{ type: 'person', id: leader }],
        send_date: later,
      },
      { isSend: true },
    );
    expect(created.body).toMatchObject({ status: 'SCHEDULED', sent_at: null });
    const id = created.body.id;
    expect((await api.get(demo.leader, threadsPaths.detail(id))).status).toBe(404);
    // Nothing is due yet.
    await sendDueCommsJob(server.app.integrations).definition(server.db).run({});
    expect((await api.get(demo.leader, threadsPaths.detail(id))).status).toBe(404);
    // Its time comes (the schedule is a row, so a fresh process finds it the same way).
    await server.db.execute(
      sql`UPDATE comms_threads SET send_date = now() - interval '1 second' WHERE id = ${id}`,
    );
    // Two ticks at once (two workers): one sends it, the other skips the row it is sending.
    const job = sendDueCommsJob(server.app.integrations).definition(server.db);
    await Promise.all([job.run({}), job.run({})]);
    const notified = await api.get<OutboxPage>(demo.manager, 'outbox/?channel=TEAMS');
    expect(notified.body.results.filter((m) => m.subject === 'Town hall')).toHaveLength(1);
    const read = await api.get<ThreadDetail>(demo.leader, threadsPaths.detail(id));
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('SENT');
    // Sending again is a no-op: one delivery per person.
    await sendDueCommsJob(server.app.integrations).definition(server.db).run({});
    const summary = await api.get<DeliverySummary>(
      demo.manager,
      commsDeliveriesPaths.summary('ANNOUNCEMENT', id),
    );
    expect(summary.body.recipients).toBe(1);
  });

  it('expires pins on their own and removes images', async () => {
    const created = await postAnnouncement(
      demo.manager,
      {
        title: 'Pinned briefly',
        project: epr,
        pinned: true,
        pin_expiry: new Date(Date.now() + 60_000).toISOString(),
      },
      { image: { filename: 'a.png', contentType: 'image/png', data: tinyPng } },
    );
    expect(created.body).toMatchObject({ status: 'DRAFT', pinned: true });
    await server.db.execute(
      sql`UPDATE comms_threads SET pin_expiry = now() - interval '1 minute' WHERE id = ${created.body.id}`,
    );
    const read = await api.get<ThreadDetail>(demo.manager, threadsPaths.detail(created.body.id));
    expect(read.body.pinned).toBe(false);
    const removed = await api.patch<ThreadDetail>(
      demo.manager,
      threadsPaths.removeImage(created.body.id),
      {},
    );
    expect(removed.body).toMatchObject({ image_name: null, image_url: null });
    expect((await api.delete(demo.manager, threadsPaths.detail(created.body.id))).status).toBe(204);
  });

  it('refuses bad input with field messages, SVG images, and announcements from employees', async () => {
    const empty = await postAnnouncement(
      demo.manager,
      { title: '', project: epr },
      { isSend: true },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.title).toEqual(['Give it a title.']);
    const noReceivers = await postAnnouncement(
      demo.manager,
      { title: 'Hi', project: epr },
      { isSend: true },
    );
    expect(noReceivers.body.receivers).toEqual(['Choose who receives this announcement.']);
    const svg = await postAnnouncement(
      demo.manager,
      { title: 'Logo', project: epr },
      {
        image: {
          filename: 'logo.png',
          contentType: 'image/png',
          data: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        },
      },
    );
    expect(svg.status).toBe(400);
    expect(svg.body.image?.[0]).toMatch(/Choose a PNG|SVG/);
    const stranger = await postAnnouncement(
      demo.manager,
      { title: 'Hi', project: epr, receivers: [{ type: 'person', id: 999999 }] },
      { isSend: true },
    );
    expect(stranger.body.receivers).toEqual(['Choose people of your organisation from the list.']);
    const byEmployee = await postAnnouncement(demo.employee, { title: 'Hi' });
    expect(byEmployee.status).toBe(403);
  });

  it('lets anyone raise feedback on a project they see, and writers post on behalf of the change team', async () => {
    const feedback = await api.post<ThreadDetail>(demo.employee, threadsPaths.create(), {
      type: 'FEEDBACK',
      title: 'The new form is slow',
    });
    expect(feedback.status).toBe(201);
    expect(feedback.body).toMatchObject({
      type: 'FEEDBACK',
      can_edit: true,
      author: { id: employee },
    });
    expect(
      (
        await api.post(demo.employee, threadsPaths.create({ onBehalf: true }), {
          type: 'ISSUE',
          title: 'x',
        })
      ).status,
    ).toBe(403);
    const onBehalf = await api.post<ThreadDetail>(
      demo.manager,
      threadsPaths.create({ onBehalf: true }),
      {
        type: 'ISSUE',
        title: 'Known issue with logins',
        project: epr,
      },
    );
    expect(onBehalf.body).toMatchObject({ on_behalf: true, author: null });
    const updated = await api.patch<ThreadDetail>(
      demo.employee,
      threadsPaths.update(feedback.body.id),
      {
        type: 'FEEDBACK',
        title: 'The new form is slow on Mondays',
      },
    );
    expect(updated.body.title).toBe('The new form is slow on Mondays');
    expect(
      (await api.patch(demo.leader, threadsPaths.update(feedback.body.id), { title: 'x' })).status,
    ).toBe(404);
  });
});
