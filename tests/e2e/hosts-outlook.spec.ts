import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { officeRecord, selectEmail, setOfficeTheme, stubOffice } from './outlook-host/fake-outlook';
import { demoUsers } from './sign-in-helpers';
import { projectsOf } from './teams-host/api-as-user';

const email = {
  subject: 'Ward 7 go-live: night shift questions',
  from: { displayName: 'Sam Ward', emailAddress: 'sam.ward@demo.changecraft.test' },
  sent: '2026-03-02T09:30:00Z',
  body: 'Hello,\n\nThe night shift on Ward 7 asks who to call when the bedside charting is down.\n\nThanks, Sam',
};

// Outlook's task pane is about 320 px wide.
test.use({ viewport: { width: 320, height: 720 } });

function appRoot(page: Page) {
  return page.locator('[data-theme]').first();
}

test('the Outlook pane: compact, routed in memory after office.js breaks history, in Outlook’s theme, sharing the open email to a project', async ({
  page,
  context,
  baseURL,
}) => {
  // Signed in once in the browser; Outlook here offers no nested app auth, so the pane uses the
  // standard client and the session it finds, without asking the user again.
  const [project] = await projectsOf(page, demoUsers.manager);
  if (!project) throw new Error('The demo change manager has no project.');
  await stubOffice(page, {
    theme: { bodyBackgroundColor: '#1f1f1f', bodyForegroundColor: '#ffffff' },
    item: email,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const popups: string[] = [];
  page.on('popup', (popup) => popups.push(popup.url()));

  await page.goto('/?host=outlook');

  // Compact: the pane's three views as tabs, no workspace navigation, nothing wider than it.
  await expect(page.getByRole('heading', { level: 1, name: 'Your upcoming work' })).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Changecraft in Outlook' });
  await expect(views.getByRole('link', { name: 'My work' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const work = page.getByRole('list', { name: 'Upcoming deliverables and milestones' });
  await expect(work.getByRole('listitem').first()).toContainText('Overdue');
  expect(popups).toEqual([]);

  // Outlook's dark Office theme paints the pane dark, and it follows Outlook's changes.
  await expect(appRoot(page)).toHaveAttribute('data-theme', 'changecraft-dark');
  await expect(appRoot(page)).toHaveCSS('background-color', 'rgb(41, 41, 41)');
  await expectNoAxeViolations(page);
  await setOfficeTheme(page, '#ffffff', '#242424');
  await expect(appRoot(page)).toHaveAttribute('data-theme', 'changecraft-light');
  await expect(appRoot(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  // office.js nulled pushState and replaceState; the pane still moves between its views, with
  // its history in memory (the address stays as Outlook opened it).
  expect((await officeRecord(page)).historyNulled).toBe(true);
  await views.getByRole('link', { name: 'Announcements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  // Empty, or what earlier journeys on this server sent to the user (comms.spec sends one).
  await expect(
    page.getByText('No announcements for you.').or(page.getByRole('article').first()),
  ).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/?host=outlook');

  // Share the open email: preview, project, filed as a comms file, the project's comms opened.
  await views.getByRole('link', { name: 'Share' }).click();
  const preview = page.getByRole('figure', { name: 'The email to share' });
  await expect(preview).toContainText(email.subject);
  await expect(preview).toContainText('From Sam Ward <sam.ward@demo.changecraft.test>');
  await page.getByRole('button', { name: 'Share to comms' }).click();
  await expect(page.getByText('Choose the project to share this email to.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: project.name });
  await expectNoAxeViolations(page);
  const filed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/comms-files\/$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Share to comms' }).click();
  await expect(
    page.getByText(`“${email.subject}” is now a file in ${project.name}'s comms.`),
  ).toBeVisible();
  // A real comms file of the project: it downloads as a text file holding the whole email.
  const created = await filed;
  expect(created.status()).toBe(201);
  const file = (await created.json()) as { id: number; project: number };
  expect(file.project).toBe(project.id);
  const download = await page.request.get(`/api/v1/comms-files/${file.id}/download/`, {
    headers: { authorization: (await created.request().allHeaders()).authorization ?? '' },
  });
  expect(download.status()).toBe(200);
  // Named after the subject, without the characters file names may not hold.
  expect(download.headers()['content-disposition']).toMatch(
    /^attachment; filename="Ward 7 go-live +night shift questions\.txt"/,
  );
  expect(await download.text()).toContain('who to call when the bedside charting is down');

  await page.getByRole('button', { name: `Open ${project.name}'s comms` }).click();
  expect((await officeRecord(page)).openedBrowserWindows).toEqual([
    `${baseURL}/projects/${project.id}/comms`,
  ]);

  // Pinned, the pane follows the user to the next email they open.
  await selectEmail(page, { ...email, subject: 'Cut-over weekend rota' });
  await expect(preview).toContainText('Cut-over weekend rota');
  await expect(page.getByRole('button', { name: 'Share to comms' })).toBeVisible();
  expect((await officeRecord(page)).handlers).toEqual([
    'officeThemeChanged',
    'olkItemSelectedChanged',
  ]);
  expect(popups).toEqual([]);
});
