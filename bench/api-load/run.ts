/**
 * API load benchmark (DESIGN.md §8): every area's main list and detail (the table in routes.ts),
 * on the scaled data, **with the response cache off** and then on. For each call it measures the
 * bare health route and, right after it, the call (so both see the same load from the rest of
 * the machine), and prints req/s, p99, the CPU the server and its database spent per request,
 * and the call's ratio to the health route; with the cache off it then holds each call at a
 * fixed 200 requests/s and prints its p99. The machine's load varies: the ratio and the CPU per
 * request much less than req/s.
 * Budgets (cache off): ratio ≥ 0.10×, p99 < 50 ms at 200 req/s. The cache is a bonus on top.
 *
 * `--data <folder>` builds ×100 data there on first use (`npm start -- --scale 100`, as in
 * production: NODE_ENV=production, no per-person rate limit), and keeps it, so the next run starts
 * at once; the bench starts the server itself, once with `RESPONSE_CACHE_TTL_MS=0` and once with
 * the default cache, and stops it after; with one serving process per core (WEB_CONCURRENCY=auto,
 * as README advises for production) unless WEB_CONCURRENCY says otherwise. `--fresh` does the same in a temporary folder it
 * removes. Without either it measures the server running on DATA_DIR as it is configured
 * (start it with RESPONSE_CACHE_TTL_MS=0 RATE_LIMIT_API_PER_MINUTE=0 for the budget figures).
 *
 * Both trace the server they start: under each fixed-rate line, the event-loop stalls, garbage
 * collection pauses, background jobs and long database statements that fell into it (trace.ts).
 *
 *   npm run bench:api -- [--fresh | --data <folder>] [--url https://localhost:5443]
 *                        [--email admin@scale100.changecraft.test] [--area projects]
 *                        [--cache off|on|both] [--duration 5] [--connections 10] [--rate 200]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { exited, freePort, freshDataDir, startServer, type RunningServer } from '../support/server';
import { loadResult, serverCpuTicks, type LoadResult } from './cpu';
import { buildCalls, type Call } from './routes';
import {
  describeWindow,
  readServerTrace,
  sampleDatabase,
  serverTracing,
  traceClientStalls,
  type TraceEvent,
} from './trace';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    email: { type: 'string', default: 'admin@scale100.changecraft.test' },
    area: { type: 'string' },
    cache: { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    fresh: { type: 'boolean', default: false },
    data: { type: 'string' },
  },
});

const RATIO_BUDGET = 0.1;
const P99_BUDGET_MS = 50;
const duration = Number(values.duration);
const connections = Number(values.connections);
const rate = Number(values.rate);
const startsServer = values.fresh || values.data !== undefined;
const modes: ('off' | 'on' | 'as running')[] = !startsServer
  ? ['as running']
  : values.cache === 'off'
    ? ['off']
    : values.cache === 'on'
      ? ['on']
      : ['off', 'on'];
// The local certificate is signed by the data folder's own authority; trust it for this process.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const dataDir = values.data
  ? path.resolve(values.data)
  : values.fresh
    ? await freshDataDir()
    : path.resolve(process.env.DATA_DIR ?? '.data');
const out = (line: string) => process.stdout.write(line);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Session {
  origin: string;
  pid: number | undefined;
  postmasterPid: number | undefined;
  explain: (from: number) => void;
  stop: () => Promise<void>;
}

function readRuntime(): { url: string; pid: number; databaseUrl?: string } | undefined {
  const file = path.join(dataDir, 'runtime.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function readPostmasterPid(): number | undefined {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

/** The server to measure: one this bench starts with the mode's cache, or the running one. */
async function open(mode: (typeof modes)[number]): Promise<Session> {
  if (mode === 'as running') {
    const runtime = readRuntime();
    const origin = values.url ?? runtime?.url;
    if (!origin) throw new Error('No running server found. Start one with `npm start`.');
    return {
      origin,
      pid: values.url && values.url !== runtime?.url ? undefined : runtime?.pid,
      postmasterPid: readPostmasterPid(),
      explain: () => undefined,
      stop: async () => undefined,
    };
  }
  await mkdir(dataDir, { recursive: true });
  const events: TraceEvent[] = [];
  const tracing = serverTracing(dataDir, events);
  const started = Date.now();
  out(
    `Starting a server on ${dataDir} with the response cache ${mode} (×100 data on first use)…\n`,
  );
  const server: RunningServer = await startServer(dataDir, await freePort(), {
    args: ['--scale', '100'],
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      // As production runs it: one serving process per core (README, "How it scales").
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? 'auto',
      ...(mode === 'off' ? { RESPONSE_CACHE_TTL_MS: '0' } : {}),
      ...tracing.env,
    },
    timeoutMs: 900_000,
    onLine: tracing.onLine,
  });
  out(`Ready in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
  const runtime = readRuntime();
  const sampler = runtime?.databaseUrl ? sampleDatabase(runtime.databaseUrl, events) : undefined;
  const stopClientTrace = traceClientStalls(events);
  await sampler?.ready;
  return {
    origin: server.origin,
    pid: server.process.pid,
    postmasterPid: readPostmasterPid(),
    explain: (from) => {
      const all = [...readServerTrace(tracing.traceFile), ...events];
      out(`${''.padEnd(4)}└ ${describeWindow(all, from, Date.now())}\n`);
    },
    stop: async () => {
      stopClientTrace();
      await sampler?.stop();
      server.process.kill('SIGINT');
      await exited(server.process);
    },
  };
}

function tokenFor(origin: string): string {
  try {
    return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/token.ts', values.email], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // The token's issuer is the server's own address.
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: process.env.PUBLIC_URL ?? origin },
    }).trim();
  } catch {
    throw new Error(
      `No token for ${values.email}. Build the ×100 data: npm run seed -- --scale 100`,
    );
  }
}

type Result = LoadResult;

async function measure(
  session: Session,
  pathname: string,
  headers: Record<string, string>,
  fixedRate?: number,
  seconds = duration,
): Promise<Result> {
  const before = serverCpuTicks(session.pid, session.postmasterPid);
  const result = await autocannon({
    url: new URL(pathname, session.origin).toString(),
    connections,
    duration: seconds,
    headers,
    ...(fixedRate ? { overallRate: fixedRate } : {}),
  });
  return loadResult(result, before, serverCpuTicks(session.pid, session.postmasterPid));
}

interface Row {
  call: Call;
  ratio: number;
  cpu: number | undefined;
  p99AtRate?: number;
  failed: number;
}

const cell = (text: string, width: number) => text.padStart(width);
const cpuText = (cpu: number | undefined) => (cpu === undefined ? '-' : cpu.toFixed(0));

async function run(mode: (typeof modes)[number]): Promise<Row[]> {
  const session = await open(mode);
  try {
    const auth = { authorization: `Bearer ${tokenFor(session.origin)}` };
    const get = async (p: string) =>
      (await fetch(new URL(p, session.origin), { headers: auth })).json();
    let calls = await buildCalls(get);
    if (values.area) calls = calls.filter((c) => c.area === values.area);
    out(
      `\nCache ${mode}: ${calls.length} calls as ${values.email}, ${duration} s each, ` +
        `${connections} connections (load average ${load()})\n`,
    );
    // A short warm-up so the first run does not pay for cold caches and connection set-up.
    for (const c of calls) await measure(session, c.path, auth, undefined, 1);
    out(
      `${'call'.padEnd(52)}${cell('health/s', 10)}${cell('req/s', 9)}${cell('× health', 10)}` +
        `${cell('CPU µs', 9)}${cell('p99 ms', 8)}${mode === 'on' ? '' : cell(`p99@${rate}`, 10)}` +
        `${cell('failed', 8)}\n`,
    );
    const rows: Row[] = [];
    for (const c of calls) {
      const health = await measure(session, '/healthz', {});
      const result = await measure(session, c.path, auth);
      const row: Row = {
        call: c,
        ratio: result.rps / health.rps,
        cpu: result.cpuPerRequest,
        failed: result.failed,
      };
      let atRate = '';
      let from = 0;
      if (mode !== 'on') {
        from = Date.now();
        const fixed = await measure(session, c.path, auth, rate);
        row.p99AtRate = fixed.p99;
        row.failed += fixed.failed;
        atRate = cell(String(fixed.p99), 10);
      }
      rows.push(row);
      out(
        `${`${c.area} ${c.label}`.padEnd(52)}${cell(health.rps.toFixed(0), 10)}` +
          `${cell(result.rps.toFixed(0), 9)}${cell(`${row.ratio.toFixed(3)}×`, 10)}` +
          `${cell(cpuText(row.cpu), 9)}${cell(String(result.p99), 8)}${atRate}` +
          `${cell(String(row.failed), 8)}\n`,
      );
      if (mode !== 'on') session.explain(from);
    }
    out(`load average at the end: ${load()}\n`);
    return rows;
  } finally {
    await session.stop();
  }
}

const results = new Map<string, Row[]>();
for (const mode of modes) results.set(mode, await run(mode));
if (values.fresh) await rm(dataDir, { recursive: true, force: true });

const budgeted = results.get('off') ?? results.get('as running') ?? [];
const cached = new Map((results.get('on') ?? []).map((r) => [r.call.label, r]));
out(
  `\nEvery area's reads, cache off (budget ≥ ${RATIO_BUDGET.toFixed(2)}× /healthz and ` +
    `p99 < ${P99_BUDGET_MS} ms at ${rate} req/s)${results.has('on') ? ', and the cache on beside' : ''}\n`,
);
out(
  `${'area'.padEnd(12)}${'call'.padEnd(40)}${cell('× health', 10)}${cell('CPU µs', 9)}` +
    `${cell(`p99@${rate}`, 10)}${cached.size ? `${cell('cached ×', 10)}${cell('CPU µs', 9)}` : ''}` +
    `${cell('budget', 8)}\n`,
);
let under = 0;
for (const r of budgeted) {
  const ok =
    r.ratio >= RATIO_BUDGET &&
    (r.p99AtRate === undefined || r.p99AtRate < P99_BUDGET_MS) &&
    r.failed === 0;
  if (!ok) under++;
  const hit = cached.get(r.call.label);
  out(
    `${r.call.area.padEnd(12)}${r.call.label.padEnd(40)}${cell(`${r.ratio.toFixed(3)}×`, 10)}` +
      `${cell(cpuText(r.cpu), 9)}${cell(r.p99AtRate === undefined ? '-' : String(r.p99AtRate), 10)}` +
      `${hit ? `${cell(`${hit.ratio.toFixed(3)}×`, 10)}${cell(cpuText(hit.cpu), 9)}` : ''}` +
      `${cell(ok ? 'ok' : 'UNDER', 8)}\n`,
  );
}
out(`${budgeted.length - under} of ${budgeted.length} within budget (load average ${load()})\n`);
