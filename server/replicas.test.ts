import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE, demo } from '@tests/support/test-server';
import { buildApp } from './app';
import { generateSigningKeys, mintAccessToken, type SigningKeys } from './auth/signing-keys';
import { createTokenVerifier } from './auth/verify-token';
import { connectRequestRole, openDatabase, requestRoleUrl, type DatabaseHandle } from './db/client';

/**
 * How long the listening replicas may trust what they cached about a caller: longer than every
 * test here, so only a write's notification can make them refuse a caller at once.
 */
const LISTENING_CALLER_TTL_MS = 600_000;
/** Longer than every test here: only a write's notification can make a cached read fresh. */
const RESPONSE_CACHE_TTL_MS = 600_000;
/** "At once": the notification's round trip, with room for a loaded machine. */
const AT_ONCE_MS = 3_000;
/** The deaf replica's caller lifetime (the backstop when notifications are not heard). */
const DEAF_CALLER_TTL_MS = 1_000;
/** The deaf replica's feature flags lifetime. */
const DEAF_FLAGS_TTL_MS = 1_000;

interface Replica {
  app: FastifyInstance;
  origin: string;
  handle: DatabaseHandle;
}

/**
 * Two servers on one database, each with its own pool and its own caches, on their own ports:
 * what a load balancer in front of two replicas gives. A write on one is read on the other at
 * once, and a deactivation or a revoked tool access made on one is refused by the other within
 * the caller cache's documented lifetime.
 */
describe('two replicas on one database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let keys: SigningKeys;
  const replicas: Replica[] = [];
  const tokens = new Map<string, string>();

  /** `listening`: hears the database's write notifications; otherwise keeps to lifetimes. */
  async function startReplica(listening: boolean): Promise<Replica> {
    const handle = openDatabase(database.url, { max: 4 });
    connectRequestRole(handle, requestRoleUrl(database.url), { max: 4 });
    const app = await buildApp({
      config: { logLevel: 'silent', rateLimitPublicPerMinute: 1000, env: 'test' },
      db: handle.db,
      ...(listening
        ? {
            writesFrom: database.url,
            responseCache: { ttlMs: RESPONSE_CACHE_TTL_MS },
            callerCacheTtlMs: LISTENING_CALLER_TTL_MS,
          }
        : { callerCacheTtlMs: DEAF_CALLER_TTL_MS, featureFlagsTtlMs: DEAF_FLAGS_TTL_MS }),
      verifyToken: createTokenVerifier(
        { mode: 'local', issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE },
        keys,
      ),
    });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, origin, handle };
  }

  async function token(email: string): Promise<string> {
    const known = tokens.get(email);
    if (known) return known;
    const row = await database.pool.query<{ external_id: string }>(
      'SELECT external_id FROM user_profiles WHERE lower(email) = lower($1)',
      [email],
    );
    const minted = await mintAccessToken(keys, {
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      scope: TEST_SCOPE,
      subject: { externalId: row.rows[0]?.external_id ?? '', email, name: email },
    });
    tokens.set(email, minted);
    return minted;
  }

  async function call(
    replica: Replica,
    email: string,
    method: string,
    path: string,
    body?: unknown,
  ) {
    const res = await fetch(`${replica.origin}/api/v1/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await token(email)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: res.status,
      cached: res.headers.get('x-response-cache') === 'hit',
      body: (await res.json().catch(() => undefined)) as unknown,
    };
  }

  /** Polls until `done` holds; the time it took, or Infinity if it did not within `limitMs`. */
  async function msUntil(done: () => Promise<boolean>, limitMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      if (await done()) return Date.now() - started;
      await sleep(50);
    }
    return Infinity;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    keys = await generateSigningKeys();
    // A and B hear every write; C does not (its notifications are down for good).
    replicas.push(await startReplica(true), await startReplica(true), await startReplica(false));
  });
  afterAll(async () => {
    for (const replica of replicas) {
      await replica.app.close();
      await replica.handle.close();
    }
    await database.drop();
  });

  /** Polls (at most 5 s) until `done` holds; whether it did. */
  async function eventually(done: () => Promise<boolean>): Promise<boolean> {
    return (await msUntil(done, 5_000)) < Infinity;
  }

  it('reads on one replica what was just written on the other, through its cache', async () => {
    const [a, b] = replicas as [Replica, Replica];
    expect(a.origin).not.toBe(b.origin);
    const list = 'projects/?page_size=50';
    // Both caches start once their write listeners are up; then B answers the list from memory.
    expect(
      await eventually(async () => {
        await call(b, demo.manager, 'GET', list);
        return (await call(b, demo.manager, 'GET', list)).cached;
      }),
    ).toBe(true);
    const created = await call(a, demo.manager, 'POST', 'projects/', { name: 'Written on A' });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const read = await call(b, demo.manager, 'GET', `projects/${id}/`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, name: 'Written on A' });
    const listed = await call(b, demo.manager, 'GET', list);
    expect(listed.cached).toBe(false);
    expect((listed.body as { results: { id: number }[] }).results.map((p) => p.id)).toContain(id);

    // A write with owner rights (a job, the seed) reaches every replica's cache as well.
    expect((await call(a, demo.manager, 'GET', `projects/${id}/`)).cached).toBe(false);
    expect((await call(a, demo.manager, 'GET', `projects/${id}/`)).cached).toBe(true);
    await database.pool.query("UPDATE projects SET name = 'Renamed by a job' WHERE id = $1", [id]);
    expect(
      await eventually(async () => {
        const again = await call(a, demo.manager, 'GET', `projects/${id}/`);
        return (again.body as { name: string }).name === 'Renamed by a job';
      }),
    ).toBe(true);
  }, 30_000);

  it('stops serving from its cache while it cannot hear writes, and resumes', async () => {
    const [a] = replicas as [Replica, Replica];
    const path = 'projects/get_projects_for_user/';
    await call(a, demo.manager, 'GET', path);
    expect((await call(a, demo.manager, 'GET', path)).cached).toBe(true);
    // PostgreSQL ends the listening connections (what a database restart does).
    await database.pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'changecraft-writes'",
    );
    expect(await eventually(async () => !(await call(a, demo.manager, 'GET', path)).cached)).toBe(
      true,
    );
    // It reconnects with backoff, and caches again.
    expect(
      await eventually(async () => {
        await call(a, demo.manager, 'GET', path);
        return (await call(a, demo.manager, 'GET', path)).cached;
      }),
    ).toBe(true);
  }, 30_000);

  it('keeps a report asked by POST by its question until a write, without a read dropping it', async () => {
    const [a, b] = replicas as [Replica, Replica];
    const dashboard = 'portfolio-dashboard/get_portfolio_dashboard_data/';
    const weekly = { filters: { granularity: 'week' } };
    type Board = { totals: { projects: number } };
    expect(
      await eventually(async () => {
        await call(a, demo.office, 'POST', dashboard, weekly);
        return (await call(a, demo.office, 'POST', dashboard, weekly)).cached;
      }),
    ).toBe(true);
    // Another question is another answer.
    const monthly = await call(a, demo.office, 'POST', dashboard, {
      filters: { granularity: 'month' },
    });
    expect(monthly).toMatchObject({ status: 200, cached: false });
    // Reports asked by POST write nothing: the cached projects list and dashboard stay.
    const list = 'projects/?page_size=50';
    await call(a, demo.office, 'GET', list);
    expect((await call(a, demo.office, 'POST', 'get_change_go_live_heatmap/', weekly)).status).toBe(
      200,
    );
    expect((await call(a, demo.office, 'GET', list)).cached).toBe(true);
    // Nor does the deck export's status poll (a POST every 10 s while /portfolio is open).
    expect(
      (await call(a, demo.office, 'POST', 'organisation/get_export_pptx_status/')).status,
    ).toBe(200);
    const before = await call(a, demo.office, 'POST', dashboard, weekly);
    expect(before.cached).toBe(true);
    // A write on the other replica drops it.
    expect((await call(b, demo.manager, 'POST', 'projects/', { name: 'Counted' })).status).toBe(
      201,
    );
    expect(
      await eventually(async () => {
        const after = await call(a, demo.office, 'POST', dashboard, weekly);
        return (
          !after.cached &&
          (after.body as Board).totals.projects === (before.body as Board).totals.projects + 1
        );
      }),
    ).toBe(true);
  }, 30_000);

  it('refuses a person deactivated on another replica at once, and within the lifetime when deaf', async () => {
    const [a, b, c] = replicas as [Replica, Replica, Replica];
    const path = 'projects/get_projects_for_user/';
    // B and C have the employee cached as active.
    expect((await call(b, demo.employee, 'GET', path)).status).toBe(200);
    expect((await call(c, demo.employee, 'GET', path)).status).toBe(200);
    const profile = await database.pool.query<{ id: number }>(
      'SELECT id FROM user_profiles WHERE email = $1',
      [demo.employee],
    );
    const deactivated = await call(a, demo.admin, 'PATCH', 'deactivate-user/', {
      user_id: profile.rows[0]?.id,
      is_active: false,
    });
    expect(deactivated.status).toBe(200);
    const refused = (r: Replica) => async () =>
      (await call(r, demo.employee, 'GET', path)).status === 403;
    // At once on the replica that made the change, and on the one that heard it…
    expect(await refused(a)()).toBe(true);
    expect(await msUntil(refused(b), AT_ONCE_MS)).toBeLessThan(AT_ONCE_MS);
    // …and within its caller lifetime on the one that hears no writes, never later.
    expect(await msUntil(refused(c), DEAF_CALLER_TTL_MS * 3)).toBeLessThanOrEqual(
      DEAF_CALLER_TTL_MS + 500,
    );
  }, 30_000);

  it('refuses a tool access revoked on another replica at once, and within the lifetime when deaf', async () => {
    const [a, b, c] = replicas as [Replica, Replica, Replica];
    const settings = 'organisation/get_sync_leader_exclusion_list/';
    const setAdminRoles = async (roles: string[]) =>
      (
        await call(a, demo.admin, 'PATCH', 'organisation/update_tool_access_settings/', {
          admin_roles: roles,
        })
      ).status;
    const status = (r: Replica) => async () => (await call(r, demo.office, 'GET', settings)).status;
    // The office has no tool access, and B and C have it cached so.
    expect(await status(b)()).toBe(403);
    expect(await status(c)()).toBe(403);
    expect(await setAdminRoles(['ADMIN', 'CHANGE_OFFICE'])).toBe(200);
    // Granted on A; B hears it at once, C within its lifetime; both then cache the grant.
    expect(await msUntil(async () => (await status(b)()) === 200, AT_ONCE_MS)).toBeLessThan(
      AT_ONCE_MS,
    );
    expect(
      await msUntil(async () => (await status(c)()) === 200, DEAF_CALLER_TTL_MS * 3),
    ).toBeLessThanOrEqual(DEAF_CALLER_TTL_MS + 500);

    expect(await setAdminRoles(['ADMIN'])).toBe(200);
    expect(await status(a)()).toBe(403);
    expect(await msUntil(async () => (await status(b)()) === 403, AT_ONCE_MS)).toBeLessThan(
      AT_ONCE_MS,
    );
    expect(
      await msUntil(async () => (await status(c)()) === 403, DEAF_CALLER_TTL_MS * 3),
    ).toBeLessThanOrEqual(DEAF_CALLER_TTL_MS + 500);
  }, 30_000);

  it('turns a feature off on another replica at once, and within the lifetime when deaf', async () => {
    const [a, b, c] = replicas as [Replica, Replica, Replica];
    const gated = 'custom-tools/';
    const flags = (await call(a, demo.admin, 'GET', 'feature-flags/')).body as {
      id: number;
      name: string;
    }[];
    const toolkit = flags.find((f) => f.name === 'toolkit');
    expect(toolkit).toBeDefined();
    const setToolkit = async (enabled: boolean) =>
      (await call(a, demo.admin, 'PATCH', `feature-flags/${toolkit?.id}/`, { enabled })).status;
    const status = (r: Replica) => async () => (await call(r, demo.manager, 'GET', gated)).status;
    expect(await setToolkit(true)).toBe(200);
    // B and C have the flags cached with the toolkit on.
    expect(await msUntil(async () => (await status(b)()) === 200, AT_ONCE_MS)).toBeLessThan(
      AT_ONCE_MS,
    );
    expect(
      await msUntil(async () => (await status(c)()) === 200, DEAF_FLAGS_TTL_MS * 3),
    ).toBeLessThan(Infinity);
    expect(await setToolkit(false)).toBe(200);
    const started = Date.now();
    expect(await status(a)()).toBe(403);
    // Well before the flags' lifetime on B: only the notification can have done it.
    expect(await msUntil(async () => (await status(b)()) === 403, AT_ONCE_MS)).toBeLessThan(
      AT_ONCE_MS,
    );
    // C cached the flags before the change: it refuses once they are that old, never later.
    expect(
      await msUntil(async () => (await status(c)()) === 403, DEAF_FLAGS_TTL_MS * 3),
    ).toBeLessThan(Infinity);
    expect(Date.now() - started).toBeLessThanOrEqual(DEAF_FLAGS_TTL_MS + 500);
    expect(await setToolkit(true)).toBe(200);
  }, 30_000);
});
