import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The database with owner rights. Only for calls that run before an organisation is known
     * (public links: invitations, e-mail verification); everything else uses `request.tenant`.
     */
    ownerDb: Database;
    /** Where links in e-mails point; null means the address the request came to. */
    publicUrl: string | null;
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
  app.decorate('publicUrl', services.publicUrl ?? null);
  app.decorate('authMode', services.authMode ?? 'local');
}

/** The base of links sent by e-mail: the configured public URL, or the request's own origin. */
export function linkBase(
  app: FastifyInstance,
  request: { protocol: string; host: string },
): string {
  return (app.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
