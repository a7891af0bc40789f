import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './sign-in-helpers';

/** WCAG 2.2 AA, and the A and AA criteria of the versions it builds on. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

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
    await expectNoViolations(page);
  });
}

test('the resend-verification form with its errors meets WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/resend-verification');
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expectNoViolations(page);
});

test('the identity provider’s sign-in page meets WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectNoViolations(page);
});

test('the shell meets WCAG 2.2 AA, wide and narrow, with its menus open', async ({ page }) => {
  await signIn(page, demoUsers.admin, '/home');
  await expect(page.getByText(`Welcome, ${demoUsers.admin.name}`)).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: new RegExp(demoUsers.admin.name) }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
  await expectNoViolations(page);
});
