import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementEmailPaths } from '@contract/comms/emails';
import type { EngagementEmail } from '@contract/comms/emails.schema';
import { threadsPaths } from '@contract/comms/threads';
import type { ThreadDetail } from '@contract/comms/threads.schema';
import { yammerPostPaths } from '@contract/comms/yammer-posts';
import type { YammerPost } from '@contract/comms/yammer-posts.schema';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';
import { createIntegrations } from '../../integrations/integrations';
import { commsJobs } from './comms-jobs';

/**
 * A schedule is a row with a time, nothing held in a process: an announcement, an email and a
 * Viva Engage post scheduled through one app go out from the jobs of another, built afresh on
 * the same database (a restart), once each, even when two workers tick at the same moment.
 */
describe('scheduled sends across a restart', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let manager: MadeUser;
  let employee: MadeUser;
  let project: { id: number };

  beforeAll(async () => {
    const make = factories(server.db);
    const org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    project = await make.project(org, { team: [manager] });
  });

  it('sends what came due while the first process was gone, once, from a fresh one', async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    const to = [{ type: 'person', id: employee.id }];
    const thread = await api.post<ThreadDetail>(
      manager.email,
      threadsPaths.createAnnouncement(true, false),
      { title: 'Night shift briefing', project: project.id, receivers: to, send_date: later },
    );
    const email = await api.post<EngagementEmail>(
      manager.email,
      engagementEmailPaths.create(true),
      { project: project.id, subject: 'Night shift reminder', receivers: to, scheduled_at: later },
    );
    const post = await api.post<YammerPost>(manager.email, yammerPostPaths.create, {
      project: project.id,
      subject: 'Night shift questions',
      body: 'Ask here',
      communities: ['all-company'],
      send_by: later,
      is_draft: false,
    });
    expect([thread.body.status, email.body.status, post.body.status]).toEqual([
      'SCHEDULED',
      'SCHEDULED',
      'SCHEDULED',
    ]);

    // The restarted process: its own adapters and job definitions, the same database.
    const fresh = await createIntegrations(server.db, {
      dataDir: await mkdtemp(path.join(tmpdir(), 'changecraft-restart-')),
      publicUrl: 'https://localhost',
      mailFrom: 'Changecraft <no-reply@changecraft.local>',
    });
    const [job] = commsJobs({ db: server.db, integrations: fresh });
    if (!job) throw new Error('the comms job is defined');
    await job.run({});
    const sentNames = async () =>
      (await api.get<OutboxPage>(manager.email, 'outbox/')).body.results
        .map((m) => m.subject)
        .filter((s) => s.startsWith('Night shift'))
        .sort();
    expect(await sentNames()).toEqual([]);

    // Their time came while nothing ran.
    await server.db.execute(
      sql`UPDATE comms_threads SET send_date = now() - interval '5 minutes' WHERE id = ${thread.body.id}`,
    );
    await server.db.execute(
      sql`UPDATE comms_emails SET scheduled_at = now() - interval '5 minutes' WHERE id = ${email.body.id}`,
    );
    await server.db.execute(
      sql`UPDATE comms_yammer_posts SET send_by = now() - interval '5 minutes' WHERE id = ${post.body.id}`,
    );
    await Promise.all([job.run({}), job.run({})]);
    expect(await sentNames()).toEqual([
      'Night shift briefing',
      'Night shift questions',
      'Night shift reminder',
    ]);
    const read = await api.get<YammerPost>(manager.email, yammerPostPaths.detail(post.body.id));
    expect(read.body).toMatchObject({ status: 'SENT', delivery: { sent: 1, delivered: 1 } });
    await job.run({});
    expect(await sentNames()).toHaveLength(3);
  });
});
