/**
 * API load benchmark (DESIGN.md §8). Against a running server (`npm start`), it measures in one
 * run a bare health route and an authenticated, tenant-scoped list (`feature-flags/`: every flag of
 * the organisation, ~60 rows, through bearer verification, the user look-up and an RLS
 * transaction), first flat out, then at a fixed 200 requests/s, and prints req/s, p50, p99 and the
 * ratio of the two. Budgets: ratio ≥ 0.3×, p99 < 50 ms at 200 req/s.
 *
 *   npm run bench:api -- [--url https://localhost:5443] [--email admin@demo.changecraft.test]
 *                        [--duration 10] [--connections 10]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    email: { type: 'string', default: 'admin@demo.changecraft.test' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const runtimeFile = path.join(dataDir, 'runtime.json');
const base =
  values.url ??
  (existsSync(runtimeFile)
    ? (JSON.parse(readFileSync(runtimeFile, 'utf8')) as { url: string }).url
    : undefined);
if (!base) {
  process.stderr.write('No running server found. Start one with `npm start`, or pass --url.\n');
  process.exit(1);
}
const target = new URL(base);
if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(target.hostname)) {
  process.stderr.write('This benchmark only sends load to a server on this machine.\n');
  process.exit(1);
}

const token = execFileSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/token.ts', values.email],
  {
    encoding: 'utf8',
  },
).trim();

const duration = Number(values.duration);
const connections = Number(values.connections);

interface Result {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(
  label: string,
  pathname: string,
  auth: boolean,
  rate?: number,
): Promise<Result> {
  const result = await autocannon({
    url: new URL(pathname, target).toString(),
    connections,
    duration,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const health = '/healthz';
const list = '/api/v1/feature-flags/';
process.stdout.write(
  `Benchmarking ${target.origin}: ${duration} s per run, ${connections} connections\n\n`,
);
// A short warm-up so the first run does not pay for cold caches and connection set-up.
await autocannon({
  url: new URL(list, target).toString(),
  connections,
  duration: 2,
  headers: { authorization: `Bearer ${token}` },
});

const results: Result[] = [];
results.push(await measure('health (max)', health, false));
results.push(await measure('feature-flags/ (max)', list, true));
results.push(await measure('health @200/s', health, false, 200));
results.push(await measure('feature-flags/ @200/s', list, true, 200));

const row = (cells: string[]) =>
  `${cells[0]?.padEnd(24)}${cells
    .slice(1)
    .map((c) => c.padStart(10))
    .join('')}\n`;
process.stdout.write(row(['run', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx']));
for (const r of results) {
  process.stdout.write(
    row([
      r.label,
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      String(r.errors),
      String(r.non2xx),
    ]),
  );
}
const [healthMax, listMax, , listAtRate] = results;
if (healthMax && listMax && listAtRate) {
  const ratio = listMax.rps / healthMax.rps;
  process.stdout.write(`\nauthenticated list / health: ${ratio.toFixed(2)}× (budget ≥ 0.30×)\n`);
  process.stdout.write(`feature-flags/ p99 at 200 req/s: ${listAtRate.p99} ms (budget < 50 ms)\n`);
}
