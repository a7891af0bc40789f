import { app, nestedAppAuth, pages } from '@microsoft/teams-js';
import type { HostConnection, HostDetection, HostTheme } from './host';

// The one module that imports teams-js. It is a chunk of its own, loaded only in a frame
// (detect-host.ts), so browser visitors never download it (DESIGN.md §8).

/** A Teams theme name as one of the three the app knows (a new one Teams adds → default). */
export function normaliseHostTheme(theme: string | null | undefined): HostTheme {
  return theme === 'dark' || theme === 'contrast' ? theme : 'default';
}

function teamsConnection(): HostConnection {
  return {
    notifySuccess() {
      // Hosts that do not answer notifySuccess resolve at once; a refusal changes nothing here.
      app.notifySuccess().catch(() => undefined);
    },
    notifyFailure(reason, message) {
      app.notifyFailure({ reason: app.FailedReason[reason], message });
    },
    onThemeChange(listener) {
      app.registerOnThemeChangeHandler((theme) => listener(normaliseHostTheme(theme)));
    },
    async openTab(pageId, subPageId) {
      if (!pages.currentApp.isSupported()) return false;
      await pages.currentApp.navigateTo(subPageId ? { pageId, subPageId } : { pageId });
      return true;
    },
  };
}

/**
 * Connects to the Teams host (Teams, or Outlook and the Microsoft 365 app running the same
 * tabs) and reads its context. Pending until the parent answers: detect-host.ts races it.
 */
export async function connectTeams(win: Window): Promise<HostDetection> {
  await app.initialize();
  const context = await app.getContext();
  return {
    info: {
      kind: 'teams',
      hostName: context.app.host.name,
      theme: normaliseHostTheme(context.app.theme),
      locale: context.app.locale || win.navigator.language,
      pageId: context.page.id || null,
      subPageId: context.page.subPageId || null,
      isInTeams: true,
      offersNestedAuth: nestedAppAuth.isNAAChannelRecommended(),
      framed: win.self !== win.top,
    },
    connection: teamsConnection(),
  };
}
