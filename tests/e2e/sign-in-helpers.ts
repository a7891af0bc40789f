import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The password of every demo account the server seeds. */
export const DEMO_PASSWORD = 'Changecraft-demo-2026';

export const demoUsers = {
  admin: { email: 'admin@demo.changecraft.test', name: 'Ada Admin' },
  manager: { email: 'manager@demo.changecraft.test', name: 'Maya Manager' },
  employee: { email: 'employee@demo.changecraft.test', name: 'Emma Employee' },
} as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Each user's browser state right after their first sign-in in this worker: a later journey
 * signing the same user in comes back as a returning user (the app's token copy and MSAL's
 * cache in local storage, the provider's session cookie) instead of typing the password again.
 * The sign-in journey itself (sign-in.spec.ts) always signs in through the screens.
 */
const signedIn = new Map<string, { at: number; state: StorageState }>();

/** API tokens last an hour and the app stops using a copy 5 minutes before: reuse well inside. */
const REUSE_FOR_MS = 30 * 60_000;

const TOKEN_COPY_KEY = 'changecraft.token-copy';
const OUTSIDE_THE_APP = /\/oidc\/|\/auth\/sign-in|redirect\.html/;

/**
 * Signs `user` in and opens `path`, and waits to be back in the app. The first time (or with
 * `fresh`) through the app's sign-in screen and the local provider's login page, starting at
 * `path` (a guarded path first sends the user to sign in); later, as a returning user.
 */
export async function signIn(
  page: Page,
  user: { email: string },
  path = '/',
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  const saved = fresh ? undefined : signedIn.get(user.email);
  if (saved && Date.now() - saved.at < REUSE_FOR_MS) {
    if (await returnAs(page, saved.state, path)) return;
    // Not signed in after all (the server's session ended): forget it and sign in for real.
    signedIn.delete(user.email);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to Changecraft' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(OUTSIDE_THE_APP);
  if (fresh) return;
  // The app keeps its copy of the token once MSAL has handed it one: keep the state from then.
  const copied = await page
    .waitForFunction((key) => window.localStorage.getItem(key) !== null, TOKEN_COPY_KEY, {
      timeout: 10_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (copied) {
    signedIn.set(user.email, { at: Date.now(), state: await page.context().storageState() });
  }
}

/** Opens `path` as the returning user of `state`; false when the app did not sign them in. */
async function returnAs(page: Page, state: StorageState, path: string): Promise<boolean> {
  await page.context().addCookies(state.cookies);
  // Local storage belongs to the app's origin: written from a page of it before the app starts.
  await page.goto('/healthz');
  const origin = new URL(page.url()).origin;
  const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await page.evaluate((entries) => {
    for (const { name, value } of entries) window.localStorage.setItem(name, value);
  }, items);
  const authorised = page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/api/v1/') &&
        response.request().headers().authorization !== undefined &&
        response.ok(),
      { timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    );
  await page.goto(path);
  if (!(await authorised)) return false;
  await expect(page).not.toHaveURL(OUTSIDE_THE_APP);
  return true;
}
