import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where Outlook add-ins load office.js from; the pane injects it for `?host=outlook`. */
export const OFFICE_JS_URL = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

export interface OfficeStubConfig {
  /** Outlook's Office theme: body background and text colours. */
  theme?: { bodyBackgroundColor: string; bodyForegroundColor: string };
  /** The email open beside the pane (read mode); none when absent. */
  item?: {
    subject: string;
    from: { displayName: string; emailAddress: string };
    sent: string;
    body: string;
  };
  /** Whether Outlook offers nested app auth (requirement set NestedAppAuth 1.1). */
  nestedAppAuth?: boolean;
}

/**
 * Makes `page` an Outlook task pane: office.js's CDN address answers with the stub beside this
 * file, configured with `config` before any of the page's scripts run.
 */
export async function stubOffice(page: Page, config: OfficeStubConfig): Promise<void> {
  await page.addInitScript((stubConfig) => {
    (window as unknown as { __officeStubConfig: unknown }).__officeStubConfig = stubConfig;
  }, config);
  await page.route(OFFICE_JS_URL, (route) =>
    route.fulfill({
      path: path.join(import.meta.dirname, 'office-stub.js'),
      contentType: 'application/javascript',
    }),
  );
}

/** What the stub saw the app do. */
export function officeRecord(page: Page) {
  return page.evaluate(() => {
    const record = (window as unknown as { __officeStub: Record<string, unknown> }).__officeStub;
    return {
      historyNulled: record.historyNulled as boolean,
      openedBrowserWindows: record.openedBrowserWindows as string[],
      handlers: record.handlers as string[],
    };
  });
}

/** Raises Outlook's Office theme change. */
export function setOfficeTheme(
  page: Page,
  bodyBackgroundColor: string,
  bodyForegroundColor: string,
) {
  return page.evaluate(
    ([background, foreground]) => {
      (
        window as unknown as { __officeStub: { setTheme(b: string, f: string): void } }
      ).__officeStub.setTheme(background as string, foreground as string);
    },
    [bodyBackgroundColor, bodyForegroundColor],
  );
}

/** Selects another email in Outlook while the pane is pinned (Outlook's ItemChanged). */
export function selectEmail(page: Page, email: OfficeStubConfig['item']) {
  return page.evaluate((next) => {
    (
      window as unknown as { __officeStub: { selectEmail(e: unknown): void } }
    ).__officeStub.selectEmail(next);
  }, email);
}
