import { expect, type Page } from '@playwright/test';
import { test } from './journey';
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

const training = 'Training: Electronic medication administration';

test('a change manager plans with the planner, moves a training, and an employee sees it on Home', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, demoUsers.manager, '/projects');
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).first().click();
  const sections = page.getByRole('navigation', { name: 'Project sections' });
  await sections.getByRole('link', { name: 'Activities' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/activities/);
  const activitiesUrl = page.url().split('?')[0] ?? '';
  await expectNoAxeViolations(page);

  // The planner proposes from the project's go-lives; keep the training and the go-live pulses.
  await page.getByRole('button', { name: 'Engagement planner' }).click();
  await page.getByRole('button', { name: 'Propose a plan' }).click();
  const proposals = page.getByRole('list', { name: 'Proposed activities' });
  await expect(proposals.getByText(training)).toBeVisible({ timeout: 20_000 });
  await expect(
    proposals.getByText('Go-live pulse: Electronic medication administration'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const boxes = proposals.getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i += 1) {
    const box = boxes.nth(i);
    const label = (await box.getAttribute('aria-label')) ?? '';
    if (!label.includes('Training:') && !label.includes('Go-live pulse:')) await box.uncheck();
  }
  const add = page.getByRole('button', { name: /^Add \d+ activit/ });
  const kept = Number(/Add (\d+)/.exec((await add.textContent()) ?? '')?.[1]);
  expect(kept).toBeGreaterThanOrEqual(2);
  await add.click();
  await expect(notice(page, `Added ${kept} planned activities`)).toBeVisible({ timeout: 30_000 });

  const table = page
    .getByRole('grid', { name: 'Activities' })
    .or(page.getByRole('table', { name: 'Activities' }));
  await expect(table.getByText(training)).toBeVisible();
  await expect(table.getByText('Alignment pulse')).toHaveCount(0);

  // Twenty-one days to go-live, a high impact: the workshop is two weeks before, a week from now.
  const planned = isoDaysFromNow(7);
  const moved = isoDaysFromNow(8);
  await page.goto(`${activitiesUrl}?view=calendar&month=${planned.slice(0, 7)}`);
  const event = page.getByRole('button', { name: new RegExp(training) });
  await expect(event).toBeVisible();
  await expect(
    page.locator(`td[data-date="${planned}"]`).getByRole('button', { name: new RegExp(training) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await event.focus();
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(notice(page, new RegExp(`Moved “${training}”`))).toBeVisible();
  await page.goto(`${activitiesUrl}?view=calendar&month=${moved.slice(0, 7)}`);
  await expect(
    page.locator(`td[data-date="${moved}"]`).getByRole('button', { name: new RegExp(training) }),
  ).toBeVisible();

  // An employee of the clinical group sees it among their activities on Home.
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const employee = await context.newPage();
  await signIn(employee, demoUsers.employee, '/home');
  const mine = employee.getByRole('list', { name: 'Your activities' });
  await expect(mine.getByRole('link', { name: training })).toBeVisible({ timeout: 20_000 });
  await expect(mine.getByText(/you attend/).first()).toBeVisible();
  await expectNoAxeViolations(employee);

  // They subscribe to it in their calendar: the feed (no sign-in) carries the moved training.
  await employee.getByRole('button', { name: 'Subscribe in your calendar' }).click();
  await employee.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = employee.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/calendar\.ics$/);
  const feed = await context.request.get(new URL(await address.inputValue()).pathname);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain(`SUMMARY:${training}`);
  expect(ics).toMatch(new RegExp(`DTSTART(;VALUE=DATE)?:${moved.replaceAll('-', '')}`));
  await context.close();
});
