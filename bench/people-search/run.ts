/**
 * People search benchmark (issue 30: p95 under 50 ms on 50,000 people). Against a running
 * server (`npm start`, with RESPONSE_CACHE_TTL_MS=0 so no answer comes from the cache) on an
 * organisation of 50,000 people (`npm run seed -- --scale 100 --people 50000`), it times, one
 * request at a time so each figure is a user's wait, the as-you-type search
 * (`user_profiles/search_profiles/`, 30 a page) and the directory's filtered list
 * (`user_profiles/`, 500 a page), for typed prefixes of two to six letters and whole e-mail
 * addresses, and prints p50, p95 and max of each.
 *
 * `--load` then measures the directory's first page and both searches under load, beside
 * `/healthz` (see load.ts); with RATE_LIMIT_API_PER_MINUTE=0 on the server, or it counts 429s.
 * The CPU per request is read from the data folder's server and PostgreSQL (DATA_DIR).
 *
 *   npm run bench:people -- [--url https://localhost:5443]
 *                           [--email admin@scale100-50000.changecraft.test] [--requests 200]
 *                           [--load [--duration 10] [--connections 10] [--rate 200]]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureLoad } from './load';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    email: { type: 'string', default: 'admin@scale100-50000.changecraft.test' },
    requests: { type: 'string', default: '200' },
    load: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
  },
});

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const runtimeFile = path.join(dataDir, 'runtime.json');
const runtime = existsSync(runtimeFile)
  ? (JSON.parse(readFileSync(runtimeFile, 'utf8')) as { url: string; pid: number })
  : undefined;
const base = values.url ?? runtime?.url;
if (!base) {
  process.stderr.write('No running server found. Start one with `npm start`, or pass --url.\n');
  process.exit(1);
}
const origin = new URL(base);
if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(origin.hostname)) {
  process.stderr.write('This benchmark only sends requests to a server on this machine.\n');
  process.exit(1);
}
// The local certificate is signed by the data folder's own authority; trust it for this process.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

let token: string;
try {
  token = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/token.ts', values.email], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? origin.origin },
  }).trim();
} catch {
  process.stderr.write(
    `No token for ${values.email}. Build the data first: npm run seed -- --scale 100 --people 50000\n`,
  );
  process.exit(1);
}
const headers = { authorization: `Bearer ${token}` };
const requests = Number(values.requests);

async function get(pathAndQuery: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(new URL(`/api/v1/${pathAndQuery}`, origin), { headers });
  const body: unknown = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

// What people type: the first letters of real names and addresses of the organisation.
const sample = (await get('user_profiles/?page_size=500&sort=email')).body as {
  count: number;
  results: { first_name: string; last_name: string; email: string }[];
};
const terms = sample.results.flatMap((p, i) => {
  const length = 2 + (i % 5);
  return [p.last_name.slice(0, length), p.first_name.slice(0, length), p.email];
});
process.stdout.write(`${sample.count.toLocaleString('en')} people in the organisation\n`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(name: string, build: (term: string) => string) {
  // Warm the connection and the database's caches first, as a server in use has them.
  for (const term of terms.slice(0, 10)) await get(build(term));
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    times.push((await get(build(terms[i % terms.length] ?? 'a'))).ms);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  process.stdout.write(
    `${name}: p50 ${f(percentile(times, 50))}, p95 ${f(percentile(times, 95))}, max ${f(times.at(-1) ?? NaN)} (${requests} requests)\n`,
  );
  return percentile(times, 95);
}

const q = encodeURIComponent;
const typed = await measure(
  'search as you type (search_profiles, 30 a page)',
  (t) => `user_profiles/search_profiles/?per_page=30&search=${q(t)}`,
);
const directory = await measure(
  'directory list (user_profiles, search, 500 a page)',
  (t) => `user_profiles/?page_size=500&search=${q(t)}`,
);
const budget = 50;
process.stdout.write(
  typed < budget && directory < budget
    ? `Within the budget: p95 under ${budget} ms.\n`
    : `Over the budget of p95 ${budget} ms.\n`,
);

if (values.load) {
  const postmasterFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const sameServer = runtime && new URL(runtime.url).origin === origin.origin;
  const withinLoad = await measureLoad({
    origin,
    headers,
    terms,
    serverPid: sameServer ? runtime.pid : undefined,
    postmasterPid:
      sameServer && existsSync(postmasterFile)
        ? Number(readFileSync(postmasterFile, 'utf8').split('\n')[0])
        : undefined,
    duration: Number(values.duration),
    connections: Number(values.connections),
    rate: Number(values.rate),
    out: (line) => process.stdout.write(line),
  });
  process.stdout.write(
    withinLoad
      ? 'Within the load budget: ≥ 0.10× /healthz and p99 under 50 ms at the fixed rate.\n'
      : 'Over the load budget (≥ 0.10× /healthz, p99 under 50 ms at the fixed rate).\n',
  );
}
