import { describe, expect, it } from 'vitest';
import { TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE } from '../../tests/support/test-server';
import { generateSigningKeys, mintAccessToken } from './signing-keys';
import { createTokenVerifier, InvalidTokenError } from './verify-token';

const auth = {
  mode: 'local',
  issuer: TEST_ISSUER,
  audience: TEST_AUDIENCE,
  scope: TEST_SCOPE,
} as const;

describe('token verification', () => {
  it('refuses a verified token whose payload was swapped while its signature was kept', async () => {
    const keys = await generateSigningKeys();
    const verify = createTokenVerifier(auth, keys);
    const mint = (externalId: string, email: string) =>
      mintAccessToken(keys, {
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
        scope: TEST_SCOPE,
        subject: { externalId, email, name: email },
      });
    const ada = await mint('ada-oid', 'ada@example.test');
    const bob = await mint('bob-oid', 'bob@example.test');
    expect(await verify(ada)).toMatchObject({ oid: 'ada-oid' });

    const [header, , signature] = ada.split('.');
    const tampered = `${header}.${bob.split('.')[1]}.${signature}`;
    await expect(verify(tampered)).rejects.toBeInstanceOf(InvalidTokenError);
    // The genuine token is still accepted (from the cache).
    expect(await verify(ada)).toMatchObject({ oid: 'ada-oid' });
  });
});
