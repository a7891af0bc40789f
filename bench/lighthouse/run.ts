// npm run bench:lighthouse — Lighthouse (Debian's chromium) on the sign-in screen, mobile and
// desktop (DESIGN.md §8: performance ≥ 95 on mobile, 100 on desktop).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { build } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { serveStatic } from '../bundle-size/static-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SCREEN = '/auth/sign-in';
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

async function audit(url: string, formFactor: 'mobile' | 'desktop'): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const scores: Record<string, number> = {};
    for (const id of categories) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const values: Record<string, string> = {};
    for (const [id, name] of metrics) values[name] = lhr.audits[id]?.displayValue ?? '?';
    return { scores, metrics: values };
  } finally {
    chrome.kill();
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
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await audit(`${site.origin}${SCREEN}`, formFactor));
      const performance = median(runs.map((run) => run.scores.performance ?? 0));
      const typical = runs.find((run) => run.scores.performance === performance) ?? runs[0];
      console.log(`\n${formFactor} · ${SCREEN} · ${RUNS} runs`);
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
  } finally {
    await site.close();
  }
  if (failed) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
