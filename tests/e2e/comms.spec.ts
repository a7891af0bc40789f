import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

/** A 1×1 PNG: the upload check reads the type and size from the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GROUP = 'Clinical and patient-facing staff';

/**
 * `YYYY-MM-DDTHH:mm` at least a minute from now, in the browser's zone, as a datetime-local
 * input holds it: the input drops the seconds, so "now + 60 s" could already be due when the
 * scheduler ticks on the next minute.
 */
async function aMinuteAhead(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date(Date.now() + 120_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
}

test('a manager schedules an announcement with an image for a group, a member reads, likes and replies, the figures add up; a shared file downloads with its name', async ({
  browser,
  baseURL,
  page,
}) => {
  // Two people sign in; on a quiet machine this takes well under a minute.
  test.setTimeout(180_000);
  const title = `Ward rota changes ${Date.now()}`;
  const fileTitle = `Rota guide ${Date.now()}`;

  // The manager writes it for the impacted group, with an image, a minute ahead.
  await signIn(page, demoUsers.manager, '/projects');
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).first().click();
  await page
    .getByRole('navigation', { name: 'Project sections' })
    .getByRole('link', { name: 'Comms' })
    .click();
  await expect(page).toHaveURL(/\/comms\/announcements$/);
  const commsUrl = page.url().replace(/\/announcements$/, '');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const composer = page.getByRole('dialog', { name: 'New announcement' });
  await composer.getByRole('textbox', { name: 'Title' }).fill(title);
  await composer.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('New rota from Monday: check your shifts.');
  await composer.getByRole('checkbox', { name: GROUP }).check();
  await composer
    .getByLabel('Image')
    .setInputFiles({ name: 'rota.png', mimeType: 'image/png', buffer: PNG });
  await composer.getByRole('radio', { name: 'Schedule' }).check();
  await composer.getByLabel('Send at').fill(await aMinuteAhead(page));
  await expectNoAxeViolations(page);
  await composer.getByRole('button', { name: 'Save announcement' }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'rota.png' })).toBeVisible();

  // Its time is a minute off; the scheduler's own test proves the wait. Here it goes now.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit announcement' });
  await editor.getByRole('radio', { name: 'Send now' }).check();
  await editor.getByRole('button', { name: 'Save announcement' }).click();
  await expect(card.getByText('Sent', { exact: true })).toBeVisible();

  // A file for the project, shared with the same group.
  await page.goto(`${commsUrl}/files`);
  await page.getByRole('button', { name: /^Add / }).click();
  const upload = page.getByRole('dialog', { name: /^Add a / });
  await upload.getByRole('textbox', { name: 'Title' }).fill(fileTitle);
  await upload.getByLabel('File', { exact: true }).setInputFiles({
    name: 'rota-guide.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Shifts start at 07:00.\n'),
  });
  await upload.getByRole('checkbox', { name: GROUP }).check();
  const added = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/comms-files\/$/.test(r.url()),
    { timeout: 15_000 },
  );
  await upload.getByRole('button', { name: 'Add', exact: true }).click();
  const fileId = ((await (await added).json()) as { id: number }).id;
  await expect(page.getByRole('cell', { name: fileTitle, exact: true })).toBeVisible();

  // A member of the group reads it in the project's feed, likes it and replies.
  const other = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const member = await other.newPage();
  await signIn(member, demoUsers.employee, '/projects');
  await member.goto(`${commsUrl}/announcements`);
  const seen = member.getByRole('article', { name: title });
  await seen.getByRole('button', { name: '0 replies' }).click();
  await seen.getByRole('button', { name: 'Like (0)' }).click();
  await expect(seen.getByRole('button', { name: 'Liked (1)' })).toBeVisible();
  await seen.getByRole('textbox', { name: 'Reply' }).fill('Thanks, I have checked mine.');
  await seen.getByRole('button', { name: 'Send reply' }).click();
  await expect(seen.getByText('Thanks, I have checked mine.')).toBeVisible();

  // Its Teams notification opens the shared file, which downloads under its own name.
  await member.goto(`${commsUrl}/files?file=${fileId}&from=notification`);
  const notice = member.getByRole('group', { name: `Shared with you: ${fileTitle}` });
  const download = member.waitForEvent('download');
  await notice.getByRole('button', { name: `Download ${fileTitle}` }).click();
  expect((await download).suggestedFilename()).toBe('rota-guide.txt');
  await other.close();

  // The manager sees it landed: one opened, one acted, every send delivered.
  await page.goto(`${commsUrl}/announcements`);
  const figures = page
    .getByRole('article', { name: title })
    .getByRole('list', { name: 'Delivery' });
  await expect(figures).toContainText('1 opened');
  await expect(figures).toContainText('1 acted');
  const text = (await figures.textContent()) ?? '';
  const sent = /(\d+) sent/.exec(text)?.[1];
  expect(sent).toBeDefined();
  expect(text).toContain(`${sent} delivered`);

  // The file's reach: everyone in the group told, the member's download counted as opened.
  await page.goto(`${commsUrl}/files`);
  const reach = page.getByRole('row', { name: new RegExp(fileTitle) });
  await expect(reach).toContainText(/\d+ · 1/);
});
