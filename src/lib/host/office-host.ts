import { officeHostTheme } from '@/lib/theme/office-theme';
import type { HostConnection, HostDetection } from './host';
import { officeApi, type OfficeApi } from './office-api';

/** office.js from Microsoft's CDN, as Outlook add-ins must load it (the CSP allows it). */
export const OFFICE_JS_URL = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

function loadScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`office.js did not load from ${src}.`));
    doc.head.append(script);
  });
}

/**
 * office.js sets `history.pushState` and `replaceState` to null (a leftover from Internet
 * Explorer). Whatever runs after it (MSAL, Sentry's navigation tracing) may still call them, so
 * the browser's own functions are kept before it loads and put back afterwards. The pane's
 * router keeps its history in memory either way (outlook-pane-routes.tsx).
 */
function keepHistoryApi(win: Window): () => void {
  const { pushState, replaceState } = win.history;
  return () => {
    if (typeof win.history.pushState !== 'function') win.history.pushState = pushState;
    if (typeof win.history.replaceState !== 'function') win.history.replaceState = replaceState;
  };
}

function outlookConnection(office: OfficeApi): HostConnection {
  return {
    // Outlook has no loading indicator to dismiss and no error page to show for the pane.
    notifySuccess: () => undefined,
    notifyFailure: () => undefined,
    onThemeChange(listener) {
      const mailbox = office.context.mailbox;
      if (!mailbox || !office.context.requirements.isSetSupported('Mailbox', '1.14')) return;
      mailbox.addHandlerAsync(office.EventType.OfficeThemeChanged, (event) =>
        listener(officeHostTheme(event.officeTheme)),
      );
    },
  };
}

/**
 * Loads office.js and waits for Office. Resolves null when Office reports no Outlook (the page
 * was opened with `?host=outlook` outside Outlook); pending until Office is ready, so
 * detect-host.ts races it.
 */
export async function connectOutlook(
  win: Window,
  load: (doc: Document, src: string) => Promise<void> = loadScript,
): Promise<HostDetection | null> {
  const restoreHistory = keepHistoryApi(win);
  try {
    await load(win.document, OFFICE_JS_URL);
    const office = officeApi(win);
    if (!office) throw new Error('office.js loaded but did not define Office.');
    const { host } = await office.onReady();
    if (host !== office.HostType.Outlook) return null;
    return {
      info: {
        kind: 'outlook',
        hostName: host,
        theme: officeHostTheme(office.context.officeTheme),
        locale: office.context.displayLanguage || win.navigator.language,
        pageId: null,
        subPageId: null,
        isInTeams: false,
        offersNestedAuth: office.context.requirements.isSetSupported('NestedAppAuth', '1.1'),
        framed: win.self !== win.top,
      },
      connection: outlookConnection(office),
    };
  } finally {
    restoreHistory();
  }
}
