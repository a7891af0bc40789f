import { vi } from 'vitest';
import type { HostConnection, HostInfo, HostTheme } from '@/lib/host/host';
import { HostStore } from '@/lib/host/host-store';

/** A Teams tab (the Home tab unless told otherwise), as teams-js would describe it. */
export function teamsHost(overrides: Partial<HostInfo> = {}): HostInfo {
  return {
    kind: 'teams',
    hostName: 'Teams',
    theme: 'default',
    locale: 'en-gb',
    pageId: 'home',
    subPageId: null,
    isInTeams: true,
    offersNestedAuth: false,
    framed: true,
    ...overrides,
  };
}

/** The Outlook task pane, as office.js would describe it. */
export function outlookHost(overrides: Partial<HostInfo> = {}): HostInfo {
  return {
    kind: 'outlook',
    hostName: 'Outlook',
    theme: 'default',
    locale: 'en-GB',
    pageId: null,
    subPageId: null,
    isInTeams: false,
    offersNestedAuth: false,
    framed: true,
    ...overrides,
  };
}

/** A connected host whose calls a test can check, and whose theme it can change. */
export function fakeHost(info: HostInfo) {
  let themeListener: ((theme: HostTheme) => void) | undefined;
  const connection = {
    notifySuccess: vi.fn(),
    notifyFailure: vi.fn(),
    onThemeChange: vi.fn((listener: (theme: HostTheme) => void) => {
      themeListener = listener;
    }),
    openTab: vi.fn((_pageId: string, _subPageId: string | undefined) => Promise.resolve(true)),
  } satisfies HostConnection;
  return {
    store: HostStore.ready(info, connection),
    connection,
    changeTheme: (theme: HostTheme) => themeListener?.(theme),
  };
}
