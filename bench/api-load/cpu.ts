import { readdirSync, readFileSync } from 'node:fs';

function statOf(pid: string): { ppid: string; ticks: number; childTicks: number } {
  try {
    // Fields after the command name: state, ppid, …, utime (12th), stime (13th), then the
    // cutime and cstime of its children that have exited (14th, 15th).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return {
      ppid: fields[1] ?? '',
      ticks: Number(fields[11]) + Number(fields[12]),
      childTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return { ppid: '', ticks: 0, childTicks: 0 };
  }
}

/**
 * CPU time, in clock ticks (1/100 s), of a server process (and the serving processes it started)
 * plus its PostgreSQL (the postmaster
 * and every backend it forked), read from /proc; `undefined` off Linux or without a pid. On a
 * machine other work loads too, req/s swings with it; the CPU a request costs barely does.
 */
export function serverCpuTicks(
  serverPid: number | undefined,
  postmasterPid: number | undefined,
): number | undefined {
  if (process.platform !== 'linux' || !serverPid) return undefined;
  const server = String(serverPid);
  let total = statOf(server).ticks;
  // The serving processes a server starts beside itself (WEB_CONCURRENCY), not its database.
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || entry === String(postmasterPid)) continue;
    if (statOf(entry).ppid === server) total += statOf(entry).ticks;
  }
  if (postmasterPid) {
    const parent = String(postmasterPid);
    // A backend that exits meanwhile moves its time into the postmaster's children's time.
    const postmaster = statOf(parent);
    total += postmaster.ticks + postmaster.childTicks;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = statOf(entry);
      if (stat.ppid === parent) total += stat.ticks;
    }
  }
  return total;
}

/** What one autocannon run measured, with the CPU the server spent per request between ticks. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU the server and its database spent per request, in µs (Linux only). */
  cpuPerRequest: number | undefined;
}

export function loadResult(
  result: {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  },
  before: number | undefined,
  after: number | undefined,
): LoadResult {
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
