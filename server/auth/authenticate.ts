import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { USER_DISABLED_DETAIL } from '../../contract/shared/error-details';
import type { Database } from '../db/client';
import { withPublicLink, type PublicLink } from '../db/public-links';
import { withTenant, type TenantTx } from '../db/tenant';
import { forbidden, unauthorized } from '../http-errors';
import { FixedWindowLimiter } from '../http/fixed-window';
import { currentUserTables, resolveCurrentUser, type CurrentUser } from './current-user';
import { CurrentUserCache } from './current-user-cache';
import { InvalidTokenError, type TokenVerifier } from './verify-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Forget every cached caller, e.g. after a role change or a deactivation. */
    forgetCurrentUsers(): void;
  }
  interface FastifyContextConfig {
    /** Routes that need no sign-in (public survey calls); rate limited instead. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The caller; set on every route that is not public. */
    currentUser: CurrentUser | null;
    /**
     * Runs `fn` in one transaction scoped to the signed-in caller's organisation (RLS), handing it
     * the caller. Every signed-in handler goes through this: there is no other way to reach the
     * caller, so a handler cannot query outside its tenant by forgetting a line.
     */
    tenant<T>(fn: (tx: TenantTx, user: CurrentUser) => Promise<T>): Promise<T>;
    /**
     * The signed-in caller, for work that touches no database (an integration call on the
     * caller's behalf). Anything that queries goes through `tenant` instead.
     */
    caller(): CurrentUser;
    /**
     * For public routes (no sign-in): runs `fn` under RLS as the organisation of the public link
     * `token` of `kind`; an unknown, revoked or expired token answers 404.
     */
    publicTenant<T>(
      token: string,
      kind: string,
      fn: (tx: TenantTx, link: PublicLink) => Promise<T>,
    ): Promise<T>;
  }
}

function signedInCaller(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Verifies the bearer token of every /api/v1 route not marked public, resolves the caller, and
 * refuses a disabled account with the exact detail the SPA redirects on (SPEC §8).
 */
export const authenticate = fp(
  async (
    app: FastifyInstance,
    options: {
      db: Database;
      verify: TokenVerifier;
      userCacheTtlMs?: number;
      /** Requests each signed-in person may make per minute (per replica); absent: no limit. */
      requestsPerMinute?: number;
    },
  ) => {
    const cache = new CurrentUserCache(options.userCacheTtlMs);
    const resolving = new Map<string, Promise<CurrentUser | null>>();
    const perUser = options.requestsPerMinute
      ? new FixedWindowLimiter(options.requestsPerMinute, 60_000)
      : undefined;
    app.decorate('forgetCurrentUsers', () => cache.clear());
    // Another replica's (or a job's) change to a person or an organisation applies here at once.
    app.writeNotices.subscribe({
      onWrite: (organisationId, table) => {
        if (table !== undefined && !currentUserTables.has(table)) return;
        if (organisationId === 'all') cache.clear();
        else cache.forgetOrganisation(organisationId);
      },
      // Changes made while nobody listened were not reported.
      onListening: () => cache.clear(),
    });
    app.decorateRequest('currentUser', null);
    app.decorateRequest('tenant', function <
      T,
    >(this: FastifyRequest, fn: (tx: TenantTx, user: CurrentUser) => Promise<T>): Promise<T> {
      const user = signedInCaller(this);
      return withTenant(options.db, user.organisationId, (tx) => fn(tx, user));
    });
    app.decorateRequest('publicTenant', function <
      T,
    >(token: string, kind: string, fn: (tx: TenantTx, link: PublicLink) => Promise<T>): Promise<T> {
      return withPublicLink(options.db, token, kind, fn);
    });
    app.decorateRequest('caller', function (this: FastifyRequest): CurrentUser {
      return signedInCaller(this);
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/v1/')) return;
      if (request.routeOptions.config?.public) return;
      if (!request.routeOptions.url) return; // unknown route: let the 404 handler answer
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      let claims;
      try {
        claims = await options.verify(token);
      } catch (err) {
        if (err instanceof InvalidTokenError) {
          throw unauthorized('Given token not valid for any token type.');
        }
        throw err;
      }
      const key = `${claims.oid ?? ''}|${claims.email ?? ''}`;
      let user = cache.get(key);
      if (!user) {
        // When a caller's entry expires, their concurrent requests share one look-up.
        let pending = resolving.get(key);
        if (!pending) {
          const readAt = cache.generation;
          pending = resolveCurrentUser(options.db, claims)
            .then((resolved) => {
              if (resolved) cache.set(key, resolved, { readAt });
              return resolved;
            })
            .finally(() => resolving.delete(key));
          resolving.set(key, pending);
        }
        const resolved = await pending;
        if (!resolved) throw unauthorized('User not found.');
        user = resolved;
      }
      if (!user.isActive) throw forbidden(USER_DISABLED_DETAIL);
      // Per person, not per address: people behind one company proxy share an address.
      const wait = perUser?.take(String(user.id)) ?? 0;
      if (wait > 0) {
        return reply
          .status(429)
          .header('Retry-After', String(wait))
          .send({ detail: `Request was throttled. Expected available in ${wait} seconds.` });
      }
      request.currentUser = user;
    });
  },
  { name: 'authenticate', dependencies: ['write-notices'] },
);
