import { expect } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { signIn } from './sign-in-helpers';

function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const finance = 'Finance operations';
const office = { email: 'office@demo.changecraft.test' };

test('the change office opens a red go-live cell, tries a move, sets a capacity and exports a deck', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Weeks from five weeks on: accounts payable starts to centralise on day 45, the day the
  // finance roles redesign goes live; both hit finance operations very high (5 + 5).
  await signIn(page, office, `/portfolio?map=go_live&from=${isoDaysFromNow(35)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await page.getByRole('listbox', { name: 'Groups' }).selectOption({ label: finance });
  await expect(page).toHaveURL(/groups=g\d+/);

  const red = page.getByRole('button', {
    name: new RegExp(`^${finance}, .+: 10 change load, high$`),
  });
  await expect(red).toHaveCount(1, { timeout: 20_000 });
  await red.click();
  const behind = page.getByRole('list', { name: 'Changes and activities in the cell' });
  await expect(behind.getByText('Accounts payable centralised')).toBeVisible();
  await expect(behind.getByText('Finance roles redesign')).toBeVisible();
  await expectNoAxeViolations(page);

  // What-if: the roles redesign goes live two weeks later instead; nothing is saved.
  await page.getByRole('combobox', { name: 'Change' }).pressSequentially('roles redesign');
  await page.getByRole('option', { name: /^Finance roles redesign/ }).click();
  await page.getByLabel('New go-live date').fill(isoDaysFromNow(59));
  await expect(
    page.getByText(new RegExp(`No longer overloaded: ${finance}, .+ \\(now medium\\)`)),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .getByRole('table', { name: /^After moving/ })
      .getByRole('button', { name: new RegExp(`^${finance}, .+: 5 change load, medium$`) }),
  ).toHaveCount(2);

  // The group's own capacity is lower than the organisation's: the same week is over it.
  await page.getByRole('button', { name: 'Set a group’s capacity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a group’s capacity' });
  await dialog.getByRole('combobox', { name: 'Group' }).selectOption({ label: finance });
  await dialog.getByLabel('Medium from').fill('2');
  await dialog.getByLabel('High (over capacity) from').fill('4');
  await dialog.getByLabel('Very high from').fill('8');
  await dialog.getByRole('button', { name: 'Save capacity' }).click();
  await expect(dialog).toBeHidden();
  try {
    await expect(page.getByRole('list', { name: 'Over capacity' })).toContainText(`${finance}, `, {
      timeout: 20_000,
    });
    await expect(
      page.getByRole('button', { name: new RegExp(`^${finance}, .+: 10 change load, very high$`) }),
    ).not.toHaveCount(0);

    // The project's deck: built in the background, downloaded as soon as it is ready.
    await page
      .getByRole('combobox', { name: 'Project' })
      .selectOption({ label: 'Finance shared services' });
    const download = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Export deck' }).click();
    await expect(page.getByRole('progressbar', { name: 'Building the deck' })).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^Finance shared services status \d{4}-\d\d-\d\d\.pptx$/,
    );
    await expect(page.getByText(/^Downloaded Finance shared services/)).toBeVisible();
  } finally {
    // Later journeys see the organisation's thresholds again.
    await page.getByRole('button', { name: `Remove the capacity of ${finance}` }).click();
    await page.getByRole('button', { name: 'Remove capacity' }).click();
    await expect(page.getByText('No group has its own capacity')).toBeVisible();
  }
});
