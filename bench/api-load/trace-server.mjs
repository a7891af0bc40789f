// Loaded into the benchmarked server with `node --import` (plain JavaScript: it runs before tsx
// is registered). It appends to CHANGECRAFT_TRACE_FILE one JSON line per event-loop stall (with
// the CPU the process itself spent in it) and per garbage-collection pause long enough to show
// in a p99, with the wall-clock time it ended, so the benchmark can say which of its
// measurements each one fell into, and whether the server or the machine made it.
import { appendFileSync } from 'node:fs';
import { PerformanceObserver, constants, performance } from 'node:perf_hooks';

const file = process.env.CHANGECRAFT_TRACE_FILE;
if (file) {
  /** A stall this long delays every request queued behind it by as much. */
  const STALL_MS = 15;
  const GC_MS = 5;
  const lines = [];
  const flush = () => {
    if (lines.length) appendFileSync(file, lines.splice(0).join(''));
  };
  const write = (event) => lines.push(`${JSON.stringify({ t: Date.now(), ...event })}\n`);

  // A 5 ms timer that fires late measures a stall; the CPU this process used meanwhile says
  // whose it was: near the stall's length, the server's own work (a long task, a collection);
  // far less, the machine's (the process waited for a core that other work held).
  const TICK_MS = 5;
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  const ticker = setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage();
    const lateMs = now - last - TICK_MS;
    if (lateMs >= STALL_MS) {
      const ownMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
      write({ kind: 'stall', ms: Math.round(lateMs), own: Math.round(ownMs) });
    }
    last = now;
    lastCpu = cpu;
  }, TICK_MS);
  ticker.unref();
  const flusher = setInterval(flush, 250);
  flusher.unref();

  const gcKinds = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration >= GC_MS) {
        write({
          kind: 'gc',
          gc: gcKinds[entry.detail?.kind] ?? 'other',
          ms: Math.round(entry.duration),
        });
      }
    }
  }).observe({ entryTypes: ['gc'] });
  process.once('exit', flush);
}
