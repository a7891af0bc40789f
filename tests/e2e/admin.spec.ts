import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { signIn } from './sign-in-helpers';

// Screens load their code on first visit; on a busy machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The notice an action leaves (a toast; its words are also announced to screen readers). */
function notice(page: Page, text: string | RegExp) {
  return page.locator('.fui-ToastTitle').filter({ hasText: text });
}

/**
 * The settings journey's own organisation. It turns a feature off and grants tool access for a
 * while; journeys on other workers use the Northwind demo at the same time and must not see that.
 */
const contoso = {
  admin: { email: 'admin@contoso.changecraft.test' },
  manager: { email: 'manager@contoso.changecraft.test' },
};

async function openAdmin(page: Page, section: string) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: section, exact: true })
    .click();
}

async function savePhaseOne(page: Page, name: string) {
  await openAdmin(page, 'Organisation');
  await page.getByRole('textbox', { name: 'Phase 1' }).fill(name);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(notice(page, 'Organisation settings saved')).toBeVisible();
}

async function setMetrics(page: Page, on: boolean) {
  await openAdmin(page, 'Features');
  await page.getByRole('searchbox', { name: 'Search features' }).fill('metrics');
  const metrics = page.getByRole('switch', { name: 'Metrics', exact: true });
  await metrics.setChecked(on);
  await expect(notice(page, `Metrics turned ${on ? 'on' : 'off'}`)).toBeVisible();
}

async function setManagerAdminAccess(page: Page, on: boolean) {
  await openAdmin(page, 'Access');
  await page.getByRole('checkbox', { name: 'Change manager' }).setChecked(on);
  await page.getByRole('button', { name: 'Save tool access' }).click();
  await expect(notice(page, 'Tool access saved')).toBeVisible();
}

test('an admin renames a phase, adds a tag used in the wizard, gates metrics, and grants access', async ({
  page,
  browser,
}, testInfo) => {
  // Under a minute on a quiet machine; the full suite runs on two busy cores.
  test.setTimeout(180_000);
  // A retry runs against the same server: its names stay apart from the first try's.
  const stamp = `${Date.now()}-${testInfo.retry}`;
  const phase = `Discover ${stamp}`;
  const tag = `Night shifts ${stamp}`;
  const project = `Ward handover ${stamp}`;

  await signIn(page, contoso.admin, '/admin/organisation');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const originalPhase = await page.getByRole('textbox', { name: 'Phase 1' }).inputValue();
  await savePhaseOne(page, phase);
  await expectNoAxeViolations(page);

  // A project tag, added in the one reference-list editor…
  await openAdmin(page, 'Reference data');
  await page.getByRole('textbox', { name: 'New project tag' }).fill(tag);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('textbox', { name: `Rename ${tag}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // …is a choice in the new-project wizard, whose phase step already shows the new phase name.
  await page.goto('/new-project');
  await page.getByRole('textbox', { name: 'Project name' }).fill(project);
  await page.getByRole('textbox', { name: 'Business objective' }).fill('Hand over in minutes.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Region' }).check();
  await page.getByRole('radio', { name: 'Process' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Start date').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('radio', { name: /^Planned/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/new-project/phase');
  await expect(page.getByText(phase).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/new-project/tags');
  await page.getByRole('combobox', { name: 'Add tags' }).pressSequentially('Night shifts');
  await page.getByRole('option', { name: tag }).click();
  await expect(page.getByRole('listbox', { name: 'Chosen tags' })).toContainText(tag);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/new-project/team');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: project })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Phases' })).toContainText(phase);
  await expect(page.getByText(tag)).toBeVisible();
  const projectPath = new URL(page.url()).pathname.replace(/\/overview$/, '');

  // Tool access for change managers, and the Metrics feature off: for a manager, at once.
  await page.goto('/admin/access');
  await setManagerAdminAccess(page, true);
  await setMetrics(page, false);
  await expectNoAxeViolations(page);
  const managerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    ignoreHTTPSErrors: true,
  });
  try {
    const manager = await managerContext.newPage();
    await signIn(manager, contoso.manager, '/admin/organisation');
    await expect(manager.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await manager.goto('/projects');
    await manager.getByRole('table').getByRole('link').first().click();
    const sections = manager.getByRole('navigation', { name: 'Project sections' });
    await expect(sections.getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Metrics' })).toHaveCount(0);
  } finally {
    await managerContext.close();
    // Put the organisation back as the seed made it, for a retry against the same server.
    await setMetrics(page, true);
    await setManagerAdminAccess(page, false);
    await savePhaseOne(page, originalPhase);
  }
  await page.goto(projectPath);
  await expect(
    page
      .getByRole('navigation', { name: 'Project sections' })
      .getByRole('link', { name: 'Metrics' }),
  ).toBeVisible();

  await expectNoAxeViolations(page);
});

test('an admin on the free starter plan pays for a year of Change Office Pro', async ({
  page,
}, testInfo) => {
  // Fabrikam has never paid: Change Starter, five seats, no invoice. (A retry runs against the
  // same server, where the first try has already paid.)
  await signIn(page, { email: 'admin@fabrikam.changecraft.test' }, '/admin/billing');
  if (testInfo.retry === 0) {
    await expect(page.getByText('Change Starter, monthly · 5 seats')).toBeVisible();
  }
  const seats = page.getByRole('spinbutton', { name: 'Seats' });
  await seats.fill('20');
  await seats.press('Tab');
  await page.getByRole('button', { name: /^Choose Change Office Pro yearly/ }).click();
  await expect(page.getByText(/Change Office Pro, yearly · 20 seats/)).toBeVisible();
  const invoices = page.getByRole('table');
  await expect(invoices.getByRole('row').nth(1)).toContainText(/paid/i);
  await expectNoAxeViolations(page);
});
