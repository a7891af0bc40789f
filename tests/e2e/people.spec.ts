import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

// Screens load their code on first visit; on a busy machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A second browser for another person, with the journey's own address and certificate rules. */
async function otherPerson(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  return context.newPage();
}

function peopleSection(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'People sections' })
    .getByRole('link', { name, exact: true });
}

test('an admin invites two people; one accepts, sets up their account and is later deactivated', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const first = `nia.${stamp}@demo.changecraft.test`;
  const second = `omar.${stamp}@demo.changecraft.test`;
  const password = `Welcome-${stamp}`;

  await signIn(page, demoUsers.admin, '/people/invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();

  // Pasted text: a bad entry is refused with its own message, then two addresses go out.
  const addresses = page.getByRole('textbox', { name: 'Email addresses' });
  await addresses.fill(`${first}; not-an-address`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('“not-an-address” is not an email address.')).toBeVisible();
  await addresses.fill(`${first}; ${second.toUpperCase()}\n${first}`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Invited 2.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(first) })).toContainText('Pending');
  await expect(page.getByRole('row', { name: new RegExp(second) })).toContainText('Pending');
  await expectNoAxeViolations(page);

  // The invitation as it was sent, read from the app's sent mail.
  await peopleSection(page, 'Sent mail').click();
  await page.getByRole('button', { name: new RegExp(`Email to ${first}`) }).click();
  const acceptLink = page.getByRole('link', { name: 'Accept the invitation' }).first();
  const href = await acceptLink.getAttribute('href');
  expect(href).toMatch(/^https:\/\//);
  await expectNoAxeViolations(page);

  // Nia accepts, sets a password and meets the set-up wizard, a step per address.
  const nia = await otherPerson(browser, testInfo.project.use.baseURL);
  await nia.goto(href ?? '');
  await expect(nia.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  await nia.getByLabel('First name').fill('Nia');
  await nia.getByLabel('Last name').fill('Newcomer');
  await nia.getByLabel(/^Password \(at least/).fill(password);
  await nia.getByLabel('Repeat the password').fill(password);
  await nia.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(
    nia.getByRole('heading', { level: 1, name: 'Sign in to Changecraft' }),
  ).toBeVisible();
  await nia.getByRole('button', { name: 'Sign in' }).click();
  await nia.getByLabel('Email').fill(first);
  await nia.getByLabel('Password').fill(password);
  await nia.getByRole('button', { name: 'Sign in' }).click();
  await expect(nia).toHaveURL(/\/user-config\/site$/);
  await expect(nia.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
  await expectNoAxeViolations(nia);
  await nia.getByRole('button', { name: 'Continue' }).click();
  await expect(nia).toHaveURL(/\/user-config\/department$/);
  await nia.getByLabel('Department').selectOption('Finance');
  await nia.getByRole('button', { name: 'Continue' }).click();
  await expect(nia).toHaveURL(/\/user-config\/roles$/);
  await expect(nia.getByText(/Your role in Changecraft: Employee/)).toBeVisible();
  // Resumable: leaving and coming back opens the first step not yet done.
  await nia.goto('/user-config');
  await expect(nia).toHaveURL(/\/user-config\/roles$/);
  await nia.getByRole('button', { name: 'Continue' }).click();
  await expect(nia).toHaveURL(/\/user-config\/time-zone$/);
  await nia.getByLabel('Time zone').selectOption('Europe/London');
  await nia.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(nia).toHaveURL(/\/home$/);
  await expect(nia.getByText('Welcome, Nia Newcomer')).toBeVisible();

  // The invitation is accepted; the other is still pending.
  await peopleSection(page, 'Invitations').click();
  await expect(page.getByRole('row', { name: new RegExp(first) })).toContainText('Accepted');
  await expect(page.getByRole('row', { name: new RegExp(second) })).toContainText('Pending');

  // Deactivated, Nia's next action lands on the account-deactivated page.
  await peopleSection(page, 'Directory').click();
  await page.getByRole('textbox', { name: 'Search people' }).fill('Newcomer');
  await page.getByRole('button', { name: 'Deactivate Nia' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    page.getByRole('button', { name: 'Reactivate Nia' }).or(page.getByText('Nobody matches')),
  ).toBeVisible();
  await nia.goto('/projects');
  await expect(nia).toHaveURL(/\/account-deactivated$/);
  await nia.context().close();
});

test('an admin imports a CSV with one bad row, commits the rest and finds the import in the history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const csv = [
    'email,first_name,last_name,department,manager_email',
    `rui.${stamp}@demo.changecraft.test,Rui,Costa,Finance,manager@demo.changecraft.test`,
    `sara.${stamp}@demo.changecraft.test,Sara,Lund,Technology,`,
    `bad.${stamp}@demo.changecraft.test,Bad,Row,Astrology,`,
  ].join('\n');
  const fileName = `people-${stamp}.csv`;

  await signIn(page, demoUsers.admin, '/people/imports');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Import people from a CSV file' }),
  ).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('status').filter({ hasText: fileName })).toContainText(
    '2 created, 0 updated, 0 unchanged, 1 rejected',
  );
  // The preview opens on the rejected rows, each with its reason.
  const bad = page.getByRole('row', { name: new RegExp(`bad.${stamp}`) });
  await expect(bad).toContainText('Rejected');
  await expect(bad).toContainText('Unknown department “Astrology”.');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Import 2 people' }).click();
  // The history lists the preview and the import, with who, when, counts and the report.
  const history = page.getByRole('table', { name: 'Past imports' });
  const row = history.getByRole('row', {
    name: new RegExp(`${fileName}.*Ada Admin Imported 3 2 / 0 / 0 1`),
  });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /Download the report/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows of the file' })).toHaveCount(0);

  // The imported people are in the directory.
  await peopleSection(page, 'Directory').click();
  await page.getByRole('textbox', { name: 'Search people' }).fill(`rui.${stamp}`);
  await expect(page.getByRole('row', { name: /Rui Costa/ })).toContainText('Finance');
});
