// npm run bench:survey — the public survey page (/survey/:token) as a phone meets it: the JS and
// CSS a real browser fetches until the network is idle, and Lighthouse mobile on the page with a
// real survey on it (DESIGN.md §8: at most 60 KiB of JS compressed, performance ≥ 98).
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { build } from 'vite';
import { pulseTemplates } from '../../contract/surveys/templates';
import type { RespondentSurvey } from '../../contract/surveys/responses.schema';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';

const JS_BUDGET_KIB = 60;
const PERFORMANCE_BUDGET = 98;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TOKEN = 'bench-token-000000000000000000000000';
const repo = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'changecraft-survey-page-'));
const dist = path.join(work, 'dist');

const template = pulseTemplates.GO_LIVE_EMPLOYEES;
// The Go-Live pulse for impacted employees, as the public call answers it.
const survey: RespondentSurvey = {
  state: 'OPEN',
  organisation: 'Demo Organisation',
  survey: { id: 1, name: template.name, description: template.description, is_nwow: false },
  questions: template.questions.map((q, i) => ({
    id: i + 1,
    text: q.text,
    question_type: q.question_type,
    required: q.required,
    options: [...(q.options ?? [])],
    behaviour: null,
  })),
  answers: [],
  completed_at: null,
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** dist/ served as the app server serves it (pre-compressed, /survey/* → survey.html) + the API. */
async function serve(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/api/v1/survey-recipient/') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(survey));
        return;
      }
      if (url.pathname.startsWith('/api/')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"state":"OPEN"}');
        return;
      }
      const file = url.pathname.startsWith('/survey/')
        ? path.join(dist, 'survey.html')
        : path.join(dist, decodeURIComponent(url.pathname));
      if (!file.startsWith(dist) || !(await isFile(file))) {
        response.writeHead(404).end();
        return;
      }
      const headers: Record<string, string> = {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': url.pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        vary: 'accept-encoding',
      };
      let body = file;
      if (String(request.headers['accept-encoding'] ?? '').includes('br')) {
        if (await isFile(`${file}.br`)) {
          body = `${file}.br`;
          headers['content-encoding'] = 'br';
        }
      }
      response.writeHead(200, headers);
      createReadStream(body).pipe(response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every JS and CSS file the browser fetches for the page, until the network is idle. */
async function fetchedFiles(origin: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const files: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        files.push(new URL(response.url()).pathname.slice(1));
      }
    });
    await page.goto(`${origin}/survey/${TOKEN}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: survey.survey.name }).waitFor();
    return files;
  } finally {
    await browser.close();
  }
}

async function lighthouseMobile(url: string): Promise<{ score: number; metrics: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics: `accessibility ${Math.round((lhr.categories.accessibility?.score ?? 0) * 100)} · FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')}`,
    };
  } finally {
    chrome.kill();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  console.log('Building the app and the survey page…');
  await build({
    root: repo,
    configFile: path.join(repo, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
  });
  const site = await serve();
  let failed = false;
  try {
    const files = await fetchedFiles(site.origin);
    let js = 0;
    console.log(`\n/survey/:token at 360 px: files fetched by network idle`);
    for (const file of files) {
      const content = readFileSync(path.join(dist, file));
      const br = brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      if (file.endsWith('.js')) js += br.length;
      console.log(
        `  ${file.padEnd(40)} raw ${kib(content.length).padStart(10)}  gzip ${kib(gzipSync(content, { level: 9 }).length).padStart(9)}  brotli ${kib(br.length).padStart(9)}`,
      );
    }
    const jsVerdict = js <= JS_BUDGET_KIB * 1024 ? 'within' : 'OVER';
    console.log(`  JS brotli ${kib(js)} (budget ≤ ${JS_BUDGET_KIB} KiB): ${jsVerdict} budget`);
    if (js > JS_BUDGET_KIB * 1024) failed = true;

    const runs: { score: number; metrics: string }[] = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await lighthouseMobile(`${site.origin}/survey/${TOKEN}`));
    const sorted = runs.map((r) => r.score).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const typical = runs.find((r) => r.score === median);
    console.log(`\nLighthouse mobile · /survey/:token · ${RUNS} runs`);
    console.log(`  performance (median) ${median}   runs: ${runs.map((r) => r.score).join(', ')}`);
    console.log(`  ${typical?.metrics ?? ''}`);
    console.log(
      `  budget ≥ ${PERFORMANCE_BUDGET}: ${median >= PERFORMANCE_BUDGET ? 'met' : 'MISSED'}`,
    );
    if (median < PERFORMANCE_BUDGET) failed = true;
  } finally {
    await site.close();
  }
  if (failed) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
