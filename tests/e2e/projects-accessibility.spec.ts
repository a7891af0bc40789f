import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './sign-in-helpers';

/** WCAG 2.2 AA, and the A and AA criteria of the versions it builds on. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, where: string) {
  // Fluent's focus management (Tabster) puts focus sentinels around toolbars and focus traps:
  // aria-hidden elements with tabindex 0 that hand focus straight on, so nobody rests on them.
  // axe cannot know that; everything else on the page is checked.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .exclude('[data-tabster-dummy]')
    .analyze();
  const summary = violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test('the projects screens meet WCAG 2.2 AA, wide and in a narrow pane', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoUsers.manager, '/projects');
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);
  const project = page.url().replace(/\/overview$/, '');

  const screens: [string, string][] = [
    ['/home', 'Your projects'],
    ['/projects', '5 projects'],
    ['/projects?view=cards', '5 projects'],
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
      await expectNoViolations(page, `${path} at ${width}px`);
    }
  }
});

test('the wizard’s messages and the confirmations meet WCAG 2.2 AA', async ({ page }) => {
  await signIn(page, demoUsers.manager, '/new-project/details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a project name.')).toBeVisible();
  await expectNoViolations(page, 'wizard with errors');

  await page.goto('/projects');
  await page.getByRole('button', { name: 'Actions for Finance shared services' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page, 'delete confirmation');
});
