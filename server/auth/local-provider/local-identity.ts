import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { registerInteractions } from './interactions';
import { createLocalProvider, type LocalProviderOptions } from './provider';

export interface LocalIdentityOptions extends LocalProviderOptions {
  /** Show "Demo accounts: see the terminal…" on the sign-in page. Default true; false in production. */
  showDemoHint?: boolean;
  /** Sign-in attempts allowed per client address and minute. Default 10. */
  signInAttemptsPerMinute?: number;
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
    // oidc-provider reads request bodies itself: its routes get the raw request with the body
    // stream untouched, and the path below the mount point (as Koa's `mount` would give it).
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      scope.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url: `${mountPath}/*`,
        handler: async (request, reply) => {
          const raw = request.raw as IncomingMessage & { originalUrl?: string };
          const url = raw.url ?? '/';
          raw.originalUrl = url;
          raw.url = url.slice(mountPath.length) || '/';
          reply.hijack();
          try {
            await handle(raw, reply.raw);
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
