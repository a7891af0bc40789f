import { describe, expect, it } from 'vitest';
import { responsesPaths } from '../../../../contract/surveys/responses';
import { createTestDatabase } from '@tests/support/test-database';
import { TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE } from '@tests/support/test-server';
import { buildApp } from '../../../app';
import { generateSigningKeys } from '../../../auth/signing-keys';
import { createTokenVerifier } from '../../../auth/verify-token';

/** A token of the right shape that no link has: each call answers 404 until it is throttled. */
const token = 'A'.repeat(43);

/** Each public survey call, as a respondent's browser (or someone guessing tokens) sends it. */
const calls = [
  { method: 'GET' as const, url: `/api/v1/${responsesPaths.recipient(token)}` },
  { method: 'GET' as const, url: `/api/v1/${responsesPaths.nwow(1, token)}` },
  {
    method: 'POST' as const,
    url: `/api/v1/${responsesPaths.response()}`,
    payload: { token, answers: [] },
  },
  { method: 'PATCH' as const, url: `/api/v1/${responsesPaths.status(token, 'LINK')}` },
];

describe('the public survey calls', () => {
  it('are rate limited per client address, each call on its own budget', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: { logLevel: 'silent', rateLimitPublicPerMinute: 3, env: 'test' },
      db: database.db,
      verifyToken: createTokenVerifier(
        { mode: 'local', issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE },
        await generateSigningKeys(),
      ),
    });
    try {
      for (const call of calls) {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) statuses.push((await app.inject(call)).statusCode);
        expect(
          statuses.slice(0, 3).every((s) => s !== 429 && s < 500),
          call.url,
        ).toBe(true);
        const limited = await app.inject(call);
        expect([statuses[3], limited.statusCode], call.url).toEqual([429, 429]);
        expect(limited.json()).toEqual({ detail: 'Request was throttled. Try again shortly.' });
        // Another phone on another network is not held back by this one's guessing.
        const other = await app.inject({ ...call, remoteAddress: '10.1.2.3' });
        expect(other.statusCode, call.url).not.toBe(429);
      }
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
