import { expect } from '@playwright/test';
import { test } from './journey';
import { demoUsers, signIn } from './sign-in-helpers';

test('sign in through the local provider, land on Home by name, stay signed in, sign out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnTo=%2F$/);

  await signIn(page, demoUsers.admin, '/', { fresh: true });
  await expect(page).toHaveURL('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(main.getByText(`Welcome, ${demoUsers.admin.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(demoUsers.admin.name) })).toBeVisible();

  // A new page load signs in from the copy of the fresh token: MSAL is not even downloaded.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const signedInCall = page.waitForResponse(
    (response) => response.url().includes('/api/v1/') && response.ok(),
    { timeout: 15_000 },
  );
  await page.reload();
  await expect(main.getByText(`Welcome, ${demoUsers.admin.name}`)).toBeVisible();
  await expect(page).toHaveURL('/');
  await signedInCall;
  expect(scripts.filter((url) => url.includes('msal'))).toEqual([]);

  await page.getByRole('button', { name: new RegExp(demoUsers.admin.name) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();

  await expect(page).toHaveURL('/auth/signed-out');

  // Signed out for real: Home sends the user to sign in again, and signing in works again.
  await signIn(page, demoUsers.admin, '/home', { fresh: true });
  await expect(page).toHaveURL('/home');
  await expect(main.getByText(`Welcome, ${demoUsers.admin.name}`)).toBeVisible();
});

test('a deep link survives sign-in', async ({ page }) => {
  await signIn(page, demoUsers.manager, '/projects?status=Live&view=cards', {
    fresh: true,
  });
  await expect(page).toHaveURL('/projects?status=Live&view=cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('an employee sees their areas only, and the admin area turns them away', async ({ page }) => {
  await signIn(page, demoUsers.employee, '/home', { fresh: true });
  await expect(page.getByText(`Welcome, ${demoUsers.employee.name}`)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Projects']);

  await page.goto('/admin/users');
  await expect(page).toHaveURL('/unauthorised');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
  ).toBeVisible();
});
