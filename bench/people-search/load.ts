/**
 * The people reads under load (issue 30): the directory's first page, the as-you-type search and
 * the directory's search, each right after `/healthz` so both see the same machine, as req/s,
 * the ratio to `/healthz`, the CPU the server and its PostgreSQL spent per request, then p99 at
 * a fixed rate. Budgets: ≥ 0.10× `/healthz`, p99 < 50 ms at 200 req/s.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { loadResult, serverCpuTicks, type LoadResult } from '../api-load/cpu';

export interface LoadOptions {
  origin: URL;
  headers: Record<string, string>;
  /** What people type; each search request takes the next one. */
  terms: string[];
  serverPid: number | undefined;
  postmasterPid: number | undefined;
  duration: number;
  connections: number;
  rate: number;
  out: (line: string) => void;
}

type Result = LoadResult;

const q = encodeURIComponent;
const RATIO_BUDGET = 0.1;
const P99_BUDGET = 50;

export async function measureLoad(options: LoadOptions): Promise<boolean> {
  const { origin, headers, terms, out } = options;
  const calls: { label: string; path: (i: number) => string }[] = [
    { label: 'user_profiles/?page_size=50', path: () => 'user_profiles/?page_size=50' },
    {
      label: 'search_profiles/?per_page=30&search=…',
      path: (i) =>
        `user_profiles/search_profiles/?per_page=30&search=${q(terms[i % terms.length] ?? 'a')}`,
    },
    {
      label: 'user_profiles/?page_size=50&search=…',
      path: (i) => `user_profiles/?page_size=50&search=${q(terms[i % terms.length] ?? 'a')}`,
    },
  ];

  async function measure(path: (i: number) => string, auth: boolean, rate?: number) {
    const before = serverCpuTicks(options.serverPid, options.postmasterPid);
    let sent = 0;
    const result = await autocannon({
      url: new URL('/', origin).toString(),
      connections: options.connections,
      duration: options.duration,
      headers: auth ? headers : {},
      // A different term per request, as many people typing: one term would measure one plan.
      requests: [
        {
          setupRequest: (request) => ({ ...request, path: `/${path(sent++)}` }),
        },
      ],
      ...(rate ? { overallRate: rate } : {}),
    });
    return loadResult(result, before, serverCpuTicks(options.serverPid, options.postmasterPid));
  }

  const health = () => 'healthz';
  const row = (cells: string[]) =>
    `${cells[0]?.padEnd(42)}${cells
      .slice(1)
      .map((c) => c.padStart(11))
      .join('')}\n`;
  const line = (label: string, r: Result, last: string) =>
    out(
      row([
        label,
        r.rps.toFixed(0),
        String(r.p50),
        String(r.p99),
        String(r.failed),
        r.cpuPerRequest === undefined ? '-' : r.cpuPerRequest.toFixed(0),
        last,
      ]),
    );
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');

  // Warm the connections, the prepared statements and the database's caches.
  for (const call of calls) {
    await autocannon({
      url: new URL(`/api/v1/${call.path(0)}`, origin).toString(),
      connections: options.connections,
      duration: 1,
      headers,
    });
  }
  let ok = true;
  out(`\nunder load (load average at the start: ${load()})\n`);
  out(row(['call', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'CPU µs/req', '× health']));
  for (const call of calls) {
    const h = await measure(health, false);
    const r = await measure((i) => `api/v1/${call.path(i)}`, true);
    const ratio = r.rps / h.rps;
    ok &&= ratio >= RATIO_BUDGET && r.failed === 0;
    line('GET /healthz', h, '1');
    line(`GET ${call.label}`, r, `${ratio.toFixed(2)}×`);
  }
  out(`at a fixed ${options.rate} requests/s\n`);
  out(row(['call', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'CPU µs/req', 'budget']));
  const verdict = (r: Result) => (r.p99 < P99_BUDGET ? `ok (<${P99_BUDGET})` : 'OVER');
  const h = await measure(health, false, options.rate);
  line('GET /healthz', h, verdict(h));
  for (const call of calls) {
    const r = await measure((i) => `api/v1/${call.path(i)}`, true, options.rate);
    ok &&= r.p99 < P99_BUDGET && r.failed === 0;
    line(`GET ${call.label}`, r, verdict(r));
  }
  out(`load average at the end: ${load()}\n`);
  return ok;
}
