import { expect, type Page } from '@playwright/test';

/** The password of every demo account the server seeds. */
export const DEMO_PASSWORD = 'Changecraft-demo-2026';

export const demoUsers = {
  admin: { email: 'admin@demo.changecraft.test', name: 'Ada Admin' },
  manager: { email: 'manager@demo.changecraft.test', name: 'Maya Manager' },
  employee: { email: 'employee@demo.changecraft.test', name: 'Emma Employee' },
} as const;

/**
 * Signs in through the app's sign-in screen and the local provider's login page, starting at
 * `path` (a guarded path first sends the user to sign in), and waits to be back in the app.
 */
export async function signIn(page: Page, user: { email: string }, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to Changecraft' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/oidc\/|\/auth\/sign-in|redirect\.html/);
}
