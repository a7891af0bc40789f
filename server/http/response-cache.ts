import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listenForWrites } from '../db/write-notifications';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A signed-in GET (or `readOnly` POST) whose answer depends only on the caller, the URL (and
     * body) and the organisation's rows (no clock beyond the day, no outside service, no write):
     * kept per replica until the organisation's next write (see ResponseCache).
     */
    cacheResponse?: boolean;
    /**
     * A POST that only reads (a report whose filters travel in the body): it does not count as
     * a write of the organisation, and with `cacheResponse` its answer is kept by URL and body.
     */
    readOnly?: boolean;
  }
}

interface Entry {
  organisationId: number;
  payload: string;
  bytes: number;
  expires: number;
}

/** Taken when a request misses: its answer is stored only if no write came in meanwhile. */
export interface CacheTicket {
  key: string;
  organisationId: number;
  generation: string;
}

/**
 * Serialised answers of read routes, per organisation, caller and URL, on one replica.
 *
 * An entry lives until the first of: a committed write to any row of its organisation (reported
 * by PostgreSQL's notification on every write, so a write made through another replica, a job or
 * the seed counts too), a write request answered by this replica (at once, before its answer
 * leaves), or `ttlMs` (the backstop for what changes without a write: the organisation's day
 * turning). While the notifications cannot be trusted (the listening connection is down, or not
 * yet up) nothing is served from or stored in the cache.
 *
 * A request that missed stores its answer only if its organisation's generation did not move
 * while it ran: a write that commits between its read and its store cannot leave it stale.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOf = new Map<number, Set<string>>();
  private readonly generations = new Map<number, number>();
  private allGeneration = 0;
  private bytes = 0;
  private listening = false;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get active(): boolean {
    return this.listening && this.ttlMs > 0;
  }

  /** Whether writes are reported: turns the cache on or off (and empties it either way). */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidateAll();
  }

  get(key: string, now = Date.now()): string | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.remove(key, entry);
      return undefined;
    }
    return entry.payload;
  }

  ticket(key: string, organisationId: number): CacheTicket | undefined {
    if (!this.active) return undefined;
    return { key, organisationId, generation: this.generation(organisationId) };
  }

  set(ticket: CacheTicket, payload: string, now = Date.now()): boolean {
    if (!this.active || ticket.generation !== this.generation(ticket.organisationId)) return false;
    const bytes = payload.length * 2;
    if (bytes > this.maxBytes / 16) return false;
    const previous = this.entries.get(ticket.key);
    if (previous) this.remove(ticket.key, previous);
    while (this.bytes + bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value ?? [];
      if (!oldestKey || !oldest) break;
      this.remove(oldestKey, oldest);
    }
    let keys = this.keysOf.get(ticket.organisationId);
    if (!keys) {
      keys = new Set();
      this.keysOf.set(ticket.organisationId, keys);
    }
    keys.add(ticket.key);
    this.entries.set(ticket.key, {
      organisationId: ticket.organisationId,
      payload,
      bytes,
      expires: now + this.ttlMs,
    });
    this.bytes += bytes;
    return true;
  }

  invalidate(organisationId: number): void {
    this.generations.set(organisationId, (this.generations.get(organisationId) ?? 0) + 1);
    for (const key of this.keysOf.get(organisationId) ?? []) {
      const entry = this.entries.get(key);
      if (entry) this.remove(key, entry);
    }
    this.keysOf.delete(organisationId);
  }

  invalidateAll(): void {
    this.allGeneration += 1;
    this.entries.clear();
    this.keysOf.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private generation(organisationId: number): string {
    return `${this.allGeneration}.${this.generations.get(organisationId) ?? 0}`;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.keysOf.get(entry.organisationId)?.delete(key);
    this.bytes -= entry.bytes;
  }
}

const tickets = new WeakMap<FastifyRequest, CacheTicket>();

function cacheKey(request: FastifyRequest): string | undefined {
  const user = request.currentUser;
  if (!user) return undefined;
  const key = `${user.organisationId}|${user.id}|${user.role}|${user.hasToolAccess ? 1 : 0}|${request.url}`;
  // A read POST's body is its question (validated and parsed by then, so one spelling per filter).
  return request.method === 'POST' ? `${key}|${JSON.stringify(request.body ?? null)}` : key;
}

/** GET and HEAD, and the POSTs a route declares `readOnly`: none of them writes. */
const isRead = (request: FastifyRequest) =>
  request.method === 'GET' ||
  request.method === 'HEAD' ||
  (request.method === 'POST' && request.routeOptions.config?.readOnly === true);

/**
 * Serves the routes marked `cacheResponse` from a per-replica ResponseCache. `connectionString`
 * is the database the notifications of writes come from; without it (or with `ttlMs` 0) the
 * cache stays off.
 */
export const responseCache = fp(
  async (app: FastifyInstance, options: { ttlMs: number; connectionString?: string }) => {
    if (options.ttlMs <= 0 || !options.connectionString) return;
    const cache = new ResponseCache(options.ttlMs);
    const listener = listenForWrites(options.connectionString, {
      onWrite: (id) => (id === 'all' ? cache.invalidateAll() : cache.invalidate(id)),
      onListening: () => cache.setListening(true),
      onLost: () => cache.setListening(false),
    });
    app.addHook('onClose', async () => {
      cache.setListening(false);
      await listener.close();
    });

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config?.cacheResponse || request.method === 'HEAD') return;
      if (!isRead(request)) return;
      const key = cacheKey(request);
      const organisationId = request.currentUser?.organisationId;
      if (!key || organisationId === undefined) return;
      const hit = cache.get(key);
      if (hit !== undefined) {
        return reply
          .type('application/json; charset=utf-8')
          .header('x-response-cache', 'hit')
          .send(hit);
      }
      const ticket = cache.ticket(key, organisationId);
      if (ticket) tickets.set(request, ticket);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const user = request.currentUser;
      if (!isRead(request)) {
        // This replica's own writes are visible to its next read at once, before the
        // notification comes back from PostgreSQL.
        if (user) cache.invalidate(user.organisationId);
        return payload;
      }
      const ticket = tickets.get(request);
      if (ticket && reply.statusCode === 200 && typeof payload === 'string') {
        cache.set(ticket, payload);
      }
      return payload;
    });
  },
  { name: 'response-cache', dependencies: ['authenticate'] },
);
