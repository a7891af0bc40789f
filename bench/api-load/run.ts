/**
 * API load benchmark (DESIGN.md §8). On the scaled data it measures, round after round, the bare
 * health route and, right after it each time, the authenticated calls of the issue's table: one
 * row, a 57-row list, Home's list, a 50-row page of the projects list, a project's detail. It
 * prints req/s, p50, p99, the CPU the server and its database spent per request, and each call's
 * ratio to the health route measured just before it (the machine's load varies; the ratio and
 * the CPU per request much less); then, in the same round, p99 of the bare route, the list and
 * the detail at a fixed 200 requests/s (the bare route's p99 is what the machine alone adds).
 * Every round ends with the load average, and the run with one line per round, so one lucky or
 * unlucky round is seen as such.
 * Budgets: ratio ≥ 0.30×, p99 < 50 ms at 200 req/s.
 *
 * `--fresh` builds everything itself: an empty data folder, `npm start -- --scale 100` in it as
 * in production (NODE_ENV=production, request logs at info, no per-person rate limit), the
 * measurement, then it stops the server and removes the folder. Without it, it measures the
 * server running on DATA_DIR (`npm run seed -- --scale 100`, then `npm start` with
 * RATE_LIMIT_API_PER_MINUTE=0, or the figures count 429s).
 *
 * `--data <folder>` does the same on a folder of its own and keeps it, so the next run starts at
 * once on the data it built (a server must not be running on it).
 *
 * Both trace the server they start: under each fixed-rate line, the event-loop stalls, garbage
 * collection pauses, background jobs and long database statements (autovacuum, checkpoints) that
 * fell into it, the write notices that emptied the response cache, the requests the server itself
 * took 40 ms or more over (an answer recomputed, and those that waited for it), and the stalls
 * of this process (autocannon's own timing), so a slow round can be told from a loaded machine
 * (see trace.ts).
 *
 * `--against <url>` measures a second server (an older build on the same database) the same
 * way, interleaved call by call, for a before/after comparison in one run.
 *
 *   npm run bench:api -- [--fresh | --data <folder>] [--url https://localhost:5443]
 *                        [--email admin@scale100.changecraft.test]
 *                        [--duration 10] [--connections 10] [--rounds 3] [--rate 200]
 *                        [--against https://localhost:5444 --against-pid <pid>]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { exited, freePort, freshDataDir, startServer, type RunningServer } from '../support/server';
import { serverCpuTicks } from './cpu';
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
    against: { type: 'string' },
    'against-pid': { type: 'string' },
    email: { type: 'string', default: 'admin@scale100.changecraft.test' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    rate: { type: 'string', default: '200' },
    fresh: { type: 'boolean', default: false },
    data: { type: 'string' },
  },
});

let fresh: RunningServer | undefined;
let dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
/** With `--fresh`: what the server and its database did meanwhile (see trace.ts). */
const traceEvents: TraceEvent[] = [];
let traceFile: string | undefined;
if (values.fresh || values.data) {
  dataDir = values.data ? path.resolve(values.data) : await freshDataDir();
  // The server's tracer writes into it from its first tick, before the server makes it.
  await mkdir(dataDir, { recursive: true });
  const started = Date.now();
  process.stdout.write(`Building ×100 data in ${dataDir} and starting a server on it…\n`);
  const tracing = serverTracing(dataDir, traceEvents);
  traceFile = tracing.traceFile;
  fresh = await startServer(dataDir, await freePort(), {
    args: ['--scale', '100'],
    env: { NODE_ENV: 'production', LOG_LEVEL: 'info', ...tracing.env },
    timeoutMs: 900_000,
    onLine: tracing.onLine,
  });
  process.stdout.write(`Ready in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
}
const runtimeFile = path.join(dataDir, 'runtime.json');
const runtime = existsSync(runtimeFile)
  ? (JSON.parse(readFileSync(runtimeFile, 'utf8')) as {
      url: string;
      pid: number;
      databaseUrl?: string;
    })
  : undefined;
const dbSampler =
  fresh && runtime?.databaseUrl ? sampleDatabase(runtime.databaseUrl, traceEvents) : undefined;
const stopClientTrace = traceFile ? traceClientStalls(traceEvents) : undefined;
await dbSampler?.ready;
const stopFresh = async () => {
  stopClientTrace?.();
  await dbSampler?.stop();
  if (!fresh) return;
  fresh.process.kill('SIGINT');
  await exited(fresh.process);
  if (!values.data) await rm(dataDir, { recursive: true, force: true });
};
const mainUrl = values.url ?? fresh?.origin ?? runtime?.url;
if (!mainUrl) {
  process.stderr.write('No running server found. Start one with `npm start`, or pass --url.\n');
  process.exit(1);
}
const postmasterFile = path.join(dataDir, 'pg', 'postmaster.pid');
const postmasterPid = existsSync(postmasterFile)
  ? Number(readFileSync(postmasterFile, 'utf8').split('\n')[0])
  : undefined;

interface Target {
  name: string;
  url: URL;
  /** For CPU accounting; the data folder's server, or the pid given for `--against`. */
  pid: number | undefined;
}
const targets: Target[] = [
  {
    name: values.against ? 'after' : '',
    url: new URL(mainUrl),
    pid: values.url && values.url !== runtime?.url ? undefined : runtime?.pid,
  },
];
if (values.against) {
  const pid = Number(values['against-pid']);
  targets.push({
    name: 'before',
    url: new URL(values.against),
    pid: Number.isInteger(pid) && pid > 0 ? pid : undefined,
  });
}
for (const t of targets) {
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(t.url.hostname)) {
    process.stderr.write('This benchmark only sends load to a server on this machine.\n');
    process.exit(1);
  }
}
// The local certificate is signed by the data folder's own authority; trust it for this process.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

let token: string;
try {
  token = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/token.ts', values.email], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // The token's issuer is the server's own address.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PUBLIC_URL: process.env.PUBLIC_URL ?? targets[0]?.url.origin,
    },
  }).trim();
} catch {
  process.stderr.write(
    `No token for ${values.email}. Build the scaled data first: npm run seed -- --scale 100\n`,
  );
  await stopFresh();
  process.exit(1);
}
const auth = { authorization: `Bearer ${token}` };
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const rate = Number(values.rate);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const first = targets[0] as Target;
const firstPage = (await (
  await fetch(new URL('/api/v1/projects/?page_size=50', first.url), { headers: auth })
).json()) as { count?: number; results?: { id: number }[] };
const projectId = firstPage.results?.[0]?.id;
if (!projectId) {
  process.stderr.write(`The projects list answered ${JSON.stringify(firstPage).slice(0, 200)}\n`);
  await stopFresh();
  process.exit(1);
}

const calls = [
  { label: 'organisation/ (one row)', path: '/api/v1/organisation/' },
  { label: 'feature-flags/ (57 rows)', path: '/api/v1/feature-flags/' },
  { label: 'projects/get_projects_for_user/', path: '/api/v1/projects/get_projects_for_user/' },
  { label: 'projects/?page_size=50', path: '/api/v1/projects/?page_size=50', budget: true },
  { label: 'projects/:id/ (detail)', path: `/api/v1/projects/${projectId}/`, budget: true },
];

interface Result {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU the server and its database spent per request, in µs (Linux only). */
  cpuPerRequest: number | undefined;
}

async function measure(
  target: Target,
  pathname: string,
  withAuth: boolean,
  rate?: number,
): Promise<Result> {
  const before = serverCpuTicks(target.pid, postmasterPid);
  const result = await autocannon({
    url: new URL(pathname, target.url).toString(),
    connections,
    duration,
    headers: withAuth ? auth : {},
    ...(rate ? { overallRate: rate } : {}),
  });
  const after = serverCpuTicks(target.pid, postmasterPid);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
    cpuPerRequest:
      before === undefined || after === undefined || result.requests.total === 0
        ? undefined
        : ((after - before) * 10_000) / result.requests.total,
  };
}

const out = (line: string) => process.stdout.write(line);
const row = (cells: string[]) =>
  `${cells[0]?.padEnd(44)}${cells
    .slice(1)
    .map((c) => c.padStart(11))
    .join('')}\n`;
const cpu = (r: Result) => (r.cpuPerRequest === undefined ? '-' : r.cpuPerRequest.toFixed(0));
const line = (label: string, r: Result, last: string) =>
  out(row([label, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.failed), cpu(r), last]));
const named = (t: Target, label: string) => (t.name ? `${t.name.padEnd(7)}${label}` : label);

out(
  `Benchmarking ${targets.map((t) => `${t.name ? `${t.name} ` : ''}${t.url.origin}`).join(', ')} ` +
    `as ${values.email} (${firstPage.count ?? 0} projects visible): ${duration} s per run, ` +
    `${connections} connections, ${rounds} round(s)\n\n`,
);
// A short warm-up so the first run does not pay for cold caches and connection set-up.
for (const t of targets) {
  for (const call of calls) {
    await autocannon({
      url: new URL(call.path, t.url).toString(),
      connections,
      duration: 1,
      headers: auth,
    });
  }
}

const ratios = new Map<string, number[]>();
const cpus = new Map<string, number[]>();
const budgetCalls = calls.filter((c) => c.budget);
/** Per round and target: the load average at its end, each budget call's ratio and p99. */
const summary: { round: number; target: string; load: string; cells: string[] }[] = [];
for (let round = 1; round <= rounds; round++) {
  out(`round ${round} (load average at its start: ${load()})\n`);
  out(row(['call', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'CPU µs/req', '× health']));
  const roundRatios = new Map<string, number>();
  for (const call of calls) {
    for (const t of targets) {
      // Health right before each call, so both see the same load from the rest of the machine.
      const health = await measure(t, '/healthz', false);
      const result = await measure(t, call.path, true);
      const ratio = result.rps / health.rps;
      const key = named(t, call.label);
      roundRatios.set(key, ratio);
      ratios.set(key, [...(ratios.get(key) ?? []), ratio]);
      if (result.cpuPerRequest !== undefined) {
        cpus.set(key, [...(cpus.get(key) ?? []), result.cpuPerRequest]);
      }
      line(named(t, 'GET /healthz'), health, '1');
      line(named(t, `GET ${call.label}`), result, `${ratio.toFixed(2)}×`);
    }
  }
  out(`at a fixed ${rate} requests/s\n`);
  out(row(['call', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'CPU µs/req', 'budget']));
  const p99s = new Map<string, number>();
  // The bare route at the same rate: what the machine alone does to the slowest percent.
  // With `--fresh`, each line is followed by what the server and its database did meanwhile.
  const explain = (from: number) => {
    if (!traceFile) return;
    const events = [...readServerTrace(traceFile), ...traceEvents];
    out(`${''.padEnd(4)}└ ${describeWindow(events, from, Date.now())}\n`);
  };
  for (const t of targets) {
    const from = Date.now();
    const r = await measure(t, '/healthz', false, rate);
    p99s.set(named(t, '/healthz'), r.p99);
    line(named(t, 'GET /healthz'), r, r.p99 < 50 ? 'ok (<50)' : 'OVER');
    explain(from);
  }
  for (const call of budgetCalls) {
    for (const t of targets) {
      const from = Date.now();
      const r = await measure(t, call.path, true, rate);
      p99s.set(named(t, call.label), r.p99);
      line(named(t, `GET ${call.label}`), r, r.p99 < 50 ? 'ok (<50)' : 'OVER');
      explain(from);
    }
  }
  const roundLoad = load();
  out(`load average at the end of round ${round}: ${roundLoad}\n\n`);
  for (const t of targets) {
    summary.push({
      round,
      target: t.name,
      load: roundLoad,
      cells: [`${p99s.get(named(t, '/healthz')) ?? '-'} ms`].concat(
        budgetCalls.flatMap((call) => [
          `${(roundRatios.get(named(t, call.label)) ?? 0).toFixed(2)}×`,
          `${p99s.get(named(t, call.label)) ?? '-'} ms`,
        ]),
      ),
    });
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
out('each round: the budget calls side by side (ratio ≥ 0.30×, p99 < 50 ms)\n');
out(
  row([
    'round',
    'health p99',
    ...budgetCalls.flatMap((c) => [
      c.label.startsWith('projects/?') ? 'list ×' : 'detail ×',
      c.label.startsWith('projects/?') ? 'list p99' : 'detail p99',
    ]),
    'load average'.padStart(16),
  ]),
);
for (const s of summary) {
  out(row([`${s.round}${s.target ? ` ${s.target}` : ''}`, ...s.cells, s.load.padStart(16)]));
}

out('\nmean of the rounds (budget ≥ 0.30× for the 50-row list and the detail)\n');
out(row(['call', '× health', 'CPU µs/req', 'budget']));
for (const call of calls) {
  for (const t of targets) {
    const key = named(t, call.label);
    const ratio = mean(ratios.get(key) ?? []);
    const cpuValues = cpus.get(key) ?? [];
    const verdict = call.budget ? (ratio >= 0.3 ? 'ok' : 'UNDER') : '';
    out(
      row([
        key,
        `${ratio.toFixed(2)}×`,
        cpuValues.length ? mean(cpuValues).toFixed(0) : '-',
        verdict,
      ]),
    );
  }
}
await stopFresh();
