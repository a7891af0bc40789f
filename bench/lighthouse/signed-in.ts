import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Cookie } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
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

/** `npm start` on a fresh data folder with the demo data, and an empty browser profile, for `run`. */
async function withServerAndProfile<T>(
  run: (origin: string, profile: string) => Promise<T>,
): Promise<T> {
  const dataDir = await freshDataDir();
  const profile = await mkdtemp(path.join(tmpdir(), 'changecraft-lighthouse-profile-'));
  const server = await startServer(dataDir, await freePort());
  try {
    return await run(server.origin, profile);
  } finally {
    server.process.kill('SIGINT');
    await exited(server.process);
    await rm(dataDir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}

/** Playwright's Chromium on `profile`, signed in as the demo admin; its first tab is returned. */
async function signedInContext(profile: string, origin: string, args: readonly string[] = []) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...args, '--ignore-certificate-errors'],
    baseURL: origin,
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await signIn(page, demoUsers.admin);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * A Chromium whose default profile is signed in as the demo admin on a real server, so
 * Lighthouse's tabs (which share that profile) open signed-in screens the way a returning
 * person does: session kept, HTTP cache empty.
 */
export async function withSignedInBrowser<T>(
  run: (browser: SignedInBrowser) => Promise<T>,
): Promise<T> {
  return withServerAndProfile(async (origin, profile) => {
    const port = await freePort();
    const { context, page } = await signedInContext(profile, origin, [
      `--remote-debugging-port=${port}`,
    ]);
    try {
      const cdp = await context.newCDPSession(page);
      return await run({
        origin,
        port,
        context,
        clearCache: async () => {
          await cdp.send('Network.clearBrowserCache');
        },
      });
    } finally {
      await context.close();
    }
  });
}

let requests = 0;

/** One request to Chromium's DevTools endpoint at `ws`, on the browser or on `sessionId`'s page. */
async function devtools<T>(
  ws: WebSocket,
  method: string,
  params: object = {},
  sessionId?: string,
): Promise<T> {
  const id = (requests += 1);
  return new Promise<T>((resolve, reject) => {
    const listener = (event: MessageEvent) => {
      const message = JSON.parse(String(event.data)) as {
        id?: number;
        result?: T;
        error?: { message: string };
      };
      if (message.id !== id) return;
      ws.removeEventListener('message', listener);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result as T);
    };
    ws.addEventListener('message', listener);
    ws.send(JSON.stringify({ id, method, params, sessionId }));
  });
}

/** The browser-wide DevTools connection of the Chromium listening on `port`. */
async function connect(port: number): Promise<WebSocket> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const ws = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  return ws;
}

/**
 * Like withSignedInBrowser, but what the callback gets is a Chromium that no automation client
 * is attached to: Playwright signs in and closes, and a plain Chromium opens the same profile
 * (its session cookie set again, since a session cookie ends with the browser). Playwright keeps
 * a connection to every tab of the browsers it drives and takes each of their network and page
 * events; on this two-core machine that work competes with the page's main thread and stretched
 * the signed-in screens' tasks in Lighthouse's trace, which the signed-out screen, audited in a
 * plain Chromium, never showed.
 */
export async function withSignedInChromium<T>(
  run: (browser: Omit<SignedInBrowser, 'context'>) => Promise<T>,
): Promise<T> {
  return withServerAndProfile(async (origin, profile) => {
    const signingIn = await signedInContext(profile, origin);
    let cookies: Cookie[];
    try {
      cookies = await signingIn.context.cookies(origin);
    } finally {
      await signingIn.context.close();
    }
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      userDataDir: profile,
      chromeFlags: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'],
    });
    try {
      const port = chrome.port;
      const ws = await connect(port);
      try {
        await devtools(ws, 'Storage.setCookies', {
          cookies: cookies.map(({ expires, ...cookie }) =>
            expires > 0 ? { ...cookie, expires } : cookie,
          ),
        });
      } finally {
        ws.close();
      }
      return await run({
        origin,
        port,
        clearCache: async () => {
          const socket = await connect(port);
          try {
            const { targetInfos } = await devtools<{
              targetInfos: { targetId: string; type: string }[];
            }>(socket, 'Target.getTargets');
            const tab = targetInfos.find((target) => target.type === 'page');
            if (!tab) return;
            const { sessionId } = await devtools<{ sessionId: string }>(
              socket,
              'Target.attachToTarget',
              { targetId: tab.targetId, flatten: true },
            );
            await devtools(socket, 'Network.clearBrowserCache', {}, sessionId);
            await devtools(socket, 'Target.detachFromTarget', { sessionId });
          } finally {
            socket.close();
          }
        },
      });
    } finally {
      chrome.kill();
    }
  });
}
