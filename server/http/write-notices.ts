import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenForWrites, type WriteListenerEvents } from '../db/write-notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /** This replica's one subscription to the database's write notifications. */
    writeNotices: WriteNotices;
  }
}

/**
 * Hands the database's write notifications (write-notify.sql) to every per-replica cache: the
 * response cache, the caller cache, the feature flags. One listening connection per replica,
 * however many caches subscribe.
 *
 * `listening` says whether notifications can be trusted right now. While they cannot (no
 * database to listen to, the connection lost, not yet up), each cache falls back on its own
 * lifetime; when listening starts again, writes made during the gap were not reported, so each
 * subscriber is told `onListening` and drops what it holds.
 */
export class WriteNotices {
  private readonly subscribers = new Set<Partial<WriteListenerEvents>>();
  private up = false;

  get listening(): boolean {
    return this.up;
  }

  /** Adds `events`; returns the call that removes them. */
  subscribe(events: Partial<WriteListenerEvents>): () => void {
    this.subscribers.add(events);
    return () => this.subscribers.delete(events);
  }

  readonly events: WriteListenerEvents = {
    onWrite: (organisationId, table) => {
      for (const s of this.subscribers) s.onWrite?.(organisationId, table);
    },
    onListening: () => {
      this.up = true;
      for (const s of this.subscribers) s.onListening?.();
    },
    onLost: () => {
      this.up = false;
      for (const s of this.subscribers) s.onLost?.();
    },
  };
}

/**
 * Decorates `app.writeNotices`. With `connectionString` it listens on that database (and stops
 * when the app closes); without it nothing is ever reported and the caches keep to their
 * lifetimes (most tests).
 */
export const writeNotices = fp(
  async (app: FastifyInstance, options: { connectionString?: string }) => {
    const notices = new WriteNotices();
    app.decorate('writeNotices', notices);
    const { connectionString } = options;
    if (!connectionString) return;
    // Listening starts once every subscriber is in place (they register with the routes).
    let close: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      close = listenForWrites(connectionString, notices.events).close;
    });
    app.addHook('onClose', async () => {
      await close?.();
      notices.events.onLost();
    });
  },
  { name: 'write-notices' },
);
