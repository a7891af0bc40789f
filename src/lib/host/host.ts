/**
 * Where the bundle runs. One bundle serves a Teams tab, an Outlook task pane and the browser
 * (DESIGN.md §4); everything that differs per host asks the host store (host-store.ts), which
 * holds one of these once detection has finished.
 */
export type HostKind = 'browser' | 'teams' | 'outlook';

/**
 * The colour scheme the host asks for, in Teams' words: `default`, `dark` or `contrast`. The
 * Outlook pane maps its Office theme onto the same words; anything else is treated as `default`.
 */
export type HostTheme = 'default' | 'dark' | 'contrast';

export interface HostInfo {
  kind: HostKind;
  /**
   * The Microsoft 365 client as teams-js names it (Teams, TeamsModern, Outlook, OutlookWin32,
   * Office…), `Outlook` in the task pane, null in a browser.
   */
  hostName: string | null;
  theme: HostTheme;
  /** The user's language in the host (BCP 47), or the browser's. */
  locale: string;
  /** The Teams tab the app was opened in: the manifest's `staticTabs[].entityId`. */
  pageId: string | null;
  /** What the tab was asked to open (a deep link, see deep-link.ts), when anything. */
  subPageId: string | null;
  /**
   * Running as the Teams app (a personal tab in Teams, or in Outlook or the Microsoft 365 app,
   * which host the same tabs): calls that take `isInTeams` / `teamsApp` pass it.
   */
  isInTeams: boolean;
  /** The host signs the app in itself (nested app authentication). */
  offersNestedAuth: boolean;
  /** The app runs inside a frame: no redirects to sign in, only silent requests and popups. */
  framed: boolean;
}

/** What a connected host can be told or asked, beyond what HostInfo says. */
export interface HostConnection {
  /** The first screen is usable: the host hides its loading indicator. */
  notifySuccess(): void;
  /** Start-up failed: the host shows its own error with a retry. */
  notifyFailure(reason: 'AuthFailed' | 'Timeout' | 'Other', message: string): void;
  /** The user switched the host's theme. */
  onThemeChange(listener: (theme: HostTheme) => void): void;
  /**
   * Opens another of the app's Teams tabs (`pageId`) at `subPageId`. Resolves false when the
   * host cannot switch tabs, so the caller navigates inside the current one instead.
   */
  openTab?(pageId: string, subPageId: string | undefined): Promise<boolean>;
}

export interface HostDetection {
  info: HostInfo;
  connection: HostConnection | null;
}

function isFramed(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin top that refuses even the comparison is still a top that is not us.
    return true;
  }
}

/**
 * The host a page may be in, known at once from the page itself, before any library loads:
 * `?host=outlook` is the Outlook task pane (the manifest opens it so); a frame, or a window a
 * Teams client opened (`?host=teams` with an opener), may be Teams; a top-level window with no
 * opener is a browser, where teams-js would only reject or hang.
 */
export function hostCandidate(win: Window): HostKind {
  const requested = new URLSearchParams(win.location.search).get('host');
  if (requested === 'outlook') return 'outlook';
  if (isFramed(win)) return 'teams';
  if (win.opener && requested === 'teams') return 'teams';
  return 'browser';
}

/** The browser host: no library to ask, the browser's own language. */
export function browserHost(win: Window): HostInfo {
  return {
    kind: 'browser',
    hostName: null,
    theme: 'default',
    locale: win.navigator.language || 'en-GB',
    pageId: null,
    subPageId: null,
    isInTeams: false,
    offersNestedAuth: false,
    framed: isFramed(win),
  };
}

/** Hosts sign in through nested app auth or popups; only the browser tab redirects. */
export function isEmbeddedHost(kind: HostKind): boolean {
  return kind !== 'browser';
}
