import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/e2e/chromium';

/** A port nobody listens on, found once: workers inherit it through the environment. */
function freePort(): string {
  return execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: 'utf8' },
  );
}

process.env.E2E_PORT ??= freePort();
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'changecraft-e2e-'));
  // The embedded PostgreSQL runs as its own user when started as root: it must see inside.
  chmodSync(dataDir, 0o755);
  process.env.E2E_DATA_DIR = dataDir;
  // Only the runner gets here (workers inherit the variable); it exits after stopping the server.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = process.env.E2E_PORT;
const origin = `https://localhost:${port}`;

/**
 * End-to-end journeys in Debian's chromium against the real server (`npm start`'s): one server
 * for the whole run, on a free port with an empty data directory, so the demo data is fresh.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two journeys at a time on the one server: a journey mostly waits on the server or the
  // browser, so one alone left CI's second core idle. Journeys that change what other journeys
  // see keep to an organisation of their own (admin.spec.ts: Contoso and Fabrikam).
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  // A broken environment fails the run in bounded time instead of running into CI's own limit.
  globalTimeout: 40 * 60_000,
  // Two journeys, the server and its database share two cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: origin,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    // Fluent's motion honours reduced motion: toasts and menus appear at full opacity at once,
    // so axe never reads text mid-fade (a toast read at 1.4:1 failed journeys at random).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // As `npm start`: the compiled server (rebuilt first when a source changed), which builds the
    // SPA into dist/ first when it is missing or older than its sources.
    command: 'node scripts/start.ts',
    url: `${origin}/healthz`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every journey's browser comes from 127.0.0.1, so the per-address limits for visitors
      // (public survey links) and for local sign-in count all journeys together, two at a time.
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      TOKEN_REQUESTS_PER_MINUTE: '1000',
    },
  },
});
