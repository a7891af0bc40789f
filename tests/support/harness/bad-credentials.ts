import {
  generateSigningKeys,
  mintAccessToken,
  type SigningKeys,
} from '../../../server/auth/signing-keys';
import { TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE, type TestServer } from '../test-server';
import type { BadCredentials } from './access-cases';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * Bearer tokens an attacker or a careless client would send: none, garbage, expired, signed by
 * another key (with the real key's id), `alg: none`, and a real token whose payload was swapped
 * for another person's while its signature was kept. `valid` must have been used once already,
 * so that a cache of verified tokens would hold it.
 */
export async function badCredentials(
  server: TestServer,
  valid: string,
  otherPerson: string,
): Promise<BadCredentials> {
  const stranger = await generateSigningKeys();
  const realKid = server.keys.keys[0]?.kid;
  const impostor: SigningKeys = { keys: stranger.keys.map((k) => ({ ...k, kid: realKid })) };
  const claims = { issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE };
  const realSubject = JSON.parse(
    Buffer.from(valid.split('.')[1] ?? '', 'base64url').toString(),
  ) as {
    oid: string;
    email: string;
    name: string;
  };
  const expired = await mintAccessToken(server.keys, {
    ...claims,
    subject: { externalId: realSubject.oid, email: realSubject.email, name: realSubject.name },
    expiresInSeconds: -300,
  });
  const otherKey = await mintAccessToken(impostor, {
    ...claims,
    subject: { externalId: realSubject.oid, email: realSubject.email, name: realSubject.name },
  });
  const now = Math.floor(Date.now() / 1000);
  const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    iss: TEST_ISSUER,
    aud: TEST_AUDIENCE,
    scope: TEST_SCOPE,
    oid: realSubject.oid,
    sub: realSubject.oid,
    email: realSubject.email,
    iat: now,
    exp: now + 3600,
  })}.`;
  const [header, , signature] = valid.split('.');
  const swappedPayload = otherPerson.split('.')[1];
  const tampered = `${header}.${swappedPayload}.${signature}`;
  const wrongAudience = await mintAccessToken(server.keys, {
    ...claims,
    audience: 'api://someone-else',
    subject: { externalId: realSubject.oid, email: realSubject.email, name: realSubject.name },
  });
  return {
    'no token': {},
    'garbage token': { authorization: 'Bearer not-a-token' },
    'empty bearer': { authorization: 'Bearer ' },
    'basic scheme': { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` },
    'expired token': { authorization: `Bearer ${expired}` },
    'token signed by another key': { authorization: `Bearer ${otherKey}` },
    'alg none token': { authorization: `Bearer ${none}` },
    'payload swapped, signature kept': { authorization: `Bearer ${tampered}` },
    'token for another audience': { authorization: `Bearer ${wrongAudience}` },
  };
}
