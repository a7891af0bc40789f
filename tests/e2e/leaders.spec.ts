import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

const pad = (n: number) => String(n).padStart(2, '0');

function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The next whole minute, local time, as a datetime-local input takes it. */
function nextMinute(): string {
  const d = new Date(Date.now() + 60_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function notice(page: Page, text: string | RegExp) {
  return page.locator('.fui-ToastTitle').filter({ hasText: text });
}

/** "N of M leader tasks due so far were closed on time" of the project's overall score. */
async function activationCounts(scores: Locator): Promise<[number, number]> {
  const text = await scores
    .getByText(/leader tasks due so far were closed on time/)
    .first()
    .innerText();
  const match = /(\d+) of (\d+)/.exec(text);
  return [Number(match?.[1]), Number(match?.[2])];
}

// A 1×1 PNG: the server checks an image by its bytes, not its name.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const leader = { email: 'leader@demo.changecraft.test' };

test('a change manager plans a cycle; the leader closes a task; the nudge goes out; the score moves', async ({
  browser,
  baseURL,
  page,
}) => {
  // The nudge job ticks each minute: the journey waits for one tick after its alert time.
  test.setTimeout(240_000);
  await signIn(page, demoUsers.manager, '/projects');
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).first().click();
  await page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Leaders' })
    .click();
  await expect(page).toHaveURL(/\/projects\/\d+\/leaders/);
  const leadersUrl = page.url();
  const projectUrl = leadersUrl.replace(/\/leaders.*$/, '');
  // The demo's live cycle comes first on the timeline, with its scores explained.
  await expect(page.getByRole('button', { name: /Wave 1: go-live readiness/ })).toBeVisible();
  const scores = page.getByRole('region', { name: 'Leader activation' });
  await expect(
    scores.getByText(/leader tasks due so far were closed on time/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New cycle' }).click();
  const dialog = page.getByRole('dialog', { name: 'New activation cycle' });
  // A retry runs against the same server: its cycle gets a name of its own.
  const cycle = `Wave 2: after go-live${test.info().retry ? `, try ${test.info().retry + 1}` : ''}`;
  await dialog.getByLabel('Name').fill(cycle);
  await dialog.getByLabel('Starts').fill(isoDaysFromNow(0));
  await dialog.getByLabel('Ends').fill(isoDaysFromNow(20));
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Start cycle' }).click();
  await expect(notice(page, `Started the cycle “${cycle}”`)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${cycle} `) }).click();

  // Two tasks: one due today (it counts towards the score at once), one later.
  const tasks = page.getByRole('table', { name: 'Leader tasks' });
  async function addTask(title: string, due: string) {
    await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
    await page.getByRole('button', { name: 'Add task' }).click();
    const task = page.getByRole('dialog', { name: 'New leader task' });
    await task.getByLabel('Title').fill(title);
    await task.getByLabel('Due').fill(due);
    await task.getByRole('button', { name: 'Add task' }).click();
    await expect(notice(page, `Added the task “${title}”`)).toBeVisible();
    await expect(tasks.getByRole('cell', { name: title, exact: true })).toBeVisible();
  }
  await addTask('Thank the super-users in the huddle', isoDaysFromNow(0));

  // A nudge about the first task, with an image, at the next minute. It is scheduled as early as
  // the journey allows: the rest of the journey runs while its time comes.
  await page.getByRole('tab', { name: 'Nudges' }).click();
  await page.getByRole('button', { name: 'Schedule a nudge' }).click();
  const nudge = page.getByRole('dialog', { name: 'New nudge' });
  await nudge
    .getByLabel('About')
    .selectOption({ label: 'Leader task: Thank the super-users in the huddle' });
  await nudge.getByLabel('Title').fill('Say thank you today');
  await nudge
    .getByRole('textbox', { name: 'Message' })
    .fill('Your super-users kept the wards going.');
  await nudge.getByLabel('Goes out at').fill(nextMinute());
  await nudge.getByRole('radiogroup', { name: 'To' }).getByRole('radio', { name: 'Both' }).check();
  await nudge
    .getByLabel('Image')
    .setInputFiles({ name: 'thanks.png', mimeType: 'image/png', buffer: png });
  await expectNoAxeViolations(page);
  await nudge.getByRole('button', { name: 'Schedule nudge' }).click();
  await expect(notice(page, /Nudge “Say thank you today” scheduled/)).toBeVisible();
  await expect(page.getByText('Leader task: Thank the super-users in the huddle')).toBeVisible();

  await addTask('Walk the ward with the floor walkers', isoDaysFromNow(3));
  const [closedBefore, dueBefore] = await activationCounts(scores);

  // A key message for the leaders to pass on.
  await page.getByRole('tab', { name: 'Key messages' }).click();
  await page.getByLabel('New key message').fill('The old system closes on Friday');
  await page.getByRole('button', { name: /Add key message/ }).click();
  await expect(
    page.getByRole('listitem', { name: /The old system closes on Friday/ }),
  ).toBeVisible();

  // The leader signs in, reads the key message and checks the task off in their own view.
  const context = await browser.newContext({
    baseURL: baseURL ?? undefined,
    ignoreHTTPSErrors: true,
  });
  const leaderPage = await context.newPage();
  await signIn(leaderPage, leader, '/home');
  // Home shows the leader's open tasks and leads to their whole view.
  await expect(leaderPage.getByRole('list', { name: 'Your open leader tasks' })).toBeVisible();
  await leaderPage
    .getByRole('link', { name: /^All \d+ tasks$|^Your key messages and scores$/ })
    .click();
  await expect(
    leaderPage.getByRole('heading', { level: 1, name: 'My leader tasks' }),
  ).toBeVisible();
  await expect(leaderPage.getByText('The old system closes on Friday')).toBeVisible();
  await expect(leaderPage.getByRole('region', { name: /Scores of / }).first()).toBeVisible();
  const done = leaderPage.getByRole('checkbox', {
    name: 'Done: Thank the super-users in the huddle',
  });
  await expect(done).toBeVisible();
  await expectNoAxeViolations(leaderPage);
  await done.click();
  await expect(notice(leaderPage, 'Done: “Thank the super-users in the huddle”')).toBeVisible();
  // Done tasks leave the open list and show, checked, among the done ones.
  await expect(done).toHaveCount(0);
  await leaderPage.getByRole('switch', { name: 'Show done tasks' }).click();
  await expect(
    leaderPage.getByRole('checkbox', { name: 'Done: Thank the super-users in the huddle' }),
  ).toBeChecked();
  await context.close();

  // The project's activation score counts the task closed on time.
  await page.goto(leadersUrl);
  await expect
    .poll(() => activationCounts(scores), { timeout: 15_000 })
    .toEqual([closedBefore + 1, dueBefore]);

  // At its time the nudge goes out: its mail is in the outbox (the local mail port).
  await page.goto(`${projectUrl}/comms/sent`);
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Email: Say thank you today' }).first(),
    ).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 150_000, intervals: [2_000] });
  await expectNoAxeViolations(page);
});
