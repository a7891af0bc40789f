/**
 * Portfolio first paint (issue 20, DESIGN.md §8: the dashboard paints in under 1 s with the ×100
 * data). It starts the server on a data folder (DATA_DIR, else a fresh one; the server builds the
 * SPA when dist/ is stale), builds the ×100 organisation there when it is missing (500 projects,
 * 200 impacted groups, 10,000 people, their activities), signs in as its admin in Debian's
 * chromium, then opens /portfolio `--runs` times (a reload of a signed-in tab, the browser's
 * cache warm as a returning user has it) and reads from the page itself:
 * - first contentful paint (the shell);
 * - dashboard: the moment the dashboard's panels are on screen;
 * - heatmap: the moment the heatmap's grid (199 groups × 12 weeks) is on screen.
 * Each is counted from the navigation's start; it prints p50 and max. The last load is traced:
 * the CPU the page's main thread spent until then, and when each API call started and ended.
 *
 * Measured 2026-11-23 on the shared 2-core machine with ~8 others' tests running (load average
 * ~20), 3–7 loads: first contentful paint p50 284–424 ms; dashboard shown p50 3.9–5.9 s, heatmap
 * 2.8–4.4 s (wall time, mostly the browser waiting for a core). The traced load's main thread
 * used 163 ms of CPU until its first API call and 426 ms until the dashboard was on screen; the
 * APIs answer in ~60 ms on a quiet machine (bench:portfolio), so the idle-machine paint is about
 * 0.5–0.6 s, inside the 1 s budget. Rerun on a quiet machine for the wall-clock figure.
 *
 * 2026-11-23 (later), same shared machine at load average 21–35, response cache off, the ×100
 * data with the scaled assessments and leaders: the portfolio's reads now start at boot (the
 * GETs at ~360–530 ms, before any screen code has run) and the dashboard reads its counts in one
 * statement, its overloads in another and adoption set-based (1.5 s → 25 ms at that load). Wall
 * times at that load (dashboard 2–4 s per call, paint 7 s) measure the queue for a core, not the
 * page; rerun on a quiet machine for the budget figure.
 *
 * 2026-11-23 (issue 20, first paint), same data folder, response cache off, load average 4–10
 * for both: dashboard shown p50 1,987 → 754 ms (load 7–9), heatmap 1,598 → 861 ms. Before, the
 * heatmap's 2,400 cells were drawn again whenever any of the screen's reads landed and every
 * change was drawn into the what-if picker, and the dashboard carried a score and a sentence per
 * project (142 KB) and ran its reads one after another; its server time is now ~260 ms at that
 * load, and the page's main thread has no long task between the dashboard's answer and its
 * panels. (Traces before this were timed from a later, empty document's start, ~450 ms off.)
 *
 * Reloads without writes in between are answered from the per-replica response cache (as a
 * returning user's are); `RESPONSE_CACHE_TTL_MS=0` turns it off, so every load computes afresh.
 *
 * 2026-11-28, quiet machine (load ~1), fresh ×100 data, response cache off, 5 loads: first
 * contentful paint p50 144 ms; dashboard shown p50 470 ms, max 634 ms (budget 1 s, met); heatmap
 * shown p50 575 ms, max 750 ms; the dashboard call 245 ms (server 196 ms).
 *
 * `--trace file.json` keeps the last load's trace, to open in the performance panel.
 *
 *   [RESPONSE_CACHE_TTL_MS=0] npm run bench:portfolio-paint -- [--runs 7] [--trace file.json]
 */
import 'dotenv/config';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { openDatabase } from '../../server/db/client';
import { seedScale } from '../../server/db/seed/scale/seed-scale';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import {
  exited,
  freePort,
  freshDataDir,
  ownerDatabaseUrl,
  startServer,
  type RunningServer,
} from '../support/server';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, trace: { type: 'string' } },
});
const runs = Number(values.runs);
const log = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Marks, in the page, when the dashboard and the heatmap first appear (from navigation start).
 * Text rather than a function: tsx names functions with a helper (`__name`) the page lacks.
 */
const watchPaint = `(() => {
  const marks = {};
  window.__paint = marks;
  const observer = new MutationObserver(() => {
    if (!marks.dashboard && document.getElementById('by-status')) marks.dashboard = performance.now();
    if (!marks.heatmap && document.querySelector('section[aria-labelledby="heatmap-heading"] table'))
      marks.heatmap = performance.now();
    if (marks.dashboard !== undefined && marks.heatmap !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/**
 * The machine is shared, so wall-clock paint times swing with the others' load. The CPU the
 * page's main thread spent (its tasks' thread time, `tdur`) from navigation start to the
 * dashboard's mark does not: that plus the API's answer is the paint on an idle machine.
 */
const traceCategories = [
  'toplevel',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
];
interface LongTask {
  /** ms from navigation start. */
  at: number;
  dur: number;
  /** What the task spent its time on: the heaviest kinds of work inside it, ms each. */
  inside: [string, number][];
}
interface MainThreadCpu {
  /** CPU ms of the main thread's tasks up to each cut (ms from navigation start). */
  cpu: number[];
  wall: number;
  /** The main thread's tasks of 50 ms and more until the last cut: what keeps a panel back. */
  long: LongTask[];
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    data?: { functionName?: string; url?: string; type?: string; documentLoaderURL?: string };
  };
}
/** Kinds of work inside a task, named as the performance panel does. */
const workKinds: Record<string, string> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
};
function mainThreadCpu(trace: Buffer, cutsMs: number[]): MainThreadCpu | undefined {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const events = parsed.traceEvents;
  // The page's own navigation: the renderer also starts others later (an empty document, the
  // sign-in relay's frame), and times from one of those would be hundreds of ms off.
  const nav = events
    .filter(
      (e) =>
        e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes('/portfolio'),
    )
    .at(-1);
  if (!nav) return undefined;
  const cpu = cutsMs.map(() => 0);
  let wall = 0;
  const long: LongTask[] = [];
  const last = Math.max(...cutsMs);
  const mine = events
    .filter((e) => e.ph === 'X' && e.pid === nav.pid && e.tid === nav.tid)
    .sort((a, b) => a.ts - b.ts);
  for (const e of mine) {
    if (e.name !== 'RunTask') continue;
    const at = (e.ts - nav.ts) / 1000;
    if (at < 0 || at > last) continue;
    cutsMs.forEach((cut, i) => {
      if (at <= cut) cpu[i] = (cpu[i] ?? 0) + (e.tdur ?? 0) / 1000;
    });
    const dur = (e.dur ?? 0) / 1000;
    wall += dur;
    if (dur < 50) continue;
    // The outermost events of each kind inside the task (a script's forced layout counts as
    // script, as its own nested event is inside one already counted).
    const end = e.ts + (e.dur ?? 0);
    const kinds = new Map<string, number>();
    let coveredUntil = e.ts;
    for (const inner of mine) {
      if (inner.ts < e.ts || inner.ts >= end || inner === e) continue;
      const kind = workKinds[inner.name];
      if (!kind || inner.ts < coveredUntil) continue;
      const label =
        kind === 'script' && inner.args?.data?.url
          ? `script ${inner.args.data.url.split('/').pop()?.split('?')[0] ?? ''}`
          : kind;
      kinds.set(label, (kinds.get(label) ?? 0) + (inner.dur ?? 0) / 1000);
      coveredUntil = inner.ts + (inner.dur ?? 0);
    }
    const inside = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 3);
    long.push({ at, dur, inside });
  }
  return { cpu, wall, long };
}

let server: RunningServer | undefined;
const serverTimes: { url: string; ms: number }[] = [];
try {
  const dataDir = path.resolve(process.env.DATA_DIR ?? (await freshDataDir()));
  const port = await freePort();
  log(`Starting the server on ${dataDir}…`);
  // The server's own time for each API call (its request log, one entry per request), beside
  // the browser's. Outside production the log is pino-pretty's: the entry's fields come on the
  // lines after its message, the URL inside `req` and then `responseTime`.
  let loggedUrl: string | undefined;
  server = await startServer(dataDir, port, {
    env: { LOG_LEVEL: 'info' },
    onLine: (line) => {
      const url = /"url":\s*"(\/api\/[^"?]*)/.exec(line)?.[1];
      if (url) loggedUrl = url;
      const took = /"?responseTime"?:\s*([\d.]+)/.exec(line)?.[1];
      if (took && loggedUrl) {
        serverTimes.push({ url: loggedUrl, ms: Number(took) });
        loggedUrl = undefined;
      }
    },
  });
  const database = openDatabase(await ownerDatabaseUrl(dataDir), { max: 2 });
  try {
    await seedScale(database.pool, { factor: 100, log });
  } finally {
    await database.close();
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: server.origin });
    const page = await context.newPage();
    await page.goto('/portfolio');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill('admin@scale100.changecraft.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/portfolio/, { timeout: 60_000 });
    await page.addInitScript({ content: watchPaint });

    const results: { fcp: number; dashboard: number; heatmap: number }[] = [];
    let mainThread: MainThreadCpu | undefined;
    // One warm-up, as a returning user's browser has the scripts cached. The last load is traced.
    for (let i = 0; i <= runs; i += 1) {
      const traced = i === runs;
      if (traced) {
        await browser.startTracing(page, { categories: traceCategories });
        serverTimes.length = 0;
      }
      await page.goto('/portfolio');
      await page
        .waitForFunction(
          () => {
            const marks = (window as unknown as { __paint?: Record<string, number> }).__paint;
            return marks?.dashboard !== undefined && marks.heatmap !== undefined;
          },
          undefined,
          { timeout: 60_000 },
        )
        .catch(async (err: unknown) => {
          // What the page showed instead, to tell a slow answer from an error on screen.
          const shot = path.join(dataDir, 'portfolio-paint-timeout.png');
          await page.screenshot({ path: shot, fullPage: true });
          log(
            `Timed out; the page is in ${shot}. Marks: ${JSON.stringify(
              await page.evaluate(() => (window as unknown as { __paint?: unknown }).__paint),
            )}`,
          );
          throw err;
        });
      const measured = await page.evaluate(() => {
        const marks = (window as unknown as { __paint: Record<string, number> }).__paint;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        return { fcp, dashboard: marks.dashboard ?? NaN, heatmap: marks.heatmap ?? NaN };
      });
      if (i > 0) results.push(measured);
      if (traced) {
        const firstCall = await page.evaluate(
          () =>
            performance.getEntriesByType('resource').find((e) => e.name.includes('/api/'))
              ?.startTime ?? 0,
        );
        const trace = await browser.stopTracing();
        // The whole trace, to open in the browser's performance panel.
        if (values.trace) await writeFile(values.trace, trace);
        mainThread = mainThreadCpu(trace, [firstCall, measured.heatmap, measured.dashboard]);
      }
    }
    const rows = await page.locator('section[aria-labelledby="heatmap-heading"] tbody tr').count();
    const stat = (key: 'fcp' | 'dashboard' | 'heatmap') => {
      const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
      const p50 = sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
      return `p50 ${p50.toFixed(0).padStart(5)} ms  max ${(sorted.at(-1) ?? NaN).toFixed(0).padStart(5)} ms`;
    };
    log(`/portfolio as admin@scale100, ${runs} loads, heatmap ${rows} table rows:`);
    log(`  first contentful paint   ${stat('fcp')}`);
    log(`  dashboard panels shown   ${stat('dashboard')}  budget 1000 ms`);
    log(`  heatmap grid shown       ${stat('heatmap')}`);
    if (mainThread) {
      const [boot = 0, heatmap = 0, shown = 0] = mainThread.cpu;
      log(
        `  page's main thread, CPU ms (last load): ${boot.toFixed(0)} until its first API call, ${heatmap.toFixed(0)} until the heatmap, ${shown.toFixed(0)} until the dashboard (${mainThread.wall.toFixed(0)} ms of tasks)`,
      );
      log(`  its tasks of 50 ms or more until both are shown (at → took: inside):`);
      for (const t of mainThread.long)
        log(
          `    ${t.at.toFixed(0).padStart(5)} → ${t.dur.toFixed(0).padStart(4)} ms: ${t.inside
            .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
            .join(', ')}`,
        );
    }
    // Where the last load's time went: each API call's start and end, from navigation start.
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/'))
        .map((e) => {
          const r = e as PerformanceResourceTiming;
          return { url: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd };
        }),
    );
    calls.sort((a, b) => a.start - b.start);
    log(
      `  first API call started at ${(calls[0]?.start ?? NaN).toFixed(0)} ms; response cache ${
        process.env.RESPONSE_CACHE_TTL_MS === '0' ? 'off' : 'on (reloads without writes hit it)'
      }`,
    );
    log("  API calls of the last load (start → end, took; the server's own time):");
    for (const c of calls) {
      const at = serverTimes.findIndex((t) => t.url === c.url);
      const [own] = at === -1 ? [] : serverTimes.splice(at, 1);
      log(
        `    ${c.start.toFixed(0).padStart(5)} → ${c.end.toFixed(0).padStart(5)} ms ${(c.end - c.start).toFixed(0).padStart(5)} ms  (server ${own ? own.ms.toFixed(0).padStart(4) : '   ?'} ms)  ${c.url}`,
      );
    }
  } finally {
    await browser.close();
  }
} catch (err) {
  process.stderr.write(
    `Benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exitCode = 1;
} finally {
  if (server) {
    server.process.kill('SIGTERM');
    await exited(server.process, 120_000);
  }
}
