/**
 * What happened inside the benchmarked server while a measurement ran, so a slow percentile can
 * be told apart from the machine's own noise: the server's event-loop stalls and garbage
 * collection pauses (written by `trace-server.mjs`, loaded into it), the background jobs it ran
 * (its own log lines), and what its PostgreSQL was busy with (sampled from pg_stat_activity:
 * other statements running long, autovacuum, checkpoints).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { WRITES_CHANNEL } from '../../server/db/write-notifications';

export interface TraceEvent {
  t: number;
  kind: 'stall' | 'gc' | 'job' | 'db' | 'checkpoint' | 'write' | 'slow' | 'client';
  ms?: number;
  /** For a stall: the CPU the server itself used during it, in ms. */
  own?: number;
  gc?: string;
  what?: string;
}

/** A request the server itself spent this long on is named in the window's line. */
const SLOW_REQUEST_MS = 40;

/** The server-side half: the options `startServer` needs to load the tracer and hand log lines. */
export function serverTracing(dataDir: string, events: TraceEvent[]) {
  const traceFile = path.join(dataDir, 'trace.jsonl');
  return {
    traceFile,
    env: {
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(import.meta.dirname, 'trace-server.mjs')}`.trim(),
      CHANGECRAFT_TRACE_FILE: traceFile,
    },
    /**
     * Keeps the job runner's start and finish lines (the log is JSON lines), and the requests
     * the server itself took long over (its own time, from routing to the answer sent): a
     * recomputed answer shows there, a request kept waiting for a core does not.
     */
    onLine(line: string) {
      const took = /"responseTime":([\d.]+)/.exec(line);
      if (took && Number(took[1]) >= SLOW_REQUEST_MS) {
        try {
          const entry = JSON.parse(line) as {
            time?: number;
            responseTime: number;
            req?: { method?: string; url?: string };
            res?: { statusCode?: number };
          };
          events.push({
            t: entry.time ?? Date.now(),
            kind: 'slow',
            ms: Math.round(entry.responseTime),
            what: `${entry.req?.method ?? '?'} ${entry.req?.url ?? '?'} ${entry.res?.statusCode ?? '?'}`,
          });
        } catch {
          // Not a whole JSON line: nothing to keep.
        }
        return;
      }
      if (!line.includes('"msg":"job ')) return;
      try {
        const entry = JSON.parse(line) as { time?: number; job?: string; msg?: string };
        events.push({
          t: entry.time ?? Date.now(),
          kind: 'job',
          what: `${entry.job ?? '?'} ${entry.msg?.replace('job ', '') ?? ''}`,
        });
      } catch {
        // Not a whole JSON line: nothing to keep.
      }
    },
  };
}

/**
 * The benchmark's own half: autocannon runs in this process, so when this event loop stalls,
 * the requests it times are stamped late and read as slow though the server answered in time.
 * Records each stall of 15 ms or more until the returned function is called.
 */
export function traceClientStalls(events: TraceEvent[]): () => void {
  const TICK_MS = 5;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    const lateMs = now - last - TICK_MS;
    if (lateMs >= 15) events.push({ t: Date.now(), kind: 'client', ms: Math.round(lateMs) });
    last = now;
  }, TICK_MS);
  ticker.unref();
  return () => clearInterval(ticker);
}

export function readServerTrace(traceFile: string): TraceEvent[] {
  if (!existsSync(traceFile)) return [];
  return readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as TraceEvent);
}

/**
 * Samples the database every 200 ms: any statement of another connection than the benchmark's
 * requests that has run for 20 ms or more (a job, the write listener, autovacuum), and the
 * checkpointer's count, so a checkpoint that fell in a measurement shows. It also listens to
 * the write notifications the replicas' caches listen to (write-notify.sql), so a write that
 * emptied a cache mid-measurement (and made the next reads recompute) shows with its table.
 */
export function sampleDatabase(url: string, events: TraceEvent[]) {
  const client = new pg.Client({ connectionString: url, application_name: 'bench-trace' });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let checkpoints: number | undefined;
  const seen = new Set<string>();
  const sample = async () => {
    const activity = await client.query<{
      key: string;
      who: string;
      query: string;
      ms: number;
    }>(
      `SELECT pid || ':' || coalesce(query_start::text, '') AS key,
              coalesce(nullif(application_name, ''), backend_type) AS who,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS query,
              (extract(epoch FROM clock_timestamp() - query_start) * 1000)::int AS ms
         FROM pg_stat_activity
        WHERE pid <> pg_backend_pid() AND state = 'active'
          AND clock_timestamp() - query_start > interval '20 milliseconds'`,
    );
    for (const row of activity.rows) {
      // One event per statement, stamped when first seen (its start is `t - ms`).
      if (seen.has(row.key)) continue;
      seen.add(row.key);
      events.push({ t: Date.now(), kind: 'db', ms: row.ms, what: `${row.who}: ${row.query}` });
    }
    const cp = await client
      .query<{ n: string }>(
        'SELECT (num_timed + num_requested)::text AS n FROM pg_stat_checkpointer',
      )
      .catch(() => undefined);
    const n = Number(cp?.rows[0]?.n);
    if (Number.isFinite(n)) {
      if (checkpoints !== undefined && n > checkpoints)
        events.push({ t: Date.now(), kind: 'checkpoint' });
      checkpoints = n;
    }
  };
  const loop = async () => {
    if (stopped) return;
    await sample().catch(() => undefined);
    if (!stopped) timer = setTimeout(() => void loop(), 200);
  };
  client.on('notification', (message) => {
    events.push({ t: Date.now(), kind: 'write', what: message.payload ?? '?' });
  });
  const ready = client
    .connect()
    .then(() => client.query(`LISTEN ${WRITES_CHANNEL}`))
    .then(loop);
  return {
    ready,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client.end().catch(() => undefined);
    },
  };
}

/** One line saying what fell into [from, to]: stalls, pauses, jobs, database work. */
export function describeWindow(events: TraceEvent[], from: number, to: number): string {
  const inside = events.filter((e) => e.t >= from && e.t <= to + 100);
  const stalls = inside.filter((e) => e.kind === 'stall');
  const gcs = inside.filter((e) => e.kind === 'gc');
  const jobs = [...new Set(inside.filter((e) => e.kind === 'job').map((e) => e.what))];
  const db = inside.filter((e) => e.kind === 'db');
  const checkpoints = inside.filter((e) => e.kind === 'checkpoint').length;
  const max = (xs: TraceEvent[]) => Math.max(0, ...xs.map((e) => e.ms ?? 0));
  // A stall the server spent at least half of on its own CPU is its own work; the rest is
  // the machine keeping it off a core.
  const own = stalls.filter((e) => (e.own ?? 0) * 2 >= (e.ms ?? 0));
  const parts = [
    stalls.length
      ? `${stalls.length} event-loop stall(s) ≥15 ms, longest ${max(stalls)} ms; ` +
        (own.length
          ? `${own.length} of them the server's own work, longest ${max(own)} ms`
          : 'none of them the server’s own work (it waited for a core)')
      : 'no event-loop stall ≥15 ms',
    gcs.length
      ? `${gcs.length} GC pause(s) ≥5 ms (${[...new Set(gcs.map((g) => g.gc))].join(', ')}), longest ${max(gcs)} ms`
      : 'no GC pause ≥5 ms',
  ];
  if (jobs.length) parts.push(`jobs: ${jobs.join('; ')}`);
  if (db.length) {
    const slowest = db.reduce((a, b) => ((b.ms ?? 0) > (a.ms ?? 0) ? b : a));
    parts.push(`${db.length} other statement(s) ≥20 ms, e.g. ${slowest.ms} ms ${slowest.what}`);
  }
  if (checkpoints) parts.push(`${checkpoints} checkpoint(s)`);
  const client = inside.filter((e) => e.kind === 'client');
  if (client.length) {
    parts.push(
      `the bench's own loop stalled ${client.length} time(s) ≥15 ms, longest ${max(client)} ms`,
    );
  }
  const slow = inside.filter((e) => e.kind === 'slow').sort((a, b) => a.t - b.t);
  if (slow.length) {
    const slowest = slow.reduce((a, b) => ((b.ms ?? 0) > (a.ms ?? 0) ? b : a));
    // When they ended, from the window's start: together at its start is one answer recomputed
    // after its lifetime ran out while nobody asked (and the reads that waited for it).
    const at = (e: TraceEvent) => ((e.t - from) / 1000).toFixed(1);
    const span = `${at(slow[0] as TraceEvent)}–${at(slow.at(-1) as TraceEvent)} s in`;
    parts.push(
      `${slow.length} request(s) ≥${SLOW_REQUEST_MS} ms inside the server (${span}), longest ${slowest.ms} ms ${slowest.what}`,
    );
  }
  const writes = inside.filter((e) => e.kind === 'write');
  if (writes.length) {
    const counts = new Map<string, number>();
    for (const w of writes) counts.set(w.what ?? '?', (counts.get(w.what ?? '?') ?? 0) + 1);
    parts.push(
      `write notices (organisation:table): ${[...counts].map(([k, n]) => `${k}×${n}`).join(', ')}`,
    );
  }
  return parts.join('; ');
}
