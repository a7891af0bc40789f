import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

/** A mail's Subject header (folded header lines joined). */
function subjectOf(raw: string): string | undefined {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^Subject: (.*)$/im.exec(headers.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
}

/**
 * Every `.eml` the local mail port wrote under the server's data folder since `since` with this
 * subject (a survey's invitation is titled with its name). Journeys on the other worker send mail
 * at the same time, other surveys' invitations among them.
 */
async function mailsSince(since: number, subject: string): Promise<string[]> {
  const root = path.join(process.env.E2E_DATA_DIR ?? '.data', 'mail');
  const found: string[] = [];
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith('.eml') && (await stat(full)).mtimeMs >= since) {
        const raw = await readFile(full, 'utf8');
        if (subjectOf(raw) === subject) found.push(raw);
      }
    }
  }
  await walk(root);
  return found;
}

/** The respondents' own links in the invitations (quoted-printable undone). */
function surveyLinks(mails: string[]): string[] {
  const links = mails.flatMap((raw) => {
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    return [...text.matchAll(/\/survey\/([A-Za-z0-9_-]{20,})\?from=EMAIL/g)].map((m) => m[1] ?? '');
  });
  return [...new Set(links)];
}

async function agreeToEverything(page: Page) {
  const agree = page.getByRole('radio', { name: 'Agree', exact: true });
  for (let i = 0; i < (await agree.count()); i += 1) await agree.nth(i).check();
}

async function respondent(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true, viewport });
  return { context, page: await context.newPage() };
}

test('a change manager sends a Go-Live pulse, two people answer signed out, the manager sees the rate', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, demoUsers.manager, '/projects');
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).first().click();
  await page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Surveys' })
    .click();
  await expect(page.getByRole('heading', { name: 'Surveys and pulse checks' })).toBeVisible();
  await expectNoAxeViolations(page);

  // From the template: the Go-Live pulse for impacted employees.
  await page.getByRole('button', { name: 'New survey' }).click();
  await page.getByRole('combobox', { name: 'Start from' }).selectOption('GO_LIVE_EMPLOYEES');
  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(
    page.getByRole('heading', { name: 'Go-Live pulse check (impacted employees)' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('listitem', { name: 'Question 1' })).toBeVisible();
  // The "created" toast fades in; axe reads its colours mid-animation unless it has settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  await expectNoAxeViolations(page);

  // Audience: the impacted clinical group, by e-mail, now.
  const sentAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send or schedule' }).click();
  await page.getByRole('checkbox', { name: /^Clinical and patient-facing staff/ }).check();
  await page.getByRole('radio', { name: 'Everyone', exact: true }).check();
  await page.getByRole('radio', { name: 'Email', exact: true }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(
    page.locator('.fui-ToastTitle').filter({ hasText: /Sent to \d+ people/ }),
  ).toBeVisible({
    timeout: 30_000,
  });

  let links: string[] = [];
  await expect
    .poll(
      async () =>
        (links = surveyLinks(await mailsSince(sentAt, 'Go-Live pulse check (impacted employees)')))
          .length,
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(2);

  // The first respondent, on a phone, answers part, reloads (resumes), then sends.
  const phone = await respondent(browser, baseURL, { width: 360, height: 740 });
  const scripts: string[] = [];
  phone.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await phone.page.goto(`/survey/${links[0]}?from=EMAIL`);
  await expect(
    phone.page.getByRole('heading', { name: 'Go-Live pulse check (impacted employees)' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  // The link opens the small survey page of its own, not the app with its sign-in library.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((p) => !/^\/assets\/survey-[\w-]+\.js$/.test(p))).toEqual([]);
  await expectNoAxeViolations(phone.page);
  const firstAgree = phone.page.getByRole('radio', { name: 'Agree', exact: true }).first();
  await firstAgree.check();
  await expect(phone.page.getByText('Your answers are saved.', { exact: false })).toBeVisible();
  await phone.page.reload();
  await expect(phone.page.getByRole('radio', { name: 'Agree', exact: true }).first()).toBeChecked({
    timeout: 30_000,
  });
  // Sending with required questions open says which.
  await phone.page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(
    phone.page.getByText(/Questions? [\d, and]+ still needs? an answer\./),
  ).toBeVisible();
  await expectNoAxeViolations(phone.page);
  await agreeToEverything(phone.page);
  await phone.page
    .getByRole('textbox', { name: /anything else/i })
    .fill('More floor walkers on day one.');
  await phone.page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(phone.page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expectNoAxeViolations(phone.page);
  await phone.context.close();

  // The second respondent, on a desktop.
  const desk = await respondent(browser, baseURL, { width: 1280, height: 800 });
  await desk.page.goto(`/survey/${links[1]}?from=EMAIL`);
  await expect(
    desk.page.getByRole('heading', { name: 'Go-Live pulse check (impacted employees)' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await agreeToEverything(desk.page);
  await desk.page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(desk.page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  // The link answers once.
  await desk.page.reload();
  await expect(
    desk.page.getByRole('heading', { name: 'Go-Live pulse check (impacted employees)' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(desk.page.getByText('You have already answered this survey.')).toBeVisible();
  await expectNoAxeViolations(desk.page);
  // A link that is unknown or has expired says so, as plainly.
  await desk.page.goto('/survey/no-such-link-000000000000000000000?from=EMAIL');
  await expect(
    desk.page.getByRole('heading', { name: 'This survey link does not work' }),
  ).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(desk.page);
  await desk.context.close();

  // The manager sees two responses; with fewer than five, every breakdown stays hidden.
  await page.getByRole('link', { name: 'See the results' }).click();
  await expect(page.getByRole('heading', { name: /^Results:/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Responses of \d+ invited/)).toBeVisible();
  await expect(page.getByText(/^2$/).first()).toBeVisible();
  await expect(page.getByText('Hidden: fewer than 5 responses').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the change office sends an enterprise pulse to a department; an employee answers it from Home', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(150_000);
  // A retry (or an earlier run on the same server) has its own survey, told apart by name.
  const name = `Company pulse ${test.info().retry}-${Date.now().toString(36)}`;
  await signIn(page, demoUsers.admin, '/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'New survey' }).click();
  await page.getByRole('combobox', { name: 'Start from' }).selectOption('ALIGNMENT_EMPLOYEES');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 20_000 });

  // The organisation's departments, not a project's groups.
  await page.getByRole('button', { name: 'Send or schedule' }).click();
  await expect(page.getByRole('group', { name: 'Groups of the organisation' })).toBeVisible();
  await page.getByRole('checkbox', { name: /^Patient Services \(/ }).check();
  await page.getByRole('radio', { name: 'Everyone', exact: true }).check();
  await page.getByRole('radio', { name: 'Email', exact: true }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send now' }).click();
  // Sent: the survey is open (the toast may have gone by on a slow machine).
  await expect(page.getByRole('button', { name: 'Send again or schedule' })).toBeVisible({
    timeout: 30_000,
  });

  // Emma works in Patient Services: Home lists the survey for her, and opens her own page.
  const employee = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const home = await employee.newPage();
  await signIn(home, demoUsers.employee, '/home');
  const waiting = home.getByRole('list', { name: 'Surveys to answer' });
  await expect(waiting).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(home);
  await waiting.getByRole('link', { name: `Answer “${name}”` }).click();
  await expect(home.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await agreeToEverything(home);
  await home.getByRole('button', { name: 'Send my answers' }).click();
  await expect(home.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  // Answered: Home no longer asks.
  await home.goto('/home');
  await expect(home.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(home.getByRole('link', { name: `Answer “${name}”` })).toHaveCount(0, {
    timeout: 15_000,
  });
  await employee.close();
});
