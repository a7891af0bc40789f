import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

async function openAssessment(page: Page, name: string) {
  const tabs = page.getByRole('tablist', { name: 'Assessments' });
  await tabs.getByRole('tab', { name }).click();
  await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('a change manager assesses a project: impact by keyboard, an approved readiness measure, a rated risk, a completed sentiment analysis and the summary', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now();
  await signIn(page, demoUsers.manager, '/projects');
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).first().click();
  const sections = page.getByRole('navigation', { name: 'Project sections' });
  await sections.getByRole('link', { name: 'Assessments' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/assessments\/summary$/);
  const projectUrl = page.url().replace(/\/assessments\/summary$/, '');
  await expect(page.getByRole('list', { name: 'Readiness and risk by change' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Change impact: two changes × two groups, by keyboard.
  await openAssessment(page, 'Change impact');
  const grid = page.getByRole('grid', { name: /Overall impact/ });
  await expect(grid).toBeVisible();
  await grid.locator('[data-cell="0-0"]').focus();
  await page.keyboard.press('5');
  await expect(grid.locator('[data-cell="0-0"]')).toHaveText('Very high');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('4');
  await expect(grid.locator('[data-cell="0-1"]')).toHaveText('High');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('2');
  await expect(grid.locator('[data-cell="1-1"]')).toHaveText('Low');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('3');
  await expect(grid.locator('[data-cell="1-0"]')).toHaveText('Medium');
  await page.reload();
  await expect(
    page.getByRole('grid', { name: /Overall impact/ }).locator('[data-cell="0-1"]'),
  ).toHaveText('High');
  // An impact: what changes for people, for which groups.
  const impactText = `Medication rounds are charted at the bedside ${suffix}`;
  await page.getByRole('button', { name: 'Add impact', exact: true }).click();
  const impactDialog = page.getByRole('dialog', { name: 'New impact' });
  await impactDialog.getByRole('textbox', { name: /What changes for people/ }).fill(impactText);
  await impactDialog.getByRole('button', { name: 'Add impact', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Impacts' }).getByText(impactText)).toBeVisible();
  await expectNoAxeViolations(page);

  // Readiness: an approval with an approver, a report, a reminder, then the approval.
  await openAssessment(page, 'Readiness');
  const measureTitle = `Pharmacy sign-off ${suffix}`;
  await page.getByRole('button', { name: 'Add measure' }).click();
  const dialog = page.getByRole('dialog', { name: 'New readiness measure' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(measureTitle);
  // The team is offered first; anyone else is found by typing their name.
  await dialog.getByRole('combobox', { name: 'Approver' }).click();
  await page.getByRole('option', { name: 'Maya Manager' }).click();
  await dialog.getByRole('button', { name: 'Add measure' }).click();
  const row = page.getByRole('row').filter({ hasText: measureTitle });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Report status' }).click();
  const report = page.getByRole('dialog', { name: `Report on “${measureTitle}”` });
  await report.getByRole('radio', { name: 'Green' }).check();
  await report.getByRole('button', { name: 'Report status' }).click();
  await expect(row.getByText('Waiting for approval')).toBeVisible();
  await row.getByRole('button', { name: 'Remind approver', exact: true }).click();
  await expect(row.getByText('Reminder sent to Maya Manager')).toBeVisible();
  await expectNoAxeViolations(page);

  // The reminder is in the outbox (the local mail port).
  await page.goto(`${projectUrl}/comms/sent`);
  await expect(page.getByText(`Email: Approval needed: ${measureTitle}`)).toBeVisible({
    timeout: 30_000,
  });

  await page.goto(`${projectUrl}/assessments/readiness`);
  const again = page.getByRole('row').filter({ hasText: measureTitle });
  await again.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(again).toContainText('Approval: Approved (Maya Manager)');

  // Business risk: a risk with its rating.
  await openAssessment(page, 'Business risk');
  const riskTitle = `Bank staff miss training ${suffix}`;
  await page.getByRole('button', { name: 'Add risk', exact: true }).click();
  const riskDialog = page.getByRole('dialog', { name: 'New business risk' });
  await riskDialog.getByRole('textbox', { name: 'Risk' }).fill(riskTitle);
  await riskDialog.getByRole('button', { name: 'Add risk', exact: true }).click();
  const rating = page.getByRole('combobox', { name: `Rating of ${riskTitle}` });
  await rating.selectOption('HIGH');
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Rating of ${riskTitle}` })).toHaveValue('HIGH');
  await expectNoAxeViolations(page);

  // Sentiment: completing it makes it read-only.
  await openAssessment(page, 'Sentiment');
  await page.getByRole('button', { name: 'Complete analysis' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Complete', exact: true })
    .click();
  await expect(page.getByText(/Completed by Maya Manager on .*; read-only\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Fill/ })).toHaveCount(0);
  const sentimentGrid = page.getByRole('grid', { name: /Sentiment/ });
  const firstCell = sentimentGrid.locator('[data-cell="0-0"]');
  const before = await firstCell.textContent();
  await firstCell.focus();
  await page.keyboard.press('1');
  await expect(firstCell).toHaveText(before ?? '');
  await expect(page.getByRole('table', { name: 'Sentiment score per group' })).toBeVisible();

  // The per-change summary rolls the assessments up, with its reasons.
  await openAssessment(page, 'Summary');
  const summaries = page.getByRole('list', { name: 'Readiness and risk by change' });
  await expect(summaries.getByText(/impact on/).first()).toBeVisible();
  await expect(summaries.getByText(/Attention score \d+ of 100/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
