import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demo,
  TEST_AUDIENCE,
  TEST_ISSUER,
  TEST_SCOPE,
  useTestServer,
} from '@tests/support/test-server';
import { buildApp } from '../app';
import { createTokenVerifier } from '../auth/verify-token';

// Issue 10 §3: what every signed-in answer promises, whatever the route.
describe('API posture', () => {
  const server = useTestServer();
  let limited: FastifyInstance;

  beforeAll(async () => {
    limited = await buildApp({
      config: {
        logLevel: 'silent',
        rateLimitPublicPerMinute: 1000,
        rateLimitApiPerMinute: 3,
        env: 'test',
      },
      db: server.db,
      verifyToken: createTokenVerifier(
        { mode: 'local', issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE },
        server.keys,
      ),
    });
    await limited.ready();
  });
  afterAll(() => limited?.close());

  it('tells every cache not to keep an API answer, successful or not', async () => {
    const headers = await server.authAs(demo.admin);
    for (const url of ['/api/v1/projects/', '/api/v1/projects/999999/', '/api/v1/organisation/']) {
      const res = await server.app.inject({ method: 'GET', url, headers });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const signedOut = await server.app.inject({ method: 'GET', url: '/api/v1/projects/' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });

  it('builds paging links from the configured origin, never from Host or X-Forwarded-Host', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/projects/?page_size=1&page_number=2',
      headers: {
        ...(await server.authAs(demo.admin)),
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ next: string | null; previous: string | null }>();
    expect(page.previous).toMatch(/^https:\/\/localhost\/api\/v1\/projects\/\?/);
    expect(JSON.stringify(page)).not.toContain('evil.example');
  });

  it('limits each signed-in person’s requests per minute, with Retry-After', async () => {
    const admin = await server.authAs(demo.admin);
    const call = (headers: Record<string, string>) =>
      limited.inject({ method: 'GET', url: '/api/v1/organisation/', headers });
    for (let i = 0; i < 3; i++) expect((await call(admin)).statusCode).toBe(200);
    const refused = await call(admin);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ detail: expect.stringMatching(/throttled/) });
    // Another person is not held back by the first one's requests.
    expect((await call(await server.authAs(demo.manager))).statusCode).toBe(200);
  });
});
