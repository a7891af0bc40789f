import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database with owner rights. Only for calls that run before an organisation is known
     * (public links: invitations, e-mail verification); everything else uses `request.tenant`.
     */
    ownerDb: Database;
    /**
     * The configured public origin: where links in e-mails and paging links point. Never the
     * request's own Host or X-Forwarded-Host, which any client can set.
     */
    publicUrl: string;
    /** How people sign in: the local provider (passwords) or Entra ID. */
    authMode: 'local' | 'entra';
  }
}

export interface AppServices {
  publicUrl?: string;
  authMode?: 'local' | 'entra';
}

/** Decorates the app with the services request handlers reach through `app`. */
export function registerAppServices(app: FastifyInstance, db: Database, services: AppServices) {
  app.decorate('ownerDb', db);
  app.decorate('publicUrl', (services.publicUrl ?? app.integrations.publicUrl).replace(/\/+$/, ''));
  app.decorate('authMode', services.authMode ?? 'local');
}

/**
 * The base of links sent by e-mail: the configured public URL. The request is not consulted
 * (its Host header is the client's word); the parameter stays for the callers that pass it.
 */
export function linkBase(app: FastifyInstance, _request?: unknown): string {
  return app.publicUrl;
}
