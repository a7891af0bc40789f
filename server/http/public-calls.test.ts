import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { generateSigningKeys } from '../auth/signing-keys';
import { createTokenVerifier } from '../auth/verify-token';
import { createTestDatabase } from '@tests/support/test-database';
import { TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE } from '@tests/support/test-server';
import { redactUrl } from './logging';

describe('calls that need no sign-in', () => {
  it('are rate limited per client address with a DRF-shaped 429', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: { logLevel: 'silent', rateLimitPublicPerMinute: 2, env: 'test' },
      db: database.db,
      verifyToken: createTokenVerifier(
        { mode: 'local', issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE },
        await generateSigningKeys(),
      ),
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await app.inject({ method: 'GET', url: '/api/v1/schema/' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await app.inject({ method: 'GET', url: '/api/v1/schema/' });
      expect(limited.json()).toEqual({ detail: 'Request was throttled. Try again shortly.' });
      const other = await app.inject({
        method: 'GET',
        url: '/api/v1/schema/',
        remoteAddress: '10.9.8.7',
      });
      expect(other.statusCode).toBe(200);
      // Signed-in calls are not limited by this budget.
      const signedIn = await app.inject({ method: 'GET', url: '/api/v1/phases/' });
      expect(signedIn.statusCode).toBe(401);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('request logs', () => {
  it('never carry a credential from the query string', () => {
    expect(redactUrl('/redirect.html?code=abc&state=xyz&page=2')).toBe(
      '/redirect.html?code=%5Bredacted%5D&state=%5Bredacted%5D&page=2',
    );
    expect(redactUrl('/oidc/session/end?id_token_hint=eyJ.x.y')).not.toContain('eyJ');
    expect(redactUrl('/api/v1/projects/?page_number=2')).toBe('/api/v1/projects/?page_number=2');
  });
});
