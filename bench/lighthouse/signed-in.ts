import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { demoUsers, signIn } from '../../tests/e2e/sign-in-helpers';
import { exited, freePort, freshDataDir, startServer } from '../support/server';

export interface SignedInBrowser {
  /** The server's origin (`npm start` on a fresh data folder with the demo data). */
  origin: string;
  /** Chromium's remote-debugging port, for Lighthouse to open its tabs in. */
  port: number;
  /** Empties the HTTP cache, keeping the session (local storage and cookies). */
  clearCache(): Promise<void>;
  /** The signed-in browser itself, for tabs of one's own (bench:first-screen-cpu traces them). */
  context: BrowserContext;
}

/**
 * A Chromium whose default profile is signed in as the demo admin on a real server, so
 * Lighthouse's tabs (which share that profile) open signed-in screens the way a returning
 * person does: session kept, HTTP cache empty.
 */
export async function withSignedInBrowser<T>(
  run: (browser: SignedInBrowser) => Promise<T>,
): Promise<T> {
  const dataDir = await freshDataDir();
  const profile = await mkdtemp(path.join(tmpdir(), 'changecraft-lighthouse-profile-'));
  const server = await startServer(dataDir, await freePort());
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, '--ignore-certificate-errors'],
    baseURL: server.origin,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await signIn(page, demoUsers.admin);
    const cdp = await context.newCDPSession(page);
    return await run({
      origin: server.origin,
      port,
      context,
      clearCache: async () => {
        await cdp.send('Network.clearBrowserCache');
      },
    });
  } finally {
    await context.close();
    server.process.kill('SIGINT');
    await exited(server.process);
    await rm(dataDir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}
