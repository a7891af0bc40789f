import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

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
  payload: Buffer;
  expires: number;
}

/** One read being computed: whoever asks for the same answer meanwhile waits for it. */
interface Flight {
  organisationId: number;
  answer: Promise<Buffer | undefined>;
  resolve: (payload: Buffer | undefined) => void;
}

/** Taken when a request misses: its answer is stored only if no write came in meanwhile. */
export interface CacheTicket {
  key: string;
  organisationId: number;
  generation: string;
  flight: Flight;
}

/** What a read finds: an answer, someone already computing it, or the task of computing it. */
export type Lookup =
  | { kind: 'hit'; payload: Buffer }
  | { kind: 'wait'; answer: Promise<Buffer | undefined> }
  | { kind: 'miss'; ticket: CacheTicket }
  | { kind: 'off' };

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
 *
 * A miss costs a page of rows read, presented and serialised (milliseconds of CPU on a large
 * organisation), so no answer is computed twice at once: requests that miss while another
 * computes the same key wait for its answer (a "flight"). And an entry is renewed before it
 * expires: the first read in its last `refreshAheadMs` computes it afresh while the others go on
 * being served the current one, so a busy answer never expires under load. Without both, every
 * expiry and every write made all concurrent readers recompute the same page together, and those
 * queued on one event loop: that was the slowest percent of requests.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOf = new Map<number, Set<string>>();
  private readonly generations = new Map<number, number>();
  private readonly flights = new Map<string, Flight>();
  private allGeneration = 0;
  private bytes = 0;
  private listening = false;
  readonly refreshAheadMs: number;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {
    this.refreshAheadMs = Math.min(Math.floor(ttlMs / 5), 3_000);
  }

  get active(): boolean {
    return this.listening && this.ttlMs > 0;
  }

  /** Whether writes are reported: turns the cache on or off (and empties it either way). */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidateAll();
  }

  lookup(key: string, organisationId: number, now = Date.now()): Lookup {
    if (!this.active) return { kind: 'off' };
    const entry = this.entries.get(key);
    const flight = this.flights.get(key);
    if (entry && entry.expires > now) {
      if (flight || entry.expires - now > this.refreshAheadMs) {
        return { kind: 'hit', payload: entry.payload };
      }
      return { kind: 'miss', ticket: this.takeOff(key, organisationId) };
    }
    if (entry) this.remove(key, entry);
    if (flight) return { kind: 'wait', answer: flight.answer };
    return { kind: 'miss', ticket: this.takeOff(key, organisationId) };
  }

  /**
   * Ends a miss: stores `payload` (undefined: the request failed) if its organisation saw no
   * write meanwhile, and hands the outcome to whoever waited. Safe to call more than once.
   */
  settle(ticket: CacheTicket, payload: Buffer | undefined, now = Date.now()): boolean {
    if (this.flights.get(ticket.key) === ticket.flight) this.flights.delete(ticket.key);
    const stored = payload !== undefined && this.store(ticket, payload, now);
    ticket.flight.resolve(stored ? payload : undefined);
    return stored;
  }

  /**
   * A committed write reported by the database (write-notify.sql): drops what it may change.
   * Bookkeeping that no answer reads (job run claims, sign-in sessions) is never reported
   * (`unreportedTables`), so every report counts.
   */
  noteWrite(organisationId: number | 'all'): void {
    if (organisationId === 'all') this.invalidateAll();
    else this.invalidate(organisationId);
  }

  invalidate(organisationId: number): void {
    this.generations.set(organisationId, (this.generations.get(organisationId) ?? 0) + 1);
    for (const key of this.keysOf.get(organisationId) ?? []) {
      const entry = this.entries.get(key);
      if (entry) this.remove(key, entry);
    }
    this.keysOf.delete(organisationId);
    // Their answers were read before the write: they will not be stored, and a read arriving
    // from now on starts its own flight instead of waiting for one of them.
    for (const [key, flight] of this.flights) {
      if (flight.organisationId === organisationId) this.flights.delete(key);
    }
  }

  invalidateAll(): void {
    this.allGeneration += 1;
    this.entries.clear();
    this.keysOf.clear();
    this.flights.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private takeOff(key: string, organisationId: number): CacheTicket {
    let resolve: (payload: Buffer | undefined) => void = () => undefined;
    const answer = new Promise<Buffer | undefined>((r) => (resolve = r));
    const flight: Flight = { organisationId, answer, resolve };
    this.flights.set(key, flight);
    return { key, organisationId, generation: this.generation(organisationId), flight };
  }

  private store(ticket: CacheTicket, payload: Buffer, now: number): boolean {
    if (!this.active || ticket.generation !== this.generation(ticket.organisationId)) return false;
    const bytes = payload.length;
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
      expires: now + this.ttlMs,
    });
    this.bytes += bytes;
    return true;
  }

  private generation(organisationId: number): string {
    return `${this.allGeneration}.${this.generations.get(organisationId) ?? 0}`;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.keysOf.get(entry.organisationId)?.delete(key);
    this.bytes -= entry.payload.length;
  }
}

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

/** How long a read waits for the same answer computed by another; then it reads by itself. */
const FLIGHT_WAIT_MS = 5_000;

function waitAtMost(answer: Promise<Buffer | undefined>, ms: number): Promise<Buffer | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Serves the routes marked `cacheResponse` from a per-replica ResponseCache, kept fresh by the
 * replica's write notifications (`app.writeNotices`); while those are not heard (or with `ttlMs`
 * 0) the cache stays off.
 */
export const responseCache = fp(
  async (app: FastifyInstance, options: { ttlMs: number }) => {
    if (options.ttlMs <= 0) return;
    const cache = new ResponseCache(options.ttlMs);
    const tickets = new WeakMap<FastifyRequest, CacheTicket>();
    cache.setListening(app.writeNotices.listening);
    app.writeNotices.subscribe({
      onWrite: (id) => cache.noteWrite(id),
      onListening: () => cache.setListening(true),
      onLost: () => cache.setListening(false),
    });

    const settleUnsettled = (request: FastifyRequest) => {
      const ticket = tickets.get(request);
      if (!ticket) return;
      tickets.delete(request);
      cache.settle(ticket, undefined);
    };

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.routeOptions.config?.cacheResponse || request.method === 'HEAD') return;
      if (!isRead(request)) return;
      const key = cacheKey(request);
      const organisationId = request.currentUser?.organisationId;
      if (!key || organisationId === undefined) return;
      const found = cache.lookup(key, organisationId);
      let payload: Buffer | undefined;
      if (found.kind === 'hit') payload = found.payload;
      else if (found.kind === 'wait') payload = await waitAtMost(found.answer, FLIGHT_WAIT_MS);
      else if (found.kind === 'miss') tickets.set(request, found.ticket);
      if (payload === undefined) return;
      return reply
        .type('application/json; charset=utf-8')
        .header('x-response-cache', found.kind === 'hit' ? 'hit' : 'shared')
        .send(payload);
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
      if (!ticket) return payload;
      tickets.delete(request);
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        cache.settle(ticket, undefined);
        return payload;
      }
      // Stored and sent as bytes: a hit then costs no re-encoding of the page.
      const bytes = Buffer.from(payload, 'utf8');
      cache.settle(ticket, bytes);
      return bytes;
    });
    // A request that ended without reaching onSend (aborted, failed while sending) must not
    // leave its waiters waiting.
    app.addHook('onResponse', async (request) => settleUnsettled(request));
    app.addHook('onRequestAbort', async (request) => settleUnsettled(request));
  },
  { name: 'response-cache', dependencies: ['authenticate', 'write-notices'] },
);
