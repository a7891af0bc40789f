import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { generateSigningKeys } from '../../../auth/signing-keys';
import { createTokenVerifier } from '../../../auth/verify-token';
import { createTestDatabase } from '@tests/support/test-database';
import { TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE } from '@tests/support/test-server';

describe('the public survey page', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'changecraft-survey-page-'));
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<title>app</title>');
    writeFileSync(path.join(dist, 'survey.html'), '<title>survey</title>');
    const database = await createTestDatabase();
    drop = database.drop;
    app = await buildApp({
      config: { logLevel: 'silent', env: 'test', rateLimitPublicPerMinute: 100 },
      db: database.db,
      spaDir: dist,
      verifyToken: createTokenVerifier(
        { mode: 'local', issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE },
        await generateSigningKeys(),
      ),
    });
  });

  afterAll(async () => {
    await app.close();
    await drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a respondent’s link with its own small page, and every other path with the app', async () => {
    const html = { accept: 'text/html' };
    const survey = await app.inject({ url: '/survey/abc123?from=EMAIL', headers: html });
    expect(survey.statusCode).toBe(200);
    expect(survey.body).toBe('<title>survey</title>');
    expect(survey.headers['cache-control']).toBe('no-cache');

    const home = await app.inject({ url: '/home', headers: html });
    expect(home.body).toBe('<title>app</title>');
    // A path that only starts like it is the app's.
    const surveys = await app.inject({ url: '/surveys-overview', headers: html });
    expect(surveys.body).toBe('<title>app</title>');
  });
});
