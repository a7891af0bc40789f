import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { demoUsers, signIn } from '../../tests/e2e/sign-in-helpers';
import { exited, freePort, freshDataDir, startServer } from '../support/server';

/** The screens a signed-in person opens first, by address. */
export const signedInRoutes = [
  '/',
  '/projects',
  '/projects/1',
  '/portfolio',
  '/reports',
  '/people',
  '/admin',
] as const;

/**
 * What Chromium really downloads (JS and CSS, empty cache, until the network is idle) when a
 * signed-in admin opens each route in a new tab of a real server (`npm start` on a fresh data
 * folder with the demo data): file paths relative to the server's `dist/`, per route.
 */
export async function signedInFirstLoads(): Promise<{
  dist: string;
  loads: Map<string, string[]>;
}> {
  const dataDir = await freshDataDir();
  const server = await startServer(dataDir, await freePort());
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      baseURL: server.origin,
      ignoreHTTPSErrors: true,
    });
    // The session lives in local storage: every later tab of this context is signed in.
    await signIn(await context.newPage(), demoUsers.admin);
    const loads = new Map<string, string[]>();
    for (const route of signedInRoutes) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const files: string[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const url = new URL(response.url());
        if ((type === 'script' || type === 'stylesheet') && url.origin === server.origin) {
          files.push(url.pathname.slice(1));
        }
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      if (new URL(page.url()).pathname.startsWith('/auth/')) {
        throw new Error(`${route} asked to sign in again: the session was not kept.`);
      }
      // The screen itself, not a spinner: its heading is there once its code and data are.
      await page
        .getByRole('main')
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => {
          throw new Error(`${route} did not show its screen within 30 s.`);
        });
      loads.set(route, files);
      await page.close();
    }
    return { dist: path.resolve(import.meta.dirname, '../../dist'), loads };
  } finally {
    await browser.close();
    server.process.kill('SIGINT');
    await exited(server.process);
    await rm(dataDir, { recursive: true, force: true });
  }
}
