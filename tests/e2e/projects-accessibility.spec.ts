import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

test('the projects screens meet WCAG 2.2 AA, wide and in a narrow pane', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoUsers.manager, '/projects');
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);
  const project = page.url().replace(/\/overview$/, '');

  // Journeys before this one (admin's wizard check) may have added projects to the shared server.
  const someProjects = /^\d+ projects$/;
  const screens: [string, string | RegExp][] = [
    ['/home', 'Your projects'],
    ['/projects', someProjects],
    ['/projects?view=cards', someProjects],
    ['/archive', 'in the archive'],
    ['/new-project/details', 'Name and objective'],
    [`${project}/overview`, 'At a glance'],
    [`${project}/changes`, 'Bedside electronic charting'],
    [`${project}/narrative`, 'Changes save as you type.'],
    [`${project}/plan`, 'Training and readiness'],
    [`${project}/plan?view=timeline`, 'Training and readiness'],
    [`${project}/metrics`, 'Clinician confidence with the record'],
  ];
  // Every screen wide; the ones whose layout changes most in a narrow Teams or Outlook pane.
  const narrow = new Set([
    '/home',
    '/projects',
    `${project}/overview`,
    `${project}/plan?view=timeline`,
  ]);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, text] of screens.filter(([p]) => width > 360 || narrow.has(p))) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} at ${width}px`);
    }
  }
});

test('the wizard’s messages and the confirmations meet WCAG 2.2 AA', async ({ page }) => {
  await signIn(page, demoUsers.manager, '/new-project/details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a project name.')).toBeVisible();
  await expectNoAxeViolations(page, 'wizard with errors');

  await page.goto('/projects');
  await page.getByRole('button', { name: 'Actions for Finance shared services' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolations(page, 'delete confirmation');
});
