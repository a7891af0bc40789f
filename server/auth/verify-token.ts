import { createHash } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { AppConfig } from '../config';
import { publicJwks, type SigningKeys } from './signing-keys';

export interface VerifiedClaims {
  /** Directory object id: Entra's `oid`, or the local provider's subject. */
  oid: string | undefined;
  /** The address the token names (`email`, `preferred_username` or `upn`), verified or not. */
  email: string | undefined;
  /**
   * The `email` claim, only when the issuer vouches that its owner controls it (`email_verified`,
   * or Entra's `xms_edov`): the only claim an unknown `oid` may be linked to a person by.
   * `preferred_username` and `upn` are never verified and never link.
   */
  verifiedEmail: string | undefined;
}

/** The API's delegated permission: a token without it (app-only, another API's) is refused. */
export const API_SCOPE_NAME = 'access_as_user';

export type TokenVerifier = (token: string) => Promise<VerifiedClaims>;

export class InvalidTokenError extends Error {}

function claimString(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Verifies bearer tokens: signature against the identity provider's keys, issuer, audience and
 * expiry. Production trusts Entra ID's JWKS; local use trusts the built-in provider's keys.
 */
export function createTokenVerifier(
  auth: AppConfig['auth'],
  localKeys: SigningKeys | undefined,
  /** Keys to trust instead of the provider's published ones (tests of Entra mode). */
  keySet?: JWTVerifyGetKey,
): TokenVerifier {
  const verified = rememberVerified(verifyWith(auth, localKeys, keySet));
  return verified;
}

function claimTrue(payload: JWTPayload, name: string): boolean {
  const value = payload[name];
  return value === true || value === 1 || value === 'true' || value === '1';
}

/** The scopes a token was granted: Entra's `scp`, or the local provider's `scope`. */
function grantedScopes(payload: JWTPayload): string[] {
  return [claimString(payload, 'scp'), claimString(payload, 'scope')]
    .flatMap((value) => (value ? value.split(' ') : []))
    .filter(Boolean);
}

/**
 * A signature check costs more than the rest of a short read; a token already verified is
 * trusted again until it expires (at most a minute). The key is a hash of the whole token:
 * keyed by its signature alone, a token with a swapped payload would pass as the original.
 */
function rememberVerified(
  verify: (token: string) => Promise<VerifiedClaims & { exp: number | undefined }>,
  maxEntries = 10_000,
): TokenVerifier {
  const seen = new Map<string, { claims: VerifiedClaims; until: number }>();
  return async (token) => {
    const key = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    const hit = seen.get(key);
    if (hit && hit.until > now) return hit.claims;
    if (hit) seen.delete(key);
    const { exp, ...claims } = await verify(token);
    const until = Math.min(now + 60_000, exp ? exp * 1000 : now);
    if (until > now) {
      if (seen.size >= maxEntries) {
        const oldest = seen.keys().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
      seen.set(key, { claims, until });
    }
    return claims;
  };
}

function verifyWith(
  auth: AppConfig['auth'],
  localKeys: SigningKeys | undefined,
  trusted: JWTVerifyGetKey | undefined,
): (token: string) => Promise<VerifiedClaims & { exp: number | undefined }> {
  const keySet =
    trusted ??
    (auth.mode === 'entra'
      ? createRemoteJWKSet(new URL(auth.jwksUri))
      : createLocalJWKSet(publicJwks(localKeys ?? { keys: [] })));
  // Entra grants `access_as_user` as a bare name in `scp`; the local provider the full
  // `api://…/access_as_user` in `scope`.
  const hasApiScope = (scopes: string[]) =>
    auth.mode === 'entra' ? scopes.includes(API_SCOPE_NAME) : scopes.includes(auth.scope);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: auth.issuer,
        audience: auth.audience,
        algorithms: ['RS256'],
        clockTolerance: 30,
      });
      if (!hasApiScope(grantedScopes(payload))) {
        throw new InvalidTokenError('ERR_JWT_CLAIM_VALIDATION_FAILED: scope');
      }
      // A multi-tenant issuer setting must still only admit the configured directory's people.
      if (auth.mode === 'entra' && auth.tenantId && claimString(payload, 'tid') !== auth.tenantId) {
        throw new InvalidTokenError('ERR_JWT_CLAIM_VALIDATION_FAILED: tid');
      }
      const email = claimString(payload, 'email');
      return {
        exp: payload.exp,
        verifiedEmail:
          email && (claimTrue(payload, 'email_verified') || claimTrue(payload, 'xms_edov'))
            ? email
            : undefined,
        oid: claimString(payload, 'oid') ?? claimString(payload, 'sub'),
        email:
          claimString(payload, 'email') ??
          claimString(payload, 'preferred_username') ??
          claimString(payload, 'upn'),
      };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) throw new InvalidTokenError(err.code);
      throw err;
    }
  };
}
