import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

export interface SigningKeys {
  /** Private keys, as oidc-provider's `jwks` option takes them. */
  keys: JWK[];
}

/** A fresh RS256 key pair for the local identity provider. */
export async function generateSigningKeys(): Promise<SigningKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  jwk.kid = `cc-${Date.now().toString(36)}`;
  jwk.alg = 'RS256';
  jwk.use = 'sig';
  return { keys: [jwk] };
}

/** The public half of the keys, for verifying the tokens they signed. */
export function publicJwks(keys: SigningKeys): { keys: JWK[] } {
  return {
    keys: keys.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}

export interface AccessTokenSubject {
  externalId: string;
  email: string;
  name: string;
}

/**
 * Signs an access token with the same claims the local provider issues, for scripts and tests
 * (`npm run token`). The API treats it exactly like one obtained through sign-in.
 */
export async function mintAccessToken(
  keys: SigningKeys,
  options: {
    issuer: string;
    audience: string;
    scope: string;
    subject: AccessTokenSubject;
    expiresInSeconds?: number;
    /** Further claims, e.g. `email_verified` (tests of account linking). */
    claims?: Record<string, unknown>;
  },
): Promise<string> {
  const jwk = keys.keys[0];
  if (!jwk) throw new Error('No signing key');
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({
    scope: options.scope,
    oid: options.subject.externalId,
    email: options.subject.email,
    name: options.subject.name,
    preferred_username: options.subject.email,
    client_id: 'changecraft-cli',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setSubject(options.subject.externalId)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(`${options.expiresInSeconds ?? 3600}s`)
    .sign(key);
}
