import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

// Screens load their code on first visit; on a busy machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

const leader = { email: 'leader@demo.changecraft.test', name: 'Leo Leader' };
const projectName = 'Finance shared services';

/** A second browser for another person, with the journey's own address and certificate rules. */
async function otherPerson(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  return context.newPage();
}

/** The matrix cell of one change (row) and one impacted group (column). */
async function matrixCell(page: Page, change: string, group: string) {
  const grid = page.getByRole('grid', { name: 'Impact of each change on each impacted group' });
  await expect(grid.getByRole('columnheader', { name: group })).toBeVisible();
  const headers = await grid.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((text) => text.trim() === group);
  expect(column, `column of ${group}`).toBeGreaterThan(0);
  // The first column header is the changes' own; gridcells start after the row header.
  return grid
    .getByRole('row', { name: new RegExp(change) })
    .getByRole('gridcell')
    .nth(column - 1);
}

test('a change manager makes a group from the directory, rates its impact and its leader sees the project', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL;
  const groupName = `Technology leads ${Date.now()}`;

  // Before: the leader is on no team of the project and leads no group it targets.
  const leaderPage = await otherPerson(browser, baseURL);
  await signIn(leaderPage, leader, '/projects');
  await expect(leaderPage.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(leaderPage.getByRole('link', { name: projectName })).toHaveCount(0);

  await signIn(page, demoUsers.manager, '/people/groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Impacted groups' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A global impacted group synced from the Technology department, led by Leo.
  await page.getByRole('link', { name: 'New group' }).click();
  const dialog = page.getByRole('form', { name: 'New impacted group' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(groupName);
  const directory = dialog.getByRole('combobox', { name: 'Directory group to sync members from' });
  await directory.pressSequentially('Techn');
  await page.getByRole('option', { name: 'Technology', exact: true }).click();
  const leaders = dialog.getByRole('combobox', { name: 'Leaders' });
  await leaders.pressSequentially('Leo');
  await page.getByRole('option', { name: /Leo Leader/ }).click();
  await expect(dialog.getByRole('toolbar', { name: 'Leaders chosen' })).toContainText('Leo Leader');
  await dialog.getByRole('button', { name: 'Create group' }).click();

  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page.getByText(/Synced from the directory group Technology/)).toBeVisible();
  await expect(page.getByText(/\d+ people · 1 leader\b/)).toBeVisible();
  await expect(page.getByText(/^[1-9]\d* people · /)).toBeVisible();
  await expectNoAxeViolations(page);

  // Linked to the project with an audience size band.
  await page.goto('/projects');
  await page.getByRole('link', { name: projectName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Groups' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Impacted groups' })).toBeVisible();
  await page.getByRole('button', { name: 'Link impacted group' }).click();
  const link = page.getByRole('dialog');
  // The picker lists 20 groups at a time: the search finds this one among the organisation's.
  await link.getByLabel('Find a group').fill(groupName);
  const choice = link.getByRole('option', { name: new RegExp(groupName) });
  await link
    .getByLabel('Global impacted group')
    .selectOption((await choice.getAttribute('value')) ?? '');
  await link.getByLabel('Audience size').selectOption('21-50');
  await link.getByRole('button', { name: 'Link group' }).click();
  await expect(page.getByRole('group', { name: groupName })).toContainText('21-50 people');

  // Two impact levels set by keyboard: 4 is high; the arrow moves down to the next change.
  const first = await matrixCell(page, 'Accounts payable centralised', groupName);
  await first.click();
  await expect(first).toBeFocused();
  await page.keyboard.press('4');
  await expect(first).toContainText('High');
  // Down the column to the second change, whatever its row.
  const changes = await page.getByRole('rowheader').allInnerTexts();
  const from = changes.findIndex((t) => t.includes('Accounts payable centralised'));
  const to = changes.findIndex((t) => t.includes('Purchase-to-pay process'));
  for (let step = from; step < to; step += 1) await page.keyboard.press('ArrowDown');
  for (let step = from; step > to; step -= 1) await page.keyboard.press('ArrowUp');
  const second = await matrixCell(page, 'Purchase-to-pay process', groupName);
  await expect(second).toBeFocused();
  await page.keyboard.press('2');
  await expect(second).toContainText('Low');
  await page.reload();
  await expect(await matrixCell(page, 'Accounts payable centralised', groupName)).toContainText(
    'High',
  );
  await expect(await matrixCell(page, 'Purchase-to-pay process', groupName)).toContainText('Low');
  await expectNoAxeViolations(page);

  // The group's leader now sees the project the group is targeted by.
  await leaderPage.reload();
  await expect(leaderPage.getByRole('link', { name: projectName }).first()).toBeVisible();
  await leaderPage.getByRole('link', { name: projectName }).first().click();
  await expect(leaderPage.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await leaderPage.context().close();
});
