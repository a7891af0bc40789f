import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { demoUsers, signIn } from './sign-in-helpers';

/** A 1×1 PNG: the upload check reads the type and size from the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The first whole minute at least 10 s from now, in the browser's zone, as a datetime-local input
 * holds it (the input has no seconds), and that instant. The margin covers the save: a time
 * already past when the server reads it would go out at once instead of being scheduled.
 */
async function nextMinute(page: Page): Promise<{ input: string; at: number }> {
  return page.evaluate(() => {
    const d = new Date(Date.now() + 10_000);
    d.setSeconds(0, 0);
    d.setMinutes(d.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      input: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`,
      at: d.getTime(),
    };
  });
}

test('a manager schedules an announcement with an image for a group, a member reads, likes and replies, the figures add up; a shared file downloads with its name, another comes from SharePoint; a Viva Engage post is liked and answered', async ({
  browser,
  baseURL,
  page,
}) => {
  // The announcement goes out at the next whole minute (10–70 s ahead) and the scheduler ticks
  // within seconds of it; the file and the member's sign-in happen meanwhile. Bounded: the wait
  // for it ends 60 s after its time.
  test.setTimeout(180_000);
  const title = `Ward rota changes ${Date.now()}`;
  const fileTitle = `Rota guide ${Date.now()}`;
  // An impacted group whose one member is the employee, so every figure is theirs.
  const GROUP = `Ward 4 night shift ${Date.now()}`;

  let authorization = '';
  const listen = (request: { url(): string; headers(): Record<string, string> }) => {
    const header = request.headers().authorization;
    if (header && new URL(request.url()).pathname.startsWith('/api/v1/')) authorization = header;
  };
  page.on('request', listen);
  await signIn(page, demoUsers.manager, '/projects');
  await page.getByRole('link', { name: 'Electronic patient record rollout' }).first().click();
  await expect.poll(() => authorization).not.toBe('');
  page.off('request', listen);
  const projectId = Number(/\/projects\/(\d+)/.exec(page.url())?.[1]);
  const headers = { authorization };
  const people = await page.request.get(
    `/api/v1/user_profiles/?search=${encodeURIComponent(demoUsers.employee.email)}`,
    { headers },
  );
  const employeeId = ((await people.json()) as { results: { id: number }[] }).results[0]?.id;
  const group = await page.request.post(`/api/v1/projects/${projectId}/groups/`, {
    headers,
    data: {
      group_type: 'Impacted',
      group_role: 'IMPACTED_EMPLOYEES',
      name: GROUP,
      members: [employeeId],
    },
  });
  expect(group.status()).toBe(201);
  // A document in the organisation's SharePoint library: locally, a folder of the data directory.
  const organisation = await page.request.get('/api/v1/organisation/', { headers });
  const library = path.join(
    process.env.E2E_DATA_DIR ?? '',
    'documents',
    String(((await organisation.json()) as { id: number }).id),
    'Changecraft',
  );
  const handbook = `Ward handbook ${Date.now()}`;
  mkdirSync(library, { recursive: true });
  writeFileSync(path.join(library, `${handbook}.txt`), 'Night shifts hand over at 19:30.\n');

  // The manager writes it for that group, with an image, for the next minute.
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
  await expectNoAxeViolations(page);
  const due = await nextMinute(page);
  await composer.getByLabel('Send at').fill(due.input);
  await composer.getByRole('button', { name: 'Save announcement' }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'rota.png' })).toBeVisible();

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

  // Another from SharePoint: found by a search of the site, fetched and added as the project's copy.
  await page.getByRole('button', { name: /^Add / }).click();
  const fromStore = page.getByRole('dialog', { name: /^Add a / });
  await fromStore.getByRole('button', { name: 'Choose from SharePoint' }).click();
  await fromStore.getByRole('textbox', { name: 'Search the site' }).fill('handbook');
  await fromStore.getByRole('button', { name: `Choose ${handbook}.txt` }).click();
  await expect(fromStore.getByText(`Chosen from SharePoint: ${handbook}.txt`)).toBeVisible();
  await expect(fromStore.getByRole('textbox', { name: 'Title' })).toHaveValue(handbook);
  await fromStore.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: handbook, exact: true })).toBeVisible();

  // A member of the group signs in meanwhile. Its Teams notification opens the shared file,
  // which downloads under its own name.
  const other = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  const member = await other.newPage();
  await signIn(member, demoUsers.employee, '/projects');
  await member.goto(`${commsUrl}/files?file=${fileId}&from=notification`);
  const notice = member.getByRole('group', { name: `Shared with you: ${fileTitle}` });
  const download = member.waitForEvent('download');
  await notice.getByRole('button', { name: `Download ${fileTitle}` }).click();
  expect((await download).suggestedFilename()).toBe('rota-guide.txt');

  // Meanwhile (nothing here waits for the announcement), the file's reach: the group's one
  // member told, their download counted as opened.
  await page.reload();
  await expect(
    page
      .getByRole('row', { name: new RegExp(fileTitle) })
      .getByRole('cell', { name: '1 · 1', exact: true }),
  ).toBeVisible();

  // And a Viva Engage post to All company: the local default keeps it in the app, where the
  // member likes it and replies, and the manager's figures read that back.
  const postTitle = `Rota questions ${Date.now()}`;
  await page.goto(`${commsUrl}/viva-engage`);
  await page.getByRole('button', { name: 'New post' }).click();
  const postComposer = page.getByRole('dialog', { name: 'New Viva Engage post' });
  await postComposer.getByRole('textbox', { name: 'Subject' }).fill(postTitle);
  await postComposer
    .getByRole('textbox', { name: 'Post', exact: true })
    .fill('Ask your rota questions here.');
  await postComposer.getByRole('checkbox', { name: 'All company' }).check();
  await postComposer.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByRole('row', { name: new RegExp(postTitle) })).toContainText('Sent');
  await member.goto(`${commsUrl}/community`);
  const communityPost = member.getByRole('article', { name: postTitle });
  await communityPost.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(communityPost.getByRole('button', { name: 'Liked', exact: true })).toBeVisible();
  await communityPost.getByRole('textbox', { name: 'Reply' }).fill('Do nights change too?');
  await communityPost.getByRole('button', { name: 'Send reply' }).click();
  await expect(communityPost.getByText('Do nights change too?')).toBeVisible();
  await expectNoAxeViolations(member);
  await page.getByRole('button', { name: `Delivery of ${postTitle}` }).click();
  const postFigures = page.getByRole('table', { name: `Delivery of “${postTitle}” by community` });
  // Community, sent, delivered, opened, acted, failed, reach, people who liked or replied.
  await expect(postFigures.getByRole('row', { name: /^All company/ }).getByRole('cell')).toHaveText(
    ['All company', '1', '1', '1', '1', '0', /^\d+$/, '1'],
  );
  await page
    .getByRole('dialog', { name: `Delivery of “${postTitle}”` })
    .getByRole('button', { name: 'Close' })
    .click();

  // The announcement reaches the member's feed at its time, not before.
  await member.goto(`${commsUrl}/announcements`);
  const seen = member.getByRole('article', { name: title });
  if (Date.now() < due.at - 3_000) await expect(seen).toHaveCount(0);
  await expect(async () => {
    await member.reload();
    await expect(seen).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: Math.max(due.at - Date.now(), 0) + 60_000, intervals: [1_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(due.at);

  // The member reads it, likes it and replies.
  await seen.getByRole('button', { name: '0 replies' }).click();
  await seen.getByRole('button', { name: 'Like (0)' }).click();
  await expect(seen.getByRole('button', { name: 'Liked (1)' })).toBeVisible();
  await seen.getByRole('textbox', { name: 'Reply' }).fill('Thanks, I have checked mine.');
  await seen.getByRole('button', { name: 'Send reply' }).click();
  await expect(seen.getByText('Thanks, I have checked mine.')).toBeVisible();
  await other.close();

  // The manager sees it went out and landed: 1 delivered, 1 opened, 1 acted.
  await page.goto(`${commsUrl}/announcements`);
  const figures = page
    .getByRole('article', { name: title })
    .getByRole('list', { name: 'Delivery' });
  await expect(figures.getByRole('listitem')).toHaveText([
    '1 sent',
    '1 delivered',
    '1 opened',
    '1 acted',
  ]);
});
