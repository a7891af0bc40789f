import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { demoUsers, signIn } from './sign-in-helpers';

function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today as the app writes it ("23 Nov 2026"): the calendar opens on it when nothing is chosen. */
function today(): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date());
}

/** The notice an action leaves (a toast; its words are also announced to screen readers). */
function notice(page: Page, text: string | RegExp) {
  return page.locator('.fui-ToastTitle').filter({ hasText: text });
}

/** Keyboard only: the step's button is at most three presses of Tab from where the step opens. */
async function reachWithinThreeTabs(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await expect(page.locator('main form :focus, main h2:focus')).toHaveCount(1, { timeout: 3000 });
  for (let presses = 0; presses < 3; presses++) {
    if (await button.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
}

/** Two boxes side by side or stacked, never over one another. */
function apart(a: DOMRect, b: DOMRect) {
  return (
    a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1
  );
}

async function metricRowFits(page: Page) {
  const dialog = page.getByRole('dialog');
  const box = await dialog.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const fields = await Promise.all(
    ['Unit', 'Baseline', 'Target'].map((name) =>
      dialog
        .getByRole('textbox', { name })
        .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    ),
  );
  for (const field of fields) {
    expect(field.left).toBeGreaterThanOrEqual(box.left);
    expect(field.right).toBeLessThanOrEqual(box.right);
  }
  const [unit, baseline, target] = fields;
  expect(unit && baseline && target && apart(unit, baseline) && apart(baseline, target)).toBe(true);
}

async function openSection(page: Page, name: string) {
  const sections = page.getByRole('navigation', { name: 'Project sections' });
  await sections.getByRole('link', { name }).click();
  await expect(sections.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
}

test('a change manager runs a project from the wizard to the archive and back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Ward rota app ${Date.now()}`;
  await signIn(page, demoUsers.manager, '/new-project');

  // The wizard, a URL per step; each step opens where Continue is a few Tabs away.
  await expect(page).toHaveURL('/new-project/details');
  await reachWithinThreeTabs(page, 'Continue');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a project name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Project name' }).fill(name);
  await page
    .getByRole('textbox', { name: 'Business objective' })
    .fill('Fill every ward shift a week ahead.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/new-project/scope');
  await reachWithinThreeTabs(page, 'Continue');
  await page.getByRole('radio', { name: 'Region' }).check();
  await page.getByRole('radio', { name: 'Process' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/new-project/dates');
  await reachWithinThreeTabs(page, 'Continue');
  // Dates read the way the app writes them, typed or picked from the calendar (Arrow Down).
  await page.getByLabel('Start date').fill(isoDaysFromNow(-7));
  await page.getByLabel('Start date').press('Tab');
  await expect(page.getByLabel('Start date')).toHaveValue(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  await page.getByLabel('End date').press('ArrowDown');
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await expect(calendar.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel('End date')).toHaveValue(today());
  await page.getByRole('radio', { name: /^Planned/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/new-project/phase');
  await reachWithinThreeTabs(page, 'Continue');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/new-project/tags');
  await reachWithinThreeTabs(page, 'Continue');
  await page.getByRole('combobox', { name: 'Add tags' }).click();
  await page.getByRole('combobox', { name: 'Add tags' }).pressSequentially('Digi');
  await page.getByRole('option', { name: 'Digital' }).click();
  await expect(page.getByRole('listbox', { name: 'Chosen tags' })).toContainText('Digital');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/new-project/team');
  await reachWithinThreeTabs(page, 'Continue');
  // The team comes from the whole directory.
  await page.getByRole('combobox', { name: 'Team' }).pressSequentially('Emma');
  await page.getByRole('option', { name: /Emma Employee/ }).click();
  await expect(page.getByRole('toolbar', { name: 'Team chosen' })).toContainText('Emma Employee');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/new-project/review');
  await reachWithinThreeTabs(page, 'Create project');
  await page.getByRole('button', { name: 'Create project' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);
  // The set-up guide reads the data: the objective and a team are there, nothing else yet.
  await expect(page.getByText('2 of 6 steps done')).toBeVisible();
  const projectUrl = page.url().replace(/\/overview$/, '');

  // A change with a go-live date and a go-live event, through the change wizard.
  await openSection(page, 'Changes');
  await page.getByRole('link', { name: 'Add change' }).first().click();
  await page.getByRole('textbox', { name: 'Change name' }).fill('Rota on phones');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Classification' })).toBeVisible();
  await page.getByRole('radio', { name: 'Business critical', exact: true }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Timing' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Choose a single go-live date or a duration.')).toBeVisible();
  await page.getByRole('radio', { name: 'A single go-live date' }).check();
  await page.getByRole('textbox', { name: 'Go-live date' }).fill(isoDaysFromNow(21));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Go-live events' })).toBeVisible();
  await page.getByRole('button', { name: 'Add go-live event' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Launch huddles on every ward');
  await page.getByRole('button', { name: 'Save and finish' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rota on phones' })).toBeVisible();
  await expect(page.getByText('Launch huddles on every ward')).toBeVisible();
  await expect(page.getByText('Set up', { exact: true })).toBeVisible();

  // The narrative saves itself.
  await openSection(page, 'Narrative');
  const editor = page.getByRole('textbox', { name: 'Change narrative' });
  await editor.click();
  await page.keyboard.type('Nurses will see and swap shifts from their phones.');
  await expect(page.getByRole('status').filter({ hasText: /Saved at \d\d:\d\d/ })).toBeVisible();
  await page.reload();
  await expect(editor).toContainText('Nurses will see and swap shifts from their phones.', {
    timeout: 20_000,
  });

  // A workstream with a deliverable and a milestone.
  await openSection(page, 'Plan');
  await page.getByRole('button', { name: 'Add workstream' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Training');
  await page.getByRole('button', { name: 'Add workstream' }).last().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Training' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a deliverable to Training' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Quick-start guide');
  // Owners: the team is offered first.
  await page.getByRole('dialog').getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: 'Emma Employee' }).click();
  await page.getByRole('button', { name: 'Add deliverable' }).click();
  await expect(page.getByRole('row', { name: /Quick-start guide/ })).toContainText('Open');
  await expect(page.getByRole('row', { name: /Quick-start guide/ })).toContainText('Emma Employee');
  await page.getByRole('button', { name: 'Add a milestone to Training' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Every ward trained');
  await page.getByRole('button', { name: 'Add milestone' }).click();
  await expect(page.getByText('Enter the due date.')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Due date').fill(isoDaysFromNow(14));
  await page.getByRole('button', { name: 'Add milestone' }).click();
  await expect(page.getByRole('row', { name: /Every ward trained/ })).toContainText('Milestone');
  await page.getByRole('button', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/plan\?view=timeline$/);
  await expect(page.getByRole('region', { name: 'Plan by month' })).toContainText(
    'Every ward trained',
  );

  // A metric and a report for this period.
  await openSection(page, 'Metrics');
  await page.getByRole('button', { name: 'Add metric' }).click();
  const metricForm = page.getByRole('dialog');
  await metricForm.getByRole('textbox', { name: 'Name' }).fill('Shifts filled a week ahead');
  await metricForm.getByRole('radio', { name: 'Leading' }).check();
  await metricForm.getByLabel('Category').selectOption('Operational');
  await metricForm.getByLabel('Reported').selectOption('Monthly');
  await metricForm.getByRole('textbox', { name: 'Unit' }).fill('%');
  await metricForm.getByRole('textbox', { name: 'Target' }).fill('95');
  await metricRowFits(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await metricRowFits(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await metricForm.getByRole('button', { name: 'Add metric' }).click();
  await page.getByRole('link', { name: 'Shifts filled a week ahead' }).click();
  await page.getByRole('button', { name: 'Record a report' }).click();
  const reportForm = page.getByRole('dialog');
  await reportForm.getByRole('textbox', { name: /Value/ }).fill('72');
  // 72 against 95, higher being better and no baseline: not yet on track.
  await expect(reportForm.getByRole('status')).toContainText('At Risk');
  await reportForm.getByRole('button', { name: 'Record report' }).click();
  await expect(notice(page, /Recorded the report for \w{3} \d{4}/)).toBeVisible();
  // Closing the dialog gives focus back to the button that opened it.
  await expect(page.getByRole('button', { name: 'Record a report' })).toBeFocused();
  await expect(page.getByRole('table', { name: /Reports of/ })).toContainText('72%');

  // Archive, then restore from the archive.
  await openSection(page, 'Overview');
  await page.getByRole('button', { name: 'Project actions' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive project' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(notice(page, `Archived “${name}”`)).toBeVisible();

  await page.goto('/archive');
  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Archived');
  await row.getByRole('button', { name: `Restore ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore project' }).click();
  await expect(notice(page, `Restored “${name}”`)).toBeVisible();
  await expect(
    page.getByText('The archive is empty').or(page.getByText('Nothing in the archive matches')),
  ).toBeVisible();

  await page.goto(projectUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('This project is archived')).toHaveCount(0);
});

test('an employee reads the EPR project without edit controls, and the server refuses their write', async ({
  page,
}) => {
  await signIn(page, demoUsers.employee, '/projects');
  const listRead = page.waitForRequest((request) => request.url().includes('/api/v1/projects/'));
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Electronic patient record rollout' }),
  ).toBeVisible();
  const projectId = Number(/\/projects\/(\d+)\//.exec(page.url())?.[1]);

  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Project actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);

  await openSection(page, 'Changes');
  await expect(page.getByRole('table', { name: 'Changes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add change' })).toHaveCount(0);
  await openSection(page, 'Narrative');
  await expect(page.getByRole('heading', { name: 'Change narrative' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Change narrative' })).toHaveCount(0);
  await openSection(page, 'Plan');
  await expect(page.getByRole('button', { name: 'Add workstream' })).toHaveCount(0);
  await openSection(page, 'Metrics');
  await expect(page.getByRole('button', { name: 'Add metric' })).toHaveCount(0);

  // The same call the edit controls would make, with the employee's own token: refused.
  const authorization = (await listRead).headers().authorization;
  expect(authorization).toMatch(/^Bearer /);
  const response = await page.request.patch(`/api/v1/projects/${projectId}/`, {
    headers: { Authorization: authorization ?? '' },
    data: { name: 'Renamed by an employee' },
  });
  expect([403, 404]).toContain(response.status());
  const reread = await page.request.get(`/api/v1/projects/${projectId}/`, {
    headers: { Authorization: authorization ?? '' },
  });
  expect((await reread.json()).name).toBe('Electronic patient record rollout');
});
