import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signIn } from './sign-in-helpers';

function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const clinical = 'Clinical and patient-facing staff';
const office = { email: 'office@demo.changecraft.test' };

test('the change office reads the load heatmap, tries a go-live move and exports a deck', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Weeks from eight weeks on: paper charts retire over days 60–120, the documentation
  // standards go live on day 95.
  await signIn(page, office, `/portfolio?map=load&from=${isoDaysFromNow(56)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await page.getByRole('listbox', { name: 'Groups' }).selectOption({ label: clinical });
  await expect(page).toHaveURL(/groups=g\d+/);

  // The organisation's thresholds are for a whole portfolio; the clinical staff's own capacity
  // is lower, so the demo's two overlapping EPR changes overload them in one week.
  await page.getByRole('button', { name: 'Set a group’s capacity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a group’s capacity' });
  await dialog.getByRole('combobox', { name: 'Group' }).selectOption({ label: clinical });
  await dialog.getByLabel('Medium from').fill('2');
  await dialog.getByLabel('High (over capacity) from').fill('4');
  await dialog.getByLabel('Very high from').fill('8');
  await dialog.getByRole('button', { name: 'Save capacity' }).click();
  await expect(dialog).toBeHidden();
  try {
    const red = page.getByRole('button', {
      name: new RegExp(`^${clinical}, .+: 5 change load, high$`),
    });
    await expect(red).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Over capacity' })).toContainText(`${clinical}, `);
    await expectNoAxeViolations(page);

    await red.click();
    const behind = page.getByRole('list', { name: 'Changes and activities in the cell' });
    await expect(behind.getByText('Paper chart retirement')).toBeVisible();
    await expect(behind.getByText('Clinical documentation standards')).toBeVisible();

    // What-if: the standards go live in three weeks instead; nothing is saved.
    const change = page.getByRole('combobox', { name: 'Change' });
    const standards = await change
      .locator('option', { hasText: 'Clinical documentation standards' })
      .getAttribute('value');
    await change.selectOption(standards ?? '');
    await page.getByLabel('New go-live date').fill(isoDaysFromNow(21));
    await expect(
      page.getByText(new RegExp(`No longer overloaded: ${clinical}, .+ \\(now medium\\)`)),
    ).toBeVisible({ timeout: 20_000 });
    await expect(
      page
        .getByRole('table', { name: /^After moving/ })
        .getByRole('button', { name: new RegExp(`^${clinical}, .+: 3 change load, medium$`) }),
    ).not.toHaveCount(0);

    // The project's deck: built in the background, downloaded as soon as it is ready.
    await page
      .getByRole('combobox', { name: 'Project' })
      .selectOption({ label: 'Electronic patient record rollout' });
    const download = page.waitForEvent('download', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Export deck' }).click();
    await expect(page.getByRole('progressbar', { name: 'Building the deck' })).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^Electronic patient record rollout status \d{4}-\d\d-\d\d\.pptx$/,
    );
    await expect(page.getByText(/^Downloaded Electronic patient record rollout/)).toBeVisible();
  } finally {
    // Later journeys see the organisation's thresholds again.
    await page.getByRole('button', { name: `Remove the capacity of ${clinical}` }).click();
    await page.getByRole('button', { name: 'Remove capacity' }).click();
    await expect(page.getByText('No group has its own capacity')).toBeVisible();
  }
});
