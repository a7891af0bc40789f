import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementEmailPaths } from '@contract/comms/emails';
import { createTestDatabase } from '@tests/support/test-database';
import { demo, TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE } from '@tests/support/test-server';
import { buildApp } from './app';
import {
  authorizeUrl,
  formAction,
  pkcePair,
  PUBLIC_URL,
  redeemCode,
  responseParams,
  TestBrowser,
} from './auth/local-provider/test-browser';
import { generateSigningKeys, mintAccessToken } from './auth/signing-keys';
import { createTokenVerifier } from './auth/verify-token';
import { loadConfig } from './config';
import { connectRequestRole, openDatabase, requestRoleUrl, type DatabaseHandle } from './db/client';
import { DEMO_PASSWORD } from './db/seed/demo';
import { buildReplicaApp } from './replica-app';

interface Replica {
  app: FastifyInstance;
  handle: DatabaseHandle;
  dataDir: string;
  /** What the replica logged, one parsed line each (pg-boss's "job started" among them). */
  logs: Record<string, unknown>[];
}

const SCHEDULED_SUBJECT = 'Due while no replica ran';

/**
 * Two replicas made as `npm start` makes one, from their configuration and the database alone:
 * each its own data folder, pool, caches, job workers and port; the same DATABASE_URL and
 * PUBLIC_URL (the load balancer's address). No key is handed to them: the first to start makes
 * the sign-in keys in the database, the other reads them.
 */
describe('replicas started from configuration alone', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: Replica;
  let b: Replica;

  async function startReplica(port: number): Promise<Replica> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-replica-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
    });
    const handle = openDatabase(database.url, { max: 4 });
    connectRequestRole(handle, requestRoleUrl(database.url), { max: 4 });
    const logs: Record<string, unknown>[] = [];
    const stream = {
      write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>),
    };
    const app = await buildReplicaApp({
      config,
      database: handle,
      databaseUrl: database.url,
      serving: { fastify: { logger: { level: 'info', stream } } },
    });
    await app.ready();
    return { app, handle, dataDir, logs };
  }

  /**
   * An email scheduled by an earlier process and come due before the replicas start, so their
   * first schedule tick (at start) has it to send.
   */
  async function scheduleDueEmail(): Promise<void> {
    const keys = await generateSigningKeys();
    const earlier = await buildApp({
      config: { logLevel: 'silent', rateLimitPublicPerMinute: 1000, env: 'test' },
      db: database.db,
      verifyToken: createTokenVerifier(
        { mode: 'local', issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE },
        keys,
      ),
    });
    try {
      const people = await database.pool.query<{ id: number; email: string; external_id: string }>(
        'SELECT id, email, external_id FROM user_profiles WHERE email = ANY($1)',
        [[demo.manager, demo.employee]],
      );
      const person = (email: string) => people.rows.find((r) => r.email === email);
      const token = await mintAccessToken(keys, {
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
        scope: TEST_SCOPE,
        subject: {
          externalId: person(demo.manager)?.external_id ?? '',
          email: demo.manager,
          name: 'M',
        },
      });
      const call = async (url: string, payload: object) => {
        const res = await earlier.inject({
          method: 'POST',
          url: `/api/v1/${url}`,
          headers: { authorization: `Bearer ${token}` },
          payload,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ id: number }>();
      };
      const project = await call('projects/', { name: 'Scheduled before the replicas' });
      const email = await call(engagementEmailPaths.create(true), {
        project: project.id,
        subject: SCHEDULED_SUBJECT,
        receivers: [{ type: 'person', id: person(demo.employee)?.id }],
        scheduled_at: new Date(Date.now() + 3600_000).toISOString(),
      });
      await database.pool.query(
        "UPDATE comms_emails SET scheduled_at = now() - interval '5 minutes' WHERE id = $1",
        [email.id],
      );
    } finally {
      await earlier.close();
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await scheduleDueEmail();
    [a, b] = await Promise.all([startReplica(6101), startReplica(6102)]);
  }, 60_000);

  afterAll(async () => {
    for (const replica of [a, b]) {
      if (!replica) continue;
      await replica.app.close();
      await replica.handle.close();
      await rm(replica.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  });

  it('made one set of sign-in keys in the database, and both publish it', async () => {
    const stored = await database.pool.query<{ use: string }>(
      'SELECT use FROM identity_keys ORDER BY use',
    );
    expect(stored.rows.map((r) => r.use)).toEqual(['cookie', 'signing']);
    const published = await Promise.all(
      [a, b].map(async (r) => (await new TestBrowser(r.app).get('/oidc/jwks')).json<object>()),
    );
    expect(published[0]).toEqual(published[1]);
    expect(JSON.stringify(published[0])).not.toMatch(/"(d|p|q|dp|dq|qi)":/);
  });

  let accessToken = '';

  it('signs in across replicas, and each accepts the token the other issued', async () => {
    const browser = new TestBrowser(a.app);
    const { verifier, challenge } = pkcePair();
    // The sign-in page comes from A; the load balancer sends the form to B, the redirects to A.
    const start = await browser.follow(await browser.get(authorizeUrl({ challenge })));
    browser.app = b.app;
    const posted = await browser.post(formAction(start.res.body), {
      email: demo.manager,
      password: DEMO_PASSWORD,
    });
    expect(posted.statusCode).toBe(303);
    browser.app = a.app;
    const back = await browser.follow(posted);
    const code = responseParams(back.url).get('code');
    expect(code).toBeTruthy();
    // B redeems the code A issued.
    browser.app = b.app;
    const tokens = await redeemCode(browser, code ?? '', verifier);
    accessToken = tokens.access_token;
    for (const replica of [a, b]) {
      const res = await replica.app.inject({
        url: '/api/v1/get-users-profile/',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ email: string }>().email).toBe(demo.manager);
    }
  });

  it('reads on one replica what was just written on the other, through its cache', async () => {
    const call = (replica: Replica, method: 'GET' | 'POST', url: string, payload?: object) =>
      replica.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { authorization: `Bearer ${accessToken}` },
        ...(payload ? { payload } : {}),
      });
    const list = 'projects/?page_size=50';
    // B answers the list from its cache once its write listener is up.
    let cached = false;
    for (let i = 0; i < 100 && !cached; i++) {
      await call(b, 'GET', list);
      cached = (await call(b, 'GET', list)).headers['x-response-cache'] === 'hit';
      if (!cached) await sleep(50);
    }
    expect(cached).toBe(true);
    const created = await call(a, 'POST', 'projects/', { name: 'Written on A' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const detail = await call(b, 'GET', `projects/${id}/`);
    expect(detail.json()).toMatchObject({ id, name: 'Written on A' });
    // The notification of A's commit may take a moment to reach B; never its cache's lifetime.
    let listed: number[] = [];
    for (let i = 0; i < 60 && !listed.includes(id); i++) {
      const res = await call(b, 'GET', list);
      listed = res.json<{ results: { id: number }[] }>().results.map((p) => p.id);
      if (!listed.includes(id)) await sleep(50);
    }
    expect(listed).toContain(id);
  });

  it('runs a scheduled job once, on one replica, and its work happens once', async () => {
    const sent = async () =>
      (
        await database.pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM outbox_messages WHERE subject = $1',
          [SCHEDULED_SUBJECT],
        )
      ).rows[0]?.n ?? 0;
    for (let i = 0; i < 300 && (await sent()) === 0; i++) await sleep(100);
    expect(await sent()).toBe(1);

    // Both replicas' schedulers ticked; pg-boss queued one job a minute, and one replica ran each.
    const jobs = await database.pool.query<{ id: string; minute: string }>(
      "SELECT id, date_trunc('minute', created_on)::text AS minute FROM pgboss.job WHERE name = 'comms.send-due'",
    );
    expect(jobs.rows.length).toBeGreaterThan(0);
    expect(new Set(jobs.rows.map((r) => r.minute)).size).toBe(jobs.rows.length);
    const starts = [...a.logs, ...b.logs].filter(
      (l) => l.msg === 'job started' && l.job === 'comms.send-due',
    );
    const startsPerJob = new Map<unknown, number>();
    for (const s of starts) startsPerJob.set(s.id, (startsPerJob.get(s.id) ?? 0) + 1);
    expect(startsPerJob.size).toBeGreaterThan(0);
    for (const [id, count] of startsPerJob) {
      expect(jobs.rows.map((j) => j.id)).toContain(id);
      expect(count, String(id)).toBe(1);
    }
    expect(starts.length).toBeGreaterThan(0);
    await sleep(1_000);
    expect(await sent()).toBe(1);
  }, 40_000);
});
