import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE, demo } from '@tests/support/test-server';
import { buildApp } from './app';
import { generateSigningKeys, mintAccessToken } from './auth/signing-keys';
import { createTokenVerifier } from './auth/verify-token';
import { connectRequestRole, openDatabase, requestRoleUrl, type DatabaseHandle } from './db/client';

/** Writes held in flight when the stop begins, each on a connection of the request pool. */
const IN_FLIGHT = 4;

/**
 * Ctrl-C (server/main.ts) closes the app first, then the database connections, then the
 * database. Closing the app must let the writes already being handled finish and answer, and
 * only then let the connections go: a stop during a write loses nothing and half-writes nothing.
 * The writes are held in flight by a lock on the projects table until the stop has begun. Their
 * connections must end with their answers, or the stop waits for the keep-alive timeout (72 s,
 * longer than this test may take).
 */
describe('stopping the server while writes are in flight', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let origin: string;
  let token: string;
  let stopped = false;

  beforeAll(async () => {
    database = await createTestDatabase();
    const keys = await generateSigningKeys();
    handle = openDatabase(database.url, { max: IN_FLIGHT + 2 });
    connectRequestRole(handle, requestRoleUrl(database.url), { max: IN_FLIGHT + 2 });
    app = await buildApp({
      config: { logLevel: 'silent', rateLimitPublicPerMinute: 1000, env: 'test' },
      db: handle.db,
      verifyToken: createTokenVerifier(
        { mode: 'local', issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE },
        keys,
      ),
    });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const row = await database.pool.query<{ external_id: string }>(
      'SELECT external_id FROM user_profiles WHERE lower(email) = lower($1)',
      [demo.manager],
    );
    token = await mintAccessToken(keys, {
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      scope: TEST_SCOPE,
      subject: { externalId: row.rows[0]?.external_id ?? '', email: demo.manager, name: 'M' },
    });
  });
  afterAll(async () => {
    if (!stopped) {
      await app.close();
      await handle.close();
    }
    await database.drop();
  });

  it('answers every write it was handling, and every answered write is whole', async () => {
    // Someone else holds the projects table: the writes wait inside their transactions.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE projects IN EXCLUSIVE MODE');

    let stopBegan = 0;
    const writes = Array.from({ length: IN_FLIGHT }, (_, i) =>
      fetch(`${origin}/api/v1/projects/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Written while stopping ${i + 1}` }),
      }).then(
        async (res) => ({
          status: res.status,
          id: ((await res.json().catch(() => ({}))) as { id?: number }).id,
          answeredAt: Date.now(),
        }),
        (err: unknown) => ({ status: 0, id: undefined, answeredAt: Date.now(), err }),
      ),
    );
    // Every write is inside the database, waiting for the lock.
    for (let waited = 0; waited < 20_000; waited += 50) {
      const waiting = await database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE c.relname = 'projects' AND NOT l.granted`,
      );
      if ((waiting.rows[0]?.n ?? 0) >= IN_FLIGHT) break;
      await sleep(50);
    }

    // Ctrl-C: the app closes first (main.ts), while the writes are still waiting.
    stopBegan = Date.now();
    const closing = app.close();
    await sleep(300);
    await blocker.query('COMMIT');
    await blocker.end();
    await closing;
    // Then the connections go, as main.ts does next.
    await handle.close();
    stopped = true;

    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(201));
    // They were answered after the stop began: the stop waited for them.
    expect(answers.every((a) => a.answeredAt >= stopBegan)).toBe(true);

    const ids = answers.flatMap((a) => (a.id === undefined ? [] : [a.id]));
    const written = await database.pool.query<{ id: number; team: number }>(
      `SELECT p.id, (SELECT count(*)::int FROM project_team_members m WHERE m.project_id = p.id) AS team
         FROM projects p WHERE p.id = ANY($1::int[])`,
      [ids],
    );
    // Nothing lost, and each project whole: its creator is on its team.
    expect(written.rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(written.rows.every((r) => r.team > 0)).toBe(true);
  }, 60_000);
});
