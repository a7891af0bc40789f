import { expect, type Frame, type Page } from '@playwright/test';
import { test } from './journey';
import { expectNoAxeViolations } from './axe';
import { demoUsers, DEMO_PASSWORD } from './sign-in-helpers';
import { projectsOf } from './teams-host/api-as-user';
import {
  fakeTeamsRecord,
  openInFakeTeams,
  serveFakeTeams,
  setFakeTeamsTheme,
} from './teams-host/fake-teams';

/** Fluent's Teams themes, as the user sees them: page background and primary button. */
const teamsColours = {
  default: { theme: 'teams-light', page: 'rgb(255, 255, 255)', primary: 'rgb(91, 95, 199)' },
  dark: { theme: 'teams-dark', page: 'rgb(41, 41, 41)', primary: 'rgb(79, 82, 178)' },
  contrast: { theme: 'teams-high-contrast', page: 'rgb(0, 0, 0)', primary: 'rgb(255, 255, 255)' },
} as const;

function appRoot(frame: Frame) {
  return frame.locator('[data-theme]').first();
}

async function expectTeamsTheme(frame: Frame, theme: keyof typeof teamsColours) {
  const colours = teamsColours[theme];
  await expect(appRoot(frame)).toHaveAttribute('data-theme', colours.theme);
  await expect(appRoot(frame)).toHaveCSS('background-color', colours.page);
  await expect(frame.getByRole('button', { name: 'Sign in' })).toHaveCSS(
    'background-color',
    colours.primary,
  );
}

/** The frame's URL path and query, as the app's router sees it. */
function frameLocation(frame: Frame) {
  const url = new URL(frame.url());
  return `${url.pathname}${url.search}`;
}

/** How long host detection took, from the app's own performance marks. */
function detectionTime(target: Page | Frame) {
  return target.evaluate(
    () => performance.getEntriesByName('host-detection', 'measure')[0]?.duration ?? null,
  );
}

/**
 * Signs in from inside the frame. The fake host offers no nested app auth, and the browser keeps
 * the frame's storage apart from the top-level site's, so the app signs in with a popup through
 * its relay page: the relay opens the identity provider, and hands the answer back to the frame.
 * With `email`, the provider asks who is signing in; without, it already knows the user (they
 * signed in at the top level) and answers at once.
 */
async function signInWithinFrame(page: Page, frame: Frame, email?: string) {
  const relayOpened = page.waitForEvent('popup');
  await frame.getByRole('button', { name: 'Sign in' }).click();
  const relay = await relayOpened;
  await expect(relay.getByRole('heading', { name: 'Sign in to Changecraft' })).toBeVisible();
  const providerOpened = relay.waitForEvent('popup');
  await relay.getByRole('button', { name: 'Continue to sign in' }).click();
  const provider = await providerOpened;
  if (email) {
    await provider.getByLabel('Email').fill(email);
    await provider.getByLabel('Password').fill(DEMO_PASSWORD);
    await provider.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect.poll(() => provider.isClosed()).toBe(true);
  await expect.poll(() => relay.isClosed()).toBe(true);
}

test.beforeEach(async ({ context }) => {
  await serveFakeTeams(context);
});

test('opened in a browser tab, the app knows it is a browser at once and never loads teams-js', async ({
  page,
}) => {
  const hostLibraries: string[] = [];
  page.on('request', (request) => {
    if (/teams-host|office-host|appsforoffice/.test(request.url())) {
      hostLibraries.push(request.url());
    }
  });
  await page.goto('/auth/sign-in');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to Changecraft' }),
  ).toBeVisible();
  await expect(page.locator('[data-theme]').first()).toHaveAttribute(
    'data-theme',
    'changecraft-light',
  );
  const took = await detectionTime(page);
  expect(took).not.toBeNull();
  expect(took).toBeLessThan(100);
  expect(hostLibraries).toEqual([]);
});

test('framed by a page that never answers, the app gives up on Teams within 3 s and runs as a browser app', async ({
  page,
  baseURL,
}) => {
  const frame = await openInFakeTeams(page, baseURL ?? '', {
    app: '/home?host=teams',
    silent: true,
  });
  await expect(
    frame.getByRole('heading', { level: 1, name: 'Sign in to Changecraft' }),
  ).toBeVisible({
    timeout: 6_000,
  });
  await expect(appRoot(frame)).toHaveAttribute('data-theme', 'changecraft-light');
  const took = await detectionTime(frame);
  expect(took).toBeGreaterThanOrEqual(3_000);
  expect(took).toBeLessThan(4_500);

  const record = await fakeTeamsRecord(page);
  expect(record.requests.map((r) => r.func)).toContain('initialize');
  expect(record.notifiedSuccess).toBe(false);
});

test('in a Teams tab: Teams detected, Teams themes live, the deep link opened, notifySuccess called, tabs switched through Teams', async ({
  page,
  baseURL,
}) => {
  const teamsLibrary: string[] = [];
  page.on('request', (request) => {
    if (/teams-host/.test(request.url())) teamsLibrary.push(request.url());
  });
  const [project] = await projectsOf(page, demoUsers.manager);
  if (!project) throw new Error('The demo change manager has no project.');

  const frame = await openInFakeTeams(page, baseURL ?? '', {
    app: '/projects?host=teams',
    pageId: 'projects',
    subPageId: `project:${project.id}`,
  });

  // The deep link opens before the first screen; signing in keeps it as the place to return to.
  await expect(
    frame.getByRole('heading', { level: 1, name: 'Sign in to Changecraft' }),
  ).toBeVisible();
  expect(frameLocation(frame)).toBe(
    `/auth/sign-in?returnTo=${encodeURIComponent(`/projects/${project.id}/overview`)}`,
  );
  expect(teamsLibrary.length).toBeGreaterThan(0);

  // Teams' theme, switching live as Teams switches.
  await expectTeamsTheme(frame, 'default');
  await setFakeTeamsTheme(page, 'dark');
  await expectTeamsTheme(frame, 'dark');
  await setFakeTeamsTheme(page, 'contrast');
  await expectTeamsTheme(frame, 'contrast');
  await setFakeTeamsTheme(page, 'default');
  await expectTeamsTheme(frame, 'default');

  // The first usable screen told Teams to hide its loading indicator, once.
  const record = await fakeTeamsRecord(page);
  expect(record.notifiedSuccess).toBe(true);
  expect(record.requests.filter((r) => r.func === 'appInitialization.success')).toHaveLength(1);
  expect(record.registeredHandlers).toContain('themeChange');

  // No nested app auth from this host: the standard client signs in, in a popup; the provider
  // knows the user from their top-level sign-in, so it does not ask again.
  await signInWithinFrame(page, frame);
  await expect.poll(() => frameLocation(frame)).toBe(`/projects/${project.id}/overview`);
  await expect(frame.getByRole('heading', { level: 1, name: project.name })).toBeVisible();

  // Teams draws the header and the tabs: the app draws neither.
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
  // The tab's own area routes within: the breadcrumb back to the list, and its archive.
  await frame
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect.poll(() => frameLocation(frame)).toBe('/projects');
  await frame.getByRole('link', { name: 'Archive' }).click();
  await expect.poll(() => frameLocation(frame)).toBe('/archive');
  expect((await fakeTeamsRecord(page)).openedTabs).toHaveLength(0);
});

test('the signed-in app in a Teams tab meets WCAG 2.2 AA in each of the three Teams themes', async ({
  page,
  baseURL,
}) => {
  const frame = await openInFakeTeams(page, baseURL ?? '', {
    app: '/home?host=teams',
    pageId: 'home',
  });
  await signInWithinFrame(page, frame, demoUsers.admin.email);
  await expect(frame.getByText(`Welcome, ${demoUsers.admin.name}`)).toBeVisible();

  for (const theme of ['default', 'dark', 'contrast'] as const) {
    await setFakeTeamsTheme(page, theme);
    await expect(appRoot(frame)).toHaveAttribute('data-theme', teamsColours[theme].theme);
    await expect(appRoot(frame)).toHaveCSS('background-color', teamsColours[theme].page);
    await expectNoAxeViolations(page);
  }
});
