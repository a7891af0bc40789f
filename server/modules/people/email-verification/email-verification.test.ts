import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { generateSigningKeys } from '../../../auth/signing-keys';
import { createTokenVerifier } from '../../../auth/verify-token';
import { createTestDatabase } from '../../../../tests/support/test-database';
import {
  demo,
  TEST_AUDIENCE,
  TEST_ISSUER,
  TEST_SCOPE,
  useTestServer,
} from '../../../../tests/support/test-server';
import { VERIFICATION_SENT } from './routes';

describe('send-email-verification/', () => {
  const server = useTestServer();
  const send = (email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/send-email-verification/',
      payload: { email },
    });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await send(demo.leader);
    const unknown = await send('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: VERIFICATION_SENT });
    expect(unknown.json()).toEqual(known.json());
    const mails = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM outbox_messages WHERE recipients::text ILIKE ${'%' + demo.leader + '%'}`,
    );
    expect(mails.rows[0]?.n).toBe(1);
  });

  it('confirms the address through the link', async () => {
    const rows = await server.db.execute<{ body_html: string }>(
      sql`SELECT body_html FROM outbox_messages WHERE recipients::text ILIKE ${'%' + demo.leader + '%'}`,
    );
    const link = /\/email-verification\/[\w-]+/.exec(rows.rows[0]?.body_html ?? '')?.[0];
    expect(link).toBeDefined();
    const page = await server.app.inject({ method: 'GET', url: link ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your email address is confirmed');
    const again = await server.app.inject({ method: 'GET', url: link ?? '' });
    expect(again.statusCode).toBe(410);
  });

  it('says what is wrong with a malformed address', async () => {
    const res = await send('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address, like name@example.com.'] });
  });

  it('refuses an address longer than 254 characters, naming the field', async () => {
    const res = await send(`${'a'.repeat(5_000)}@example.com`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['An email address is at most 254 characters.'] });
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    expect((await send(longest)).statusCode).toBe(200);
  });

  it('is rate limited per client address, with the same answer until the limit', async () => {
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
      for (const email of [demo.leader, 'nobody@example.com', demo.manager]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/send-email-verification/',
          payload: { email },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
