// npm run bench:bundle — what the first screen downloads, against a bare shell of the same
// dependencies (DESIGN.md §8: brotli at most 1.0× the bare shell).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { signedInFirstLoads } from './signed-in';
import { serveStatic } from './static-server';

const BUDGET = 1.0;
const repo = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'changecraft-bundle-'));
const appDir = path.join(work, 'app');
const bareDir = path.join(work, 'bare');

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(dir: string, files: Iterable<string>): Sizes {
  const sizes: Sizes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of new Set(files)) {
    const content = readFileSync(path.join(dir, file));
    sizes.files += 1;
    sizes.raw += content.length;
    sizes.gzip += gzipSync(content, { level: 9 }).length;
    sizes.brotli += brotliCompressSync(content, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return sizes;
}

/** The static import closure of manifest entries: what must arrive before they can run. */
function closure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** Every JS and CSS file a real browser fetches for `pathname` until the network is idle. */
async function fetchedByBrowser(dir: string, pathname: string): Promise<string[]> {
  const site = await serveStatic(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const files: string[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        files.push(new URL(response.url()).pathname.slice(1));
      }
    });
    await page.goto(`${site.origin}${pathname}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    return files;
  } finally {
    await browser.close();
    await site.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function row(name: string, sizes: Sizes, reference?: Sizes): string {
  const ratio = reference ? `${(sizes.brotli / reference.brotli).toFixed(2)}×` : '';
  return [
    name.padEnd(46),
    String(sizes.files).padStart(5),
    kib(sizes.raw).padStart(11),
    kib(sizes.gzip).padStart(11),
    kib(sizes.brotli).padStart(11),
    ratio.padStart(7),
  ].join(' ');
}

try {
  console.log('Building the app and the bare shell…');
  await build({
    root: repo,
    configFile: path.join(repo, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: appDir, emptyOutDir: true, manifest: true },
  });
  await build({
    root: path.join(import.meta.dirname, 'bare-shell'),
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: bareDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  });

  const appManifest = JSON.parse(
    readFileSync(path.join(appDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const bareManifest = JSON.parse(
    readFileSync(path.join(bareDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;

  const bareCritical = measure(bareDir, closure(bareManifest, ['index.html']));
  const bareFetched = measure(bareDir, await fetchedByBrowser(bareDir, '/'));
  const appCritical = measure(
    appDir,
    closure(appManifest, ['index.html', 'src/app/auth/sign-in-screen.tsx']),
  );
  // Home for a signed-in user: the shell and the screen. MSAL is not part of it: a new tab signs
  // in from the copy of a fresh token (src/lib/auth/token-copy.ts).
  const appHome = measure(
    appDir,
    closure(appManifest, [
      'index.html',
      'src/app/shell/app-shell.tsx',
      'src/features/home/screens/home-screen.tsx',
    ]),
  );
  const appSignIn = measure(appDir, await fetchedByBrowser(appDir, '/auth/sign-in'));
  const appRoot = measure(appDir, await fetchedByBrowser(appDir, '/'));

  console.log(
    `\n${'JS + CSS of the first screen'.padEnd(46)} files         raw        gzip      brotli   ratio`,
  );
  console.log(row('bare shell: before first render', bareCritical));
  console.log(row('bare shell: fetched by network idle', bareFetched));
  console.log(row('app /auth/sign-in: before first render', appCritical, bareCritical));
  console.log(row('app /auth/sign-in: fetched by network idle', appSignIn, bareFetched));
  console.log(row('app / (signed out → sign-in): by network idle', appRoot, bareFetched));
  console.log(row('app /home signed in: static closure', appHome, bareCritical));

  // Signed in, on the real server: what the browser fetches for each route, empty cache.
  console.log('\nSigning in on a real server to measure each route…');
  const { dist, loads } = await signedInFirstLoads();
  console.log(
    `\n${'Signed in, fetched by network idle'.padEnd(46)} files         raw        gzip      brotli   ratio`,
  );
  let worstSignedIn = 0;
  for (const [route, files] of loads) {
    const sizes = measure(dist, files);
    worstSignedIn = Math.max(worstSignedIn, sizes.brotli / bareFetched.brotli);
    console.log(row(`app ${route}`, sizes, bareFetched));
  }
  const home = measure(dist, loads.get('/') ?? []);
  // What Home is made of, heaviest first: where the next cut should come from.
  console.log('\nSigned-in Home, heaviest files (brotli):');
  const homeFiles = [...new Set(loads.get('/') ?? [])]
    .map((file) => ({ file, brotli: measure(dist, [file]).brotli }))
    .sort((a, b) => b.brotli - a.brotli);
  for (const { file, brotli } of homeFiles.slice(0, 15)) {
    console.log(`  ${kib(brotli).padStart(10)}  ${file}`);
  }
  // What each other route fetches beyond Home, heaviest first: what to lazy-load next there.
  const homeSet = new Set(loads.get('/') ?? []);
  console.log('\nBeyond Home, heaviest files per route (brotli):');
  for (const [route, files] of loads) {
    if (route === '/') continue;
    const extra = [...new Set(files)]
      .filter((file) => !homeSet.has(file))
      .map((file) => ({ file, brotli: measure(dist, [file]).brotli }))
      .sort((a, b) => b.brotli - a.brotli);
    const total = extra.reduce((sum, { brotli }) => sum + brotli, 0);
    console.log(`  ${route}: +${kib(total)} in ${extra.length} files`);
    for (const { file, brotli } of extra.slice(0, 6)) {
      console.log(`  ${kib(brotli).padStart(10)}  ${file}`);
    }
  }
  // The budget compares what the browser fetches against the bare shell's first screen.
  const signedOut = Math.max(appSignIn.brotli, appRoot.brotli) / bareFetched.brotli;
  const homeRatio = home.brotli / bareFetched.brotli;
  const ratio = Math.max(signedOut, homeRatio);
  const verdict = ratio <= BUDGET ? 'within' : 'OVER';
  console.log(
    `\nBudget: first screen brotli ≤ ${BUDGET.toFixed(1)}× the bare shell. Signed out ${signedOut.toFixed(2)}×, signed-in Home ${homeRatio.toFixed(2)}×: ${verdict} budget.`,
  );
  console.log(
    `Static closure of signed-in Home ${(appHome.brotli / bareCritical.brotli).toFixed(2)}×; heaviest signed-in route ${worstSignedIn.toFixed(2)}× (watched, not budgeted).`,
  );
  if (ratio > BUDGET) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
