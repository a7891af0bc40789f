// npm run bench:first-screen-cpu — the main thread's CPU time for each first screen (sign-in,
// Home and the projects list, as bench:lighthouse opens them), with where it goes.
//
// Lighthouse's mobile score charges every main-thread task four times its length (its simulated
// phone CPU), and on this shared machine the tasks' wall time swings with the others' load. What
// the page's main thread spent on the CPU (each task's thread time, the trace's `tdur`) hardly
// does, so this prints that, four times it, the blocking time it would make (every task's 4× over
// 50 ms), what kind of work it was, and which packages and functions the sampled JavaScript ran
// (mapped through the build's source maps). Build first (`npm run build`).
//   PROFILE_RUNS=3                runs per screen and form factor (the median run is reported)
//   LIGHTHOUSE_SCREENS=/,/projects only these screens (/auth/sign-in is the signed-out one)
//   LIGHTHOUSE_FORM_FACTORS=mobile only this form factor
//   PROFILE_TOP=15                how many functions to list
//   PROFILE_DUMP=<file>           keep the last load's trace there (DevTools' Performance panel opens it)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { withSignedInBrowser } from './signed-in';
import { packageOf, SourceMaps } from './source-maps';

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const TOP = Number(process.env.PROFILE_TOP ?? 15);
const DUMP = process.env.PROFILE_DUMP;
const only = (name: string) => process.env[name]?.split(',').filter(Boolean);
const chosen = (all: string[], name: string) => all.filter((x) => only(name)?.includes(x) ?? true);
const SIGNED_OUT_SCREENS = chosen(['/auth/sign-in'], 'LIGHTHOUSE_SCREENS');
const SIGNED_IN_SCREENS = chosen(['/', '/projects'], 'LIGHTHOUSE_SCREENS');
const FORM_FACTORS = chosen(['mobile', 'desktop'], 'LIGHTHOUSE_FORM_FACTORS') as FormFactor[];
type FormFactor = 'mobile' | 'desktop';

/** Lighthouse's own screens (its mobile is a Moto G Power, its desktop 1350×940). */
const screens = {
  mobile: { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true },
  desktop: { width: 1350, height: 940, deviceScaleFactor: 1, mobile: false },
} as const;
/** Lighthouse's simulated phone CPU, and what it counts as a long task. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

const categories = [
  'toplevel',
  'v8',
  'v8.execute',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: {
    data?: {
      url?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    beginData?: { url?: string };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** Lighthouse's groups of main-thread work, by trace event name. */
const kinds: [string, RegExp][] = [
  [
    'script',
    /^(EvaluateScript|FunctionCall|v8\.evaluateModule|v8\.run|TimerFire|EventDispatch|RunMicrotasks|v8\.callFunction|FireAnimationFrame|FireIdleCallback|XHRReadyStateChange|XHRLoad|V8\.Execute)$/,
  ],
  [
    'parse/compile',
    /^(v8\.compile|v8\.compileModule|v8\.parseOnBackground|V8\.CompileCode|v8\.produceCache|v8\.produceModuleCache|CacheScript|v8\.deserializeOnBackground)$/,
  ],
  [
    'style/layout',
    /^(UpdateLayoutTree|RecalculateStyles|Layout|ParseAuthorStyleSheet|ScheduleStyleRecalculation|InvalidateLayout)$/,
  ],
  [
    'paint',
    /^(Paint|PrePaint|Layerize|Commit|CompositeLayers|UpdateLayer|UpdateLayerTree|PaintImage|Decode Image|RasterTask)$/,
  ],
  ['GC', /(GC|Sweep|Mark|Scavenge)/],
  ['HTML', /^ParseHTML$/],
];
/** Task wrappers count as other; V8's own events inside a script's run (interrupts) as script. */
const kindOf = (name: string) =>
  kinds.find(([, test]) => test.test(name))?.[0] ?? (/^v8\./i.test(name) ? 'script' : 'other');

interface Task {
  ts: number;
  end: number;
  cpu: number;
  kind: string;
  /** Sampled JavaScript time in this task, per source place. */
  samples: Map<string, number>;
  url?: string;
}

interface Run {
  cpu: number;
  tasks: Task[];
  byKind: Map<string, number>;
  blocking: number;
}

const sourceMaps = new SourceMaps(path.resolve(import.meta.dirname, '../../dist'));

/** Reads one load's trace: the page's main-thread tasks, their kind and their sampled code. */
function analyse(events: TraceEvent[], origin: string): Run {
  // The page's main thread: where its document was parsed.
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin),
  );
  if (!parse) throw new Error('The trace has no document parse of the page.');
  const onMain = (e: TraceEvent) => e.pid === parse.pid && e.tid === parse.tid;
  const complete = events
    .filter((e) => onMain(e) && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  const tasks: Task[] = [];
  const byKind = new Map<string, number>();
  const taskKinds = new Map<Task, Map<string, number>>();
  // Self thread time per event (its own minus its direct children's), summed by kind for the
  // page and for the task it ran in.
  const stack: { e: TraceEvent; end: number; children: number }[] = [];
  let current: Task | undefined;
  const close = (upTo: number) => {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= upTo) {
      const done = stack.pop();
      if (!done) break;
      const own = (done.e.tdur ?? done.e.dur ?? 0) / 1000;
      const self = Math.max(0, own - done.children);
      const kind = kindOf(done.e.name);
      byKind.set(kind, (byKind.get(kind) ?? 0) + self);
      const kinds = current && taskKinds.get(current);
      kinds?.set(kind, (kinds.get(kind) ?? 0) + self);
      const parent = stack.at(-1);
      if (parent) parent.children += own;
    }
  };
  for (const e of complete) {
    close(e.ts);
    const end = e.ts + (e.dur ?? 0);
    if (stack.length === 0) {
      if (e.name !== 'RunTask') continue; // outside any task
      current = {
        ts: e.ts,
        end,
        cpu: (e.tdur ?? e.dur ?? 0) / 1000,
        kind: 'other',
        samples: new Map(),
      };
      tasks.push(current);
      taskKinds.set(current, new Map());
    } else if (current && !current.url && e.args?.data?.url) {
      current.url = e.args.data.url;
    }
    stack.push({ e, end, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  for (const [task, kinds] of taskKinds) {
    task.kind = [...kinds].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
  }

  // The sampled profile of that thread: each sample's place, and when it was taken.
  const nodes = new Map<number, ProfileNode>();
  const profile = events.find((e) => e.name === 'Profile' && e.pid === parse.pid);
  let at = (profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  const chunks = events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === parse.pid && e.id === profile?.id,
  );
  const samples: { ts: number; node: number }[] = [];
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, i) => {
      at += deltas[i] ?? 0;
      samples.push({ ts: at, node });
    });
  }
  // Each task's thread time shared among the samples taken inside it, so load (which stretches
  // wall time and with it the sample count) does not inflate the figures.
  let t = 0;
  const inTask = new Map<Task, { ts: number; node: number }[]>();
  for (const sample of samples.sort((a, b) => a.ts - b.ts)) {
    while (t < tasks.length && (tasks[t]?.end ?? 0) < sample.ts) t += 1;
    const task = tasks[t];
    if (!task || sample.ts < task.ts) continue;
    const list = inTask.get(task) ?? [];
    list.push(sample);
    inTask.set(task, list);
  }
  for (const [task, list] of inTask) {
    const share = task.cpu / list.length;
    for (const { node } of list) {
      const frame = nodes.get(node)?.callFrame;
      const key = frame?.url
        ? `${frame.functionName || '(anonymous)'}\t${frame.url}\t${frame.lineNumber}\t${frame.columnNumber}`
        : `${frame?.functionName || '(unknown)'}\t\t0\t0`;
      task.samples.set(key, (task.samples.get(key) ?? 0) + share);
    }
  }
  const cpu = tasks.reduce((sum, task) => sum + task.cpu, 0);
  const blocking = tasks.reduce(
    (sum, task) => sum + Math.max(0, task.cpu * SLOWDOWN - LONG_TASK_MS),
    0,
  );
  return { cpu, tasks, byKind, blocking };
}

/** One cold load (HTTP cache emptied) of `url` in a fresh tab, traced until the page is idle. */
async function traceLoad(context: BrowserContext, url: string, formFactor: FormFactor) {
  const page = await context.newPage();
  let cdp: CDPSession | undefined;
  try {
    cdp = await context.newCDPSession(page);
    const session = cdp;
    await session.send('Network.enable');
    await session.send('Network.clearBrowserCache');
    await session.send('Emulation.setDeviceMetricsOverride', screens[formFactor]);
    await session.send('Emulation.setTouchEmulationEnabled', {
      enabled: formFactor === 'mobile',
    });
    const events: TraceEvent[] = [];
    session.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise<void>((resolve) =>
      session.once('Tracing.tracingComplete', () => resolve()),
    );
    await session.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // Lighthouse waits for the CPU to be quiet too: late renders (an answer's panel) count.
    await page.waitForTimeout(2_000);
    await session.send('Tracing.end');
    await complete;
    if (DUMP) writeFileSync(DUMP, JSON.stringify({ traceEvents: events }));
    return analyse(events, new URL(url).origin);
  } finally {
    await cdp?.detach().catch(() => undefined);
    await page.close();
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

/** A sampled place (`name\turl\tline\tcolumn`) as its function and source, and its package. */
function place(key: string): { label: string; pkg: string } {
  const [name = '', url = '', line = '0', column = '0'] = key.split('\t');
  const origin = url ? sourceMaps.lookup(url, Number(line), Number(column)) : undefined;
  const where = origin
    ? `${origin.source}:${origin.line}`
    : url
      ? `${new URL(url).pathname}:${Number(line) + 1}`
      : '';
  const label = `${origin?.name ?? name}${where ? `  ${where}` : ''}`;
  const pkg = origin ? packageOf(origin.source) : url ? new URL(url).pathname : name;
  return { label, pkg };
}

const top = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

/** Sums tasks' sampled places into functions (mapped to their source) and into packages. */
function attribute(tasks: Task[]) {
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const task of tasks) {
    for (const [key, cpu] of task.samples) {
      const { label, pkg } = place(key);
      functions.set(label, (functions.get(label) ?? 0) + cpu);
      packages.set(pkg, (packages.get(pkg) ?? 0) + cpu);
    }
  }
  return { functions, packages };
}

function print(screen: string, formFactor: FormFactor, runs: Run[]) {
  const sorted = [...runs].sort((a, b) => a.cpu - b.cpu);
  const run = sorted[Math.floor(sorted.length / 2)];
  if (!run) return;
  const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  console.log(`\n${formFactor} · ${screen} · ${runs.length} runs · ${uptime}`);
  console.log(
    `  main-thread CPU (median run) ${ms(run.cpu)}, ×${SLOWDOWN} ${ms(run.cpu * SLOWDOWN)}` +
      `   runs: ${runs.map((r) => Math.round(r.cpu)).join(', ')} ms`,
  );
  console.log(
    `  blocking time at ×${SLOWDOWN} (each task's excess over ${LONG_TASK_MS} ms) ${ms(run.blocking)}` +
      `   runs: ${runs.map((r) => Math.round(r.blocking)).join(', ')} ms`,
  );
  console.log(
    `  by kind (×1): ${[...run.byKind]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, value]) => `${kind} ${ms(value)}`)
      .join(' · ')}`,
  );
  const long = run.tasks
    .filter((task) => task.cpu * SLOWDOWN > LONG_TASK_MS)
    .sort((a, b) => b.cpu - a.cpu);
  const first = run.tasks[0]?.ts ?? 0;
  console.log(
    `  ${long.length} tasks over ${LONG_TASK_MS} ms at ×${SLOWDOWN} of ${run.tasks.length}; longest (×${SLOWDOWN}, kind, at ms ×1):`,
  );
  for (const task of long.slice(0, 8)) {
    const file = task.url ? path.basename(new URL(task.url).pathname) : '';
    console.log(
      `    ${ms(task.cpu * SLOWDOWN).padStart(9)}  ${task.kind.padEnd(13)} @${Math.round((task.ts - first) / 1000)}  ${file}`,
    );
    const inTask = attribute([task]);
    console.log(
      `        ${top(inTask.packages, 5)
        .map(([name, value]) => `${name} ${ms(value)}`)
        .join(' · ')}`,
    );
    for (const [label, value] of top(inTask.functions, 3)) {
      console.log(`          ${ms(value).padStart(7)}  ${label}`);
    }
  }
  const all = attribute(run.tasks);
  const functions = top(all.functions, TOP);
  const packages = top(all.packages, 12);
  console.log(`  sampled JavaScript by package (×1):`);
  console.log(`    ${packages.map(([name, value]) => `${name} ${ms(value)}`).join(' · ')}`);
  console.log(`  top functions by self time (×1):`);
  for (const [label, value] of functions) console.log(`    ${ms(value).padStart(7)}  ${label}`);
}

async function profile(context: BrowserContext, url: string, screen: string) {
  for (const formFactor of FORM_FACTORS) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await traceLoad(context, url, formFactor));
    print(screen, formFactor, runs);
  }
}

console.log('Starting a server and signing in…');
await withSignedInBrowser(async (signedIn) => {
  if (SIGNED_OUT_SCREENS.length) {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'],
    });
    try {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      for (const screen of SIGNED_OUT_SCREENS) {
        await profile(context, `${signedIn.origin}${screen}`, screen);
      }
    } finally {
      await browser.close();
    }
  }
  for (const screen of SIGNED_IN_SCREENS) {
    await profile(signedIn.context, `${signedIn.origin}${screen}`, `${screen} signed in`);
  }
});
