// npm run bench:lighthouse — Lighthouse (Debian's chromium) on the sign-in screen, and signed in
// on Home and the projects list, mobile and desktop (DESIGN.md §8: performance ≥ 95 on mobile,
// 100 on desktop).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { build } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { serveStatic } from '../bundle-size/static-server';
import { withSignedInBrowser } from './signed-in';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_OUT=<folder> keeps every run's full report (JSON) there, to see what costs the points.
const OUT = process.env.LIGHTHOUSE_OUT;
let saved = 0;
const SIGNED_OUT_SCREEN = '/auth/sign-in';
const SIGNED_IN_SCREENS = ['/', '/projects'];
const budgets = { mobile: 95, desktop: 100 } as const;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

const repo = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'changecraft-lighthouse-'));

interface Run {
  scores: Record<string, number>;
  metrics: Record<string, string>;
}

/** One Lighthouse run; on a signed-in browser's port when given, keeping its session. */
async function audit(
  url: string,
  formFactor: 'mobile' | 'desktop',
  signedIn?: { port: number },
): Promise<Run> {
  const chrome = signedIn
    ? undefined
    : await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const flags: Flags = {
      port: signedIn?.port ?? chrome?.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // Lighthouse would otherwise clear local storage, and with it the session.
      disableStorageReset: signedIn !== undefined,
    };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (OUT) {
      mkdirSync(OUT, { recursive: true });
      const name = `${(saved += 1)}-${formFactor}${new URL(url).pathname.replaceAll('/', '_')}.json`;
      writeFileSync(path.join(OUT, name), JSON.stringify(lhr));
    }
    const scores: Record<string, number> = {};
    for (const id of categories) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const values: Record<string, string> = {};
    for (const [id, name] of metrics) values[name] = lhr.audits[id]?.displayValue ?? '?';
    return { scores, metrics: values };
  } finally {
    chrome?.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

try {
  console.log('Building the app…');
  const outDir = path.join(work, 'dist');
  await build({
    root: repo,
    configFile: path.join(repo, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  // Served as the app server serves dist/: pre-compressed, hashed assets cached for a year.
  const site = await serveStatic(outDir, { precompressed: true });
  let failed = false;
  /** Audits one screen RUNS times per form factor and prints the median against the budget. */
  const report = async (
    screen: string,
    runOnce: (formFactor: 'mobile' | 'desktop') => Promise<Run>,
  ) => {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(formFactor));
      const performance = median(runs.map((run) => run.scores.performance ?? 0));
      const typical = runs.find((run) => run.scores.performance === performance) ?? runs[0];
      console.log(`\n${formFactor} · ${screen} · ${RUNS} runs`);
      console.log(
        `  performance (median) ${performance}   runs: ${runs.map((r) => r.scores.performance).join(', ')}`,
      );
      for (const id of categories.slice(1))
        console.log(`  ${id.padEnd(20)} ${typical?.scores[id]}`);
      console.log(
        `  ${Object.entries(typical?.metrics ?? {})
          .map(([k, v]) => `${k} ${v}`)
          .join(' · ')}`,
      );
      const budget = budgets[formFactor];
      console.log(`  budget ≥ ${budget}: ${performance >= budget ? 'met' : 'MISSED'}`);
      if (performance < budget) failed = true;
    }
  };
  try {
    await report(SIGNED_OUT_SCREEN, (formFactor) =>
      audit(`${site.origin}${SIGNED_OUT_SCREEN}`, formFactor),
    );
  } finally {
    await site.close();
  }
  // Signed in, on a real server (its own build of the app, the API and the demo data).
  console.log('\nSigning in on a real server…');
  await withSignedInBrowser(async (browser) => {
    for (const screen of SIGNED_IN_SCREENS) {
      await report(`${screen} signed in`, async (formFactor) => {
        await browser.clearCache();
        return audit(`${browser.origin}${screen}`, formFactor, browser);
      });
    }
  });
  if (failed) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
