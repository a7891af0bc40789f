import { createHash } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import type { AppConfig } from '../config';
import { publicJwks, type SigningKeys } from './signing-keys';

export interface VerifiedClaims {
  /** Directory object id: Entra's `oid`, or the local provider's subject. */
  oid: string | undefined;
  email: string | undefined;
}

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
): TokenVerifier {
  const verified = rememberVerified(verifyWith(auth, localKeys));
  return verified;
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
): (token: string) => Promise<VerifiedClaims & { exp: number | undefined }> {
  const keySet =
    auth.mode === 'entra'
      ? createRemoteJWKSet(new URL(auth.jwksUri))
      : createLocalJWKSet(publicJwks(localKeys ?? { keys: [] }));
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: auth.issuer,
        audience: auth.audience,
        algorithms: ['RS256'],
        clockTolerance: 30,
      });
      return {
        exp: payload.exp,
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
