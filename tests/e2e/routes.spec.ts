import { expect } from '@playwright/test';
import { test } from './journey';
import { demoUsers, signIn } from './sign-in-helpers';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/nothing/lives/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
});

test('a survey link opens without sign-in', async ({ page }) => {
  const signInTraffic: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/oidc') || pathname.startsWith('/api/v1/get-users-profile')) {
      signInTraffic.push(pathname);
    }
  });
  await page.goto('/survey/x');
  await expect(page.getByRole('heading', { level: 1, name: 'Survey' })).toBeVisible();
  await expect(page).toHaveURL('/survey/x');
  expect(signInTraffic).toEqual([]);
});

test.describe('a server error', () => {
  // The journey routes a 500 in: Chromium logs the failed load and the app reports the error.
  test.use({ allowedConsoleError: /status of 500|^ApiError: Your profile: Boom\./ });

  test('a server answering 500 lands on the server-error page', async ({ page }) => {
    await signIn(page, demoUsers.admin, '/home');
    await expect(page.getByText(`Welcome, ${demoUsers.admin.name}`)).toBeVisible();

    await page.route('**/api/v1/get-users-profile/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Boom."}' }),
    );
    await page.goto('/projects');
    await expect(page).toHaveURL('/server-error');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
    ).toBeVisible();

    await page.unroute('**/api/v1/get-users-profile/');
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });
});

test('a disabled account lands on the account-deactivated page', async ({ page }) => {
  await signIn(page, demoUsers.admin, '/home');
  await expect(page.getByText(`Welcome, ${demoUsers.admin.name}`)).toBeVisible();
  await page.route('**/api/v1/**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'User account is disabled.' }),
    }),
  );
  await page.reload();
  await expect(page).toHaveURL('/account-deactivated');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account is deactivated' }),
  ).toBeVisible();
});
