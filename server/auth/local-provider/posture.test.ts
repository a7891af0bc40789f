import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import { generateSigningKeys } from '../signing-keys';
import { SPA_CLIENT_ID } from './provider';
import { buildIdentityApp, ISSUER, PUBLIC_URL, REDIRECT_URI, TestBrowser } from './test-browser';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildIdentityApp(database.db, await generateSigningKeys(), {
    tokenRequestsPerMinute: 3,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the local identity provider behind a proxy', () => {
  it('advertises its own endpoints whatever Host and X-Forwarded-Host say', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
    });
    expect(res.statusCode).toBe(200);
    const discovery = res.json<Record<string, unknown>>();
    expect(discovery.issuer).toBe(ISSUER);
    expect(discovery.token_endpoint).toBe(`${ISSUER}/token`);
    expect(discovery.authorization_endpoint).toBe(`${ISSUER}/auth`);
    expect(JSON.stringify(discovery)).not.toContain('evil.example');
  });
});

describe('the token endpoint', () => {
  const tokenRequest = (browser: TestBrowser, clientId = SPA_CLIENT_ID) =>
    browser.post(
      `${ISSUER}/token`,
      {
        client_id: clientId,
        redirect_uri: REDIRECT_URI,
        code: 'not-a-code',
        code_verifier: 'v'.repeat(43),
        grant_type: 'authorization_code',
      },
      { origin: PUBLIC_URL },
    );

  it('is rate limited per client and address, with Retry-After', async () => {
    const browser = new TestBrowser(app, '203.0.113.7');
    for (let i = 0; i < 3; i++) {
      const res = await tokenRequest(browser);
      // The provider itself still answers (an unknown code), so the body reached it intact.
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_grant' });
    }
    const limited = await tokenRequest(browser);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'slow_down' });
    // Another address, or another client from the same address, has its own allowance.
    expect((await tokenRequest(new TestBrowser(app, '203.0.113.8'))).statusCode).toBe(400);
    expect((await tokenRequest(browser, 'another-client')).statusCode).not.toBe(429);
  });
});
