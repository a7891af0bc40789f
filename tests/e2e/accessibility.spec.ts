import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

const publicPages = [
  ['/auth/sign-in', 'Sign in to Changecraft'],
  ['/not-found', 'Page not found'],
  ['/unauthorised', 'You do not have access to this page'],
  ['/server-error', 'Something went wrong on our side'],
  ['/account-deactivated', 'Your account is deactivated'],
  ['/auth-error?reason=state_mismatch', 'We could not sign you in'],
  ['/verify-email', 'Check your email'],
  ['/resend-verification', 'Send a new verification email'],
  ['/auth/signed-out', 'You have signed out'],
  ['/survey/x', 'Survey'],
] as const;

for (const [path, title] of publicPages) {
  test(`${path} meets WCAG 2.2 AA`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the resend-verification form with its errors meets WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/resend-verification');
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the identity provider’s sign-in page meets WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * Waits until nothing on the page is still animating: axe reads colours as they are, and a menu
 * fading in has, for a moment, a header lighter than its settled colour.
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        // Spinners and shimmers run for ever; only what comes to rest is waited for.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 3000 },
  );
}

test('the shell meets WCAG 2.2 AA, wide and narrow, with its menus open', async ({ page }) => {
  await signIn(page, demoUsers.admin, '/home');
  await expect(page.getByText(`Welcome, ${demoUsers.admin.name}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: new RegExp(demoUsers.admin.name) }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});
