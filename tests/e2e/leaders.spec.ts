import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function notice(page: Page, text: string | RegExp) {
  return page.locator('.fui-ToastTitle').filter({ hasText: text });
}

const leader = { email: 'leader@demo.changecraft.test' };

test('a change manager starts a cycle with a task; the leader sees it and closes it', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, demoUsers.manager, '/projects');
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).first().click();
  await page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Leaders' })
    .click();
  await expect(page).toHaveURL(/\/projects\/\d+\/leaders/);
  // The demo's live cycle comes first on the timeline, with its scores explained.
  await expect(page.getByRole('button', { name: /Wave 1: go-live readiness/ })).toBeVisible();
  await expect(page.getByText(/leader tasks due so far were closed on time/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New cycle' }).click();
  const dialog = page.getByRole('dialog', { name: 'New activation cycle' });
  await dialog.getByLabel('Name').fill('Wave 2: after go-live');
  await dialog.getByLabel('Starts').fill(isoDaysFromNow(0));
  await dialog.getByLabel('Ends').fill(isoDaysFromNow(20));
  await dialog.getByRole('checkbox').first().check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Start cycle' }).click();
  await expect(notice(page, 'Started the cycle “Wave 2: after go-live”')).toBeVisible();

  await page.getByRole('button', { name: /Wave 2: after go-live/ }).click();
  await page.getByRole('button', { name: 'Add task' }).click();
  const task = page.getByRole('dialog', { name: 'New leader task' });
  await task.getByLabel('Title').fill('Thank the super-users in the huddle');
  await task.getByLabel('Due').fill(isoDaysFromNow(3));
  await task.getByRole('button', { name: 'Add task' }).click();
  await expect(notice(page, 'Added the task “Thank the super-users in the huddle”')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Leader tasks' })
      .getByRole('cell', { name: 'Thank the super-users in the huddle', exact: true }),
  ).toBeVisible();

  // The leader signs in and checks the task off in their own view.
  const context = await browser.newContext({
    baseURL: baseURL ?? undefined,
    ignoreHTTPSErrors: true,
  });
  const leaderPage = await context.newPage();
  await signIn(leaderPage, leader, '/my-leader-tasks');
  await expect(
    leaderPage.getByRole('heading', { level: 1, name: 'My leader tasks' }),
  ).toBeVisible();
  const done = leaderPage.getByRole('checkbox', {
    name: 'Done: Thank the super-users in the huddle',
  });
  await expect(done).toBeVisible();
  await expectNoAxeViolations(leaderPage);
  await done.click();
  // Done tasks leave the open list and show, checked, among the done ones.
  await expect(done).toHaveCount(0);
  await leaderPage.getByRole('switch', { name: 'Show done tasks' }).click();
  await expect(
    leaderPage.getByRole('checkbox', { name: 'Done: Thank the super-users in the huddle' }),
  ).toBeChecked();
  await context.close();
});
