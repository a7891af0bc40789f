import { createLocalJWKSet } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE } from '../../tests/support/test-server';
import { generateSigningKeys, mintAccessToken, publicJwks } from './signing-keys';
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

describe('token verification in Entra mode', () => {
  const tenantId = '0f0e0d0c-0000-4000-8000-000000000001';
  const entra = {
    mode: 'entra',
    tenantId,
    issuer: `https://login.microsoftonline.com/${tenantId}/v2.0`,
    audience: 'api://changecraft-entra',
    jwksUri: 'https://login.microsoftonline.com/unused/keys',
  } as const;

  async function entraSetup() {
    const keys = await generateSigningKeys();
    const verify = createTokenVerifier(entra, undefined, createLocalJWKSet(publicJwks(keys)));
    const mint = (claims: Record<string, unknown>) =>
      mintAccessToken(keys, {
        issuer: entra.issuer,
        audience: entra.audience,
        scope: '',
        subject: { externalId: 'ada-oid', email: 'ada@example.test', name: 'Ada' },
        claims: { scope: undefined, tid: tenantId, ...claims },
      });
    return { verify, mint };
  }

  it('accepts only tokens granted the API’s access_as_user scope', async () => {
    const { verify, mint } = await entraSetup();
    expect(await verify(await mint({ scp: 'access_as_user' }))).toMatchObject({ oid: 'ada-oid' });
    for (const claims of [{ scp: 'User.Read' }, { roles: ['Tasks.ReadWrite.All'] }, {}]) {
      await expect(verify(await mint(claims))).rejects.toBeInstanceOf(InvalidTokenError);
    }
  });

  it('refuses a token of another directory', async () => {
    const { verify, mint } = await entraSetup();
    await expect(
      verify(await mint({ scp: 'access_as_user', tid: '99999999-0000-4000-8000-000000000000' })),
    ).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('vouches for an e-mail only when the issuer verified it', async () => {
    const { verify, mint } = await entraSetup();
    const unverified = await verify(await mint({ scp: 'access_as_user' }));
    expect(unverified).toMatchObject({ email: 'ada@example.test', verifiedEmail: undefined });
    const verified = await verify(await mint({ scp: 'access_as_user', xms_edov: true }));
    expect(verified).toMatchObject({ verifiedEmail: 'ada@example.test' });
    const upnOnly = await verify(
      await mint({ scp: 'access_as_user', email: undefined, upn: 'ada@example.test' }),
    );
    expect(upnOnly.verifiedEmail).toBeUndefined();
  });
});
