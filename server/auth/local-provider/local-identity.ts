import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { FixedWindowLimiter } from '../../http/fixed-window';
import { registerInteractions } from './interactions';
import { createLocalProvider, type LocalProviderOptions } from './provider';
import { readSmallBody, replayRequest, tokenRequestClient } from './token-requests';

export interface LocalIdentityOptions extends LocalProviderOptions {
  /** Show "Demo accounts: see the terminal…" on the sign-in page. Default true; false in production. */
  showDemoHint?: boolean;
  /** Sign-in attempts allowed per client address and minute. Default 10. */
  signInAttemptsPerMinute?: number;
  /** Token requests allowed per client, client address and minute. Default 60. */
  tokenRequestsPerMinute?: number;
}

/**
 * The local OpenID Connect provider (oidc-provider) at the issuer's path on this server, with
 * its sign-in pages, so the SPA signs in through MSAL exactly as it does against Entra ID.
 * Pass the result to `buildApp({ identity })`.
 */
export function createLocalIdentity(
  options: LocalIdentityOptions,
): (app: FastifyInstance) => Promise<void> {
  return async function localIdentity(app) {
    const provider = createLocalProvider(options);
    const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');
    const log = app.log.child({ module: 'local-identity' });

    provider.on('server_error', (_ctx, err) => log.error({ err }, 'identity provider failed'));
    provider.on('authorization.error', (_ctx, err) =>
      log.info({ error: err.message, detail: err.error_description }, 'sign-in request refused'),
    );
    provider.on('grant.error', (_ctx, err) =>
      log.info({ error: err.message, detail: err.error_description }, 'token request refused'),
    );
    provider.on('end_session.error', (_ctx, err) =>
      log.info({ error: err.message, detail: err.error_description }, 'sign-out request refused'),
    );

    const handle = provider.callback();
    const publicOrigin = new URL(options.publicUrl);
    const tokenRequests = new FixedWindowLimiter(options.tokenRequestsPerMinute ?? 60, 60_000);
    // oidc-provider reads request bodies itself: its routes get the raw request with the body
    // stream untouched, and the path below the mount point (as Koa's `mount` would give it).
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      scope.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url: `${mountPath}/*`,
        // The identity provider publishes its own discovery document; it is not part of the API's.
        schema: { hide: true },
        handler: async (request, reply) => {
          const raw = request.raw as IncomingMessage & { originalUrl?: string };
          const url = raw.url ?? '/';
          // Discovery, redirects and the issuer's endpoints are built from the configured public
          // origin only: a client's Host or X-Forwarded-Host must not make discovery advertise
          // another token endpoint. The client address is Fastify's, which trusts X-Forwarded-For
          // only from the configured proxy hops.
          raw.headers.host = publicOrigin.host;
          // Over HTTP/2 the provider (Koa) takes the host from the `:authority` pseudo-header.
          if (raw.httpVersionMajor >= 2) raw.headers[':authority'] = publicOrigin.host;
          raw.headers['x-forwarded-proto'] = publicOrigin.protocol.replace(/:$/, '');
          delete raw.headers['x-forwarded-host'];
          raw.headers['x-forwarded-for'] = request.ip;
          raw.originalUrl = url;
          raw.url = url.slice(mountPath.length) || '/';
          let forProvider: IncomingMessage = raw;
          if (request.method === 'POST' && raw.url.split('?')[0] === '/token') {
            const body = await readSmallBody(raw);
            if (!body) {
              raw.url = url;
              return reply
                .status(413)
                .send({ error: 'invalid_request', error_description: 'Request too large.' });
            }
            const wait = tokenRequests.take(`${tokenRequestClient(raw, body)}|${request.ip}`);
            if (wait > 0) {
              raw.url = url;
              return reply
                .status(429)
                .header('Retry-After', String(wait))
                .header('Cache-Control', 'no-store')
                .send({
                  error: 'slow_down',
                  error_description: `Too many token requests; try again in ${wait} s.`,
                });
            }
            forProvider = replayRequest(raw, body);
          }
          reply.hijack();
          try {
            await handle(forProvider, reply.raw);
          } finally {
            raw.url = url;
          }
        },
      });
    });

    await registerInteractions(app, {
      provider,
      db: options.db,
      publicUrl: options.publicUrl.replace(/\/+$/, ''),
      audience: options.audience,
      scope: options.scope,
      mountPath,
      showDemoHint: options.showDemoHint ?? true,
      signInAttemptsPerMinute: options.signInAttemptsPerMinute ?? 10,
    });
  };
}
