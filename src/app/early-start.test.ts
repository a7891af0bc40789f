import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@tests/msw/server';
import { fakeAuthClient } from '@tests/support/fake-auth-client';
import { capacityPaths } from '@contract/reports/capacity';
import { reportPatterns } from '@contract/reports/portfolio';
import { dropEarlyReads, earlyReadUrl } from '@/lib/api-client/early-read-store';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import { AuthSession } from '@/lib/auth/auth-session';
import type { TokenCopy, TokenCopyStore } from '@/lib/auth/token-copy';
import { homeReads, shellReads } from './early-reads';
import { startEarly } from './early-start';
import * as screens from './screens';

const copy: TokenCopy = {
  accessToken: 'header.payload.signature',
  expiresAt: Date.now() + 60 * 60_000,
  user: { name: 'Ada Admin', username: 'ada@example.test' },
};

function storeWith(stored: TokenCopy | undefined): TokenCopyStore {
  return {
    present: () => stored !== undefined,
    read: () => Promise.resolve(stored),
    save: () => Promise.resolve(),
    clear: () => undefined,
  };
}

function session(mayHaveSession: boolean, stored?: TokenCopy) {
  return new AuthSession(
    () => Promise.resolve(fakeAuthClient(null)),
    () => mayHaveSession,
    storeWith(stored),
  );
}

/** Every GET sent from now on, as absolute URLs. */
function recordGets(): string[] {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') urls.push(new URL(request.url).href);
  });
  return urls;
}

/** Once the session's token lookup (which startEarly waits on) has answered. */
async function settled(started: AuthSession): Promise<void> {
  await started.storedToken();
  await Promise.resolve();
}

afterEach(() => {
  server.events.removeAllListeners();
  dropEarlyReads();
});

describe('what a tab starts before the first render', () => {
  it('starts the shell, Home and their reads with a stored token', async () => {
    const shell = vi.spyOn(screens.AppShell, 'preload').mockImplementation(() => undefined);
    const home = vi.spyOn(screens.HomeScreen, 'preload').mockImplementation(() => undefined);
    const gets = recordGets();
    startEarly(session(true, copy), { pathname: '/', search: '' });
    expect(shell).toHaveBeenCalledOnce();
    expect(home).toHaveBeenCalledOnce();
    const expected = [...shellReads(), ...homeReads()].map((read) => earlyReadUrl(read));
    await waitFor(() => expect(gets).toEqual(expect.arrayContaining(expected)));
  });

  it('knows who is signed in from a fresh token copy before anything renders', async () => {
    vi.spyOn(screens.AppShell, 'preload').mockImplementation(() => undefined);
    vi.spyOn(screens.ProjectsScreen, 'preload').mockImplementation(() => undefined);
    const loadClient = vi.fn(() => Promise.resolve(fakeAuthClient(null)));
    const early = new AuthSession(loadClient, () => true, storeWith(copy));
    startEarly(early, { pathname: '/projects', search: '' });
    await waitFor(() => expect(early.getState()).toEqual({ status: 'signed-in', user: copy.user }));
    // From the copy alone: the identity library is not loaded for it.
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('starts the portfolio’s filter choices, capacities, dashboard and the heatmap its address names', async () => {
    vi.spyOn(screens.AppShell, 'preload').mockImplementation(() => undefined);
    vi.spyOn(screens.PortfolioScreen, 'preload').mockImplementation(() => undefined);
    const restore = setApiHandlers({ getAccessToken: () => Promise.resolve(copy.accessToken) });
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    try {
      startEarly(session(true, copy), { pathname: '/portfolio', search: '?map=go_live' });
      const api = (path: string) => new URL(earlyReadUrl(path)).pathname;
      await waitFor(() =>
        expect(asked).toEqual(
          expect.arrayContaining([
            `GET ${api(reportPatterns.filterOptions)}`,
            `GET ${api(capacityPaths.list())}`,
            `POST ${api(reportPatterns.dashboard)}`,
            `POST ${api(reportPatterns.goLiveHeatmap)}`,
          ]),
        ),
      );
      expect(asked).not.toContain(`POST ${api(reportPatterns.activeCycleLoadHeatmap)}`);
    } finally {
      restore();
    }
  });

  it('starts only the sign-in screen’s code when nobody may be signed in', async () => {
    const shell = vi.spyOn(screens.AppShell, 'preload').mockImplementation(() => undefined);
    const signIn = vi.spyOn(screens.SignInScreen, 'preload').mockImplementation(() => undefined);
    const gets = recordGets();
    const signedOut = session(false);
    startEarly(signedOut, { pathname: '/projects', search: '' });
    expect(signIn).toHaveBeenCalledOnce();
    expect(shell).not.toHaveBeenCalled();
    await settled(signedOut);
    expect(gets).toEqual([]);
  });

  it('starts code but no reads when MSAL holds the session and no copy is stored', async () => {
    const shell = vi.spyOn(screens.AppShell, 'preload').mockImplementation(() => undefined);
    const gets = recordGets();
    const msalOnly = session(true);
    startEarly(msalOnly, { pathname: '/reports', search: '' });
    expect(shell).toHaveBeenCalledOnce();
    await settled(msalOnly);
    expect(gets).toEqual([]);
  });
});
