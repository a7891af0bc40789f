import { sql } from 'drizzle-orm';
import { SignJWT, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { USER_DISABLED_DETAIL } from '../../contract/shared/error-details';
import {
  demo,
  TEST_AUDIENCE,
  TEST_ISSUER,
  TEST_SCOPE,
  useTestServer,
} from '@tests/support/test-server';
import { mintAccessToken } from './signing-keys';

describe('bearer authentication', () => {
  const server = useTestServer();

  it('answers 401 without a token', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/organisation/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers 401 for a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: demo.admin, scope: TEST_SCOPE })
      .setProtectedHeader({ alg: 'RS256', kid: server.keys.keys[0]?.kid ?? 'x' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setSubject('whoever')
      .setExpirationTime('1h')
      .sign(privateKey);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/organisation/',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for an expired token and for the wrong audience', async () => {
    const expired = await server.tokenFor(demo.admin, { expiresInSeconds: -120 });
    const wrongAudience = await mintAccessToken(server.keys, {
      issuer: TEST_ISSUER,
      audience: 'api://someone-else',
      scope: TEST_SCOPE,
      subject: { externalId: 'x', email: demo.admin, name: 'Ada' },
    });
    for (const token of [expired, wrongAudience, 'not-a-jwt']) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/v1/organisation/',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 401 for a valid token of someone who is nobody here', async () => {
    const stranger = await mintAccessToken(server.keys, {
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      scope: TEST_SCOPE,
      subject: { externalId: 'unknown-oid', email: 'stranger@example.com', name: 'Stranger' },
    });
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/get-users-profile/',
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('links an unknown directory id to a person only on a verified e-mail', async () => {
    const externalIdOf = async (email: string) =>
      (
        await server.db.execute<{ external_id: string }>(
          sql`SELECT external_id FROM user_profiles WHERE lower(email) = lower(${email})`,
        )
      ).rows[0]?.external_id;
    const before = await externalIdOf(demo.employee);
    const claiming = (claims: Record<string, unknown>) =>
      mintAccessToken(server.keys, {
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
        scope: TEST_SCOPE,
        subject: { externalId: 'attacker-oid', email: demo.employee, name: 'Mallory' },
        claims,
      });
    const profile = async (token: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/v1/get-users-profile/',
        headers: { authorization: `Bearer ${token}` },
      });
    // An address the issuer did not verify (a guest's self-chosen e-mail, a upn) links nobody.
    expect((await profile(await claiming({}))).statusCode).toBe(401);
    expect((await profile(await claiming({ email_verified: false }))).statusCode).toBe(401);
    expect(await externalIdOf(demo.employee)).toBe(before);
    // A verified address links the person once; the directory id then finds them by itself.
    const verified = await claiming({ email_verified: true });
    expect((await profile(verified)).statusCode).toBe(200);
    expect(await externalIdOf(demo.employee)).toBe('attacker-oid');
  });

  it('answers 401 for a token without the API scope', async () => {
    const person =
      (
        await server.db.execute<{ external_id: string }>(
          sql`SELECT external_id FROM user_profiles WHERE lower(email) = lower(${demo.admin})`,
        )
      ).rows[0]?.external_id ?? '';
    const otherScope = await mintAccessToken(server.keys, {
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      scope: 'openid profile',
      subject: { externalId: person, email: demo.admin, name: 'Ada' },
    });
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/organisation/',
      headers: { authorization: `Bearer ${otherScope}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 with the exact detail for a disabled account', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/get-users-profile/',
      headers: await server.authAs(demo.disabled),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: USER_DISABLED_DETAIL });
  });

  it('answers an unknown API path with a DRF-shaped 404', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/schema/' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/organisation/',
        '/api/v1/feature-flags/',
        '/api/v1/phases/',
      ]),
    );
  });

  it('sends security headers that let Teams and Outlook frame the app', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain('https://teams.microsoft.com');
    expect(csp).toContain('https://outlook.office.com');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
