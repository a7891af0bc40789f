import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import { activationCyclesPaths } from '@contract/leaders/activation-cycles';
import type { ActivationCycle } from '@contract/leaders/activation-cycles.schema';
import { nudgesPaths } from '@contract/leaders/nudges';
import type { Nudge } from '@contract/leaders/nudges.schema';
import { apiClient } from '@tests/support/api';
import { factories } from '@tests/support/factories';
import { dayFromToday, leaderWorld, type LeaderWorld } from '@tests/support/leaders-factories';
import { multipartBody, tinyPng } from '@tests/support/multipart';
import { useTestServer } from '@tests/support/test-server';
import { sendDueNudgesJob } from './sending';

describe('nudges', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let w: LeaderWorld;
  let cycle: ActivationCycle;
  let mgr: string;

  beforeAll(async () => {
    w = await leaderWorld(server.db, factories(server.db));
    mgr = w.people.manager.email;
    cycle = (
      await api.post<ActivationCycle>(mgr, activationCyclesPaths.create(), {
        project: w.project.id,
        name: 'Wave 1',
        start_date: dayFromToday(0),
        end_date: dayFromToday(30),
        impacted_groups: [w.groupA.id, w.groupB.id],
      })
    ).body;
  });

  async function send(
    method: 'POST' | 'PATCH',
    path: string,
    fields: Record<string, string>,
    image?: { data: Buffer; type: string; name: string },
    as = mgr,
  ) {
    const body = multipartBody(
      fields,
      image
        ? { field: 'image', filename: image.name, contentType: image.type, data: image.data }
        : undefined,
    );
    const res = await server.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { ...body.headers, authorization: `Bearer ${await server.tokenFor(as)}` },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json<Nudge & Record<string, string[]>>() };
  }

  const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
  const target = () => ({
    impacted_group: w.groupA.id,
    item_id: cycle.id,
    item_type: 'ACTIVATION_CYCLE' as const,
  });

  it('creates a nudge with an image, serves the image, and refuses what is not one', async () => {
    const made = await send(
      'POST',
      nudgesPaths.create(target()),
      {
        title: 'Town hall on Friday',
        description: 'Bring your questions',
        description_html: '<p>Bring your <strong>questions</strong><script>alert(1)</script></p>',
        button_name: 'Add to calendar',
        button_link: 'https://example.com/town-hall',
        alert_date_time: inAMinute(),
        channel: 'BOTH',
      },
      { data: tinyPng, type: 'image/png', name: 'banner.png' },
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'SCHEDULED',
      image_name: 'banner.png',
      description_html: '<p>Bring your <strong>questions</strong></p>',
      deliveries: { sent: 0, delivered: 0, opened: 0, acted: 0 },
    });
    const image = await server.app.inject({
      url: `/api/v1/${made.body.image ?? ''}`,
      headers: { authorization: `Bearer ${await server.tokenFor(w.people.leaderA.email)}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const svg = await send(
      'POST',
      nudgesPaths.create(target()),
      { title: 'Sneaky', alert_date_time: inAMinute() },
      { data: Buffer.from('<svg onload="alert(1)"></svg>'), type: 'image/png', name: 'x.png' },
    );
    expect(svg.status).toBe(400);
    expect(svg.body.image).toBeDefined();
    const past = await send('POST', nudgesPaths.create(target()), {
      title: 'Late',
      alert_date_time: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(past.body).toEqual({ alert_date_time: ['Choose a time from now on.'] });
    const leader = await send(
      'POST',
      nudgesPaths.create(target()),
      { title: 'Mine', alert_date_time: inAMinute() },
      undefined,
      w.people.leaderA.email,
    );
    expect(leader.status).toBe(403);
  });

  it('changes and removes the image, lists by item, and deletes', async () => {
    const made = await send(
      'POST',
      nudgesPaths.create({ ...target(), impacted_group: w.groupB.id }),
      {
        title: 'Demo day',
        alert_date_time: inAMinute(),
      },
    );
    expect(made.body.image).toBeNull();
    const withImage = await send(
      'PATCH',
      nudgesPaths.detail(made.body.id, true),
      { title: 'Demo day (with a picture)' },
      { data: tinyPng, type: 'image/png', name: 'demo.png' },
    );
    expect(withImage.body).toMatchObject({
      title: 'Demo day (with a picture)',
      image_name: 'demo.png',
    });
    const removed = await api.patch<Nudge>(mgr, nudgesPaths.removeImage(made.body.id), {});
    expect(removed.body.image).toBeNull();
    const forB = await api.get<Nudge[]>(
      w.people.leaderB.email,
      nudgesPaths.byItem(cycle.id, 'ACTIVATION_CYCLE'),
    );
    expect(forB.body.map((n) => n.title)).toEqual(['Demo day (with a picture)']);
    const all = await api.get<Nudge[]>(mgr, nudgesPaths.byCycle(cycle.id));
    expect(all.body.length).toBeGreaterThanOrEqual(2);
    expect((await api.delete(mgr, nudgesPaths.detail(made.body.id))).status).toBe(204);
  });

  it('goes out at its time through the job, also after a restart, exactly once', async () => {
    const made = await send('POST', nudgesPaths.create(target()), {
      title: 'Pulse survey opens',
      description: 'Two minutes, promise',
      alert_date_time: inAMinute(),
      channel: 'BOTH',
      recipients: 'BOTH',
    });
    // A fresh worker (as after a restart) finds nothing due yet…
    const job = sendDueNudgesJob(server.app.integrations).definition(server.db);
    await job.run({});
    expect(
      (await api.get<Nudge[]>(mgr, nudgesPaths.byCycle(cycle.id))).body.find(
        (n) => n.id === made.body.id,
      )?.status,
    ).toBe('SCHEDULED');
    // …and once the alert time has passed, the next tick sends it; a second tick does not resend.
    await server.db.execute(
      sql`UPDATE nudges SET alert_date_time = now() - interval '1 minute' WHERE id = ${made.body.id}`,
    );
    await sendDueNudgesJob(server.app.integrations).definition(server.db).run({});
    await job.run({});
    const sent = (await api.get<Nudge[]>(mgr, nudgesPaths.byCycle(cycle.id))).body.find(
      (n) => n.id === made.body.id,
    );
    // Finance has a leader and an employee.
    expect(sent).toMatchObject({
      status: 'SENT',
      deliveries: { sent: 2, delivered: 2, opened: 0, acted: 0 },
    });
    const teams = await api.get<OutboxPage>(w.people.manager.email, 'outbox/?channel=TEAMS');
    expect(teams.body.results.filter((m) => m.subject === 'Pulse survey opens')).toHaveLength(1);
    const mail = await api.get<OutboxPage>(w.people.manager.email, 'outbox/?channel=EMAIL');
    expect(mail.body.results.filter((m) => m.subject === 'Pulse survey opens')).toHaveLength(2);
    const locked = await send('PATCH', nudgesPaths.detail(made.body.id), { title: 'Too late' });
    expect(locked.status).toBe(409);
    // The leader opens it in their view: the funnel moves, and never past delivered.
    const opened = await api.post(w.people.leaderA.email, activationCyclesPaths.opened(cycle.id), {
      item_kind: 'NUDGE',
      item_ids: [made.body.id],
    });
    expect(opened.status).toBe(204);
    const after = (await api.get<Nudge[]>(mgr, nudgesPaths.byCycle(cycle.id))).body.find(
      (n) => n.id === made.body.id,
    );
    expect(after?.deliveries).toEqual({ sent: 2, delivered: 2, opened: 1, acted: 0 });
  });
});
