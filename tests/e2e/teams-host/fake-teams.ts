import path from 'node:path';
import { expect, type BrowserContext, type Frame, type Page } from '@playwright/test';

/**
 * The fake Teams host is served as https://teams.microsoft.com: an origin teams-js trusts and
 * the server's CSP lets frame the app. Playwright answers every request to it from the files
 * beside this one, so nothing leaves the machine.
 */
export const FAKE_TEAMS_ORIGIN = 'https://teams.microsoft.com';

const files: Record<string, string> = {
  '.js': 'application/javascript',
  '.html': 'text/html',
};

export async function serveFakeTeams(context: BrowserContext): Promise<void> {
  // Chromium asks before a public site (Teams) frames a server on the local network (ours, on
  // localhost); a user running the app locally in Teams answers the same prompt.
  await context.grantPermissions(['local-network-access'], { origin: FAKE_TEAMS_ORIGIN });
  await context.route(`${FAKE_TEAMS_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const name = pathname.endsWith('.js') ? 'fake-teams-host.js' : 'fake-teams-host.html';
    await route.fulfill({
      path: path.join(import.meta.dirname, name),
      contentType: files[path.extname(name)],
    });
  });
  // teams-js asks Microsoft's CDN for the current list of Teams origins; it falls back to the
  // list it ships with, which has teams.microsoft.com.
  await context.route('https://res.cdn.office.net/**', (route) => route.abort());
}

export interface FakeTeamsOptions {
  /** The app path the tab opens (its manifest contentUrl), e.g. "/home?host=teams". */
  app: string;
  pageId?: string;
  subPageId?: string;
  theme?: 'default' | 'dark' | 'contrast';
  /** A parent that never answers teams-js. */
  silent?: boolean;
}

/** Opens the fake Teams host framing the app; returns the app's frame. */
export async function openInFakeTeams(
  page: Page,
  baseURL: string,
  options: FakeTeamsOptions,
): Promise<Frame> {
  const query = new URLSearchParams({ app: new URL(options.app, baseURL).toString() });
  if (options.pageId) query.set('pageId', options.pageId);
  if (options.subPageId) query.set('subPageId', options.subPageId);
  if (options.theme) query.set('theme', options.theme);
  if (options.silent) query.set('silent', '1');
  await page.goto(`${FAKE_TEAMS_ORIGIN}/_fake-host/?${query.toString()}`);
  const appOrigin = new URL(baseURL).origin;
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith(appOrigin)))
    .toBe(true);
  const frame = page.frames().find((candidate) => candidate.url().startsWith(appOrigin));
  if (!frame) throw new Error('The fake Teams host did not frame the app.');
  return frame;
}

/** What the fake host has seen, read from its window. */
export function fakeTeamsRecord(page: Page) {
  return page.evaluate(() => {
    const record = (window as unknown as { fakeTeams: Record<string, unknown> }).fakeTeams;
    return JSON.parse(JSON.stringify(record)) as {
      requests: { func: string; args: unknown[] }[];
      notifiedSuccess: boolean;
      failures: unknown[][];
      openedTabs: { pageId: string; subPageId?: string }[];
      registeredHandlers: string[];
    };
  });
}

/** Raises Teams' theme change, as when the user switches theme in Teams. */
export function setFakeTeamsTheme(page: Page, theme: 'default' | 'dark' | 'contrast') {
  return page.evaluate((next) => {
    (window as unknown as { fakeTeams: { setTheme(t: string): void } }).fakeTeams.setTheme(next);
  }, theme);
}
