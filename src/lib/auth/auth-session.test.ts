import { describe, expect, it, vi } from 'vitest';
import { demoUser, fakeAuthClient } from '@tests/support/fake-auth-client';
import { SessionEndedError } from './auth-client';
import { AuthSession } from './auth-session';
import type { TokenCopy, TokenCopyStore } from './token-copy';

describe('AuthSession', () => {
  it('does not load the identity library until something needs it', () => {
    const load = vi.fn(() => Promise.resolve(fakeAuthClient(demoUser)));
    const session = new AuthSession(load);
    expect(load).not.toHaveBeenCalled();
    expect(session.getState()).toEqual({ status: 'initialising' });
  });

  it('loads it once however many ask, then knows who is signed in', async () => {
    const load = vi.fn(() => Promise.resolve(fakeAuthClient(demoUser)));
    const session = new AuthSession(load);
    const listener = vi.fn();
    session.subscribe(listener);
    await Promise.all([session.start(), session.start(), session.getAccessToken()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(session.getState()).toEqual({ status: 'signed-in', user: demoUser });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('with no trace of a session, is signed out without loading the library until sign-in', async () => {
    const client = fakeAuthClient(null);
    const load = vi.fn(() => Promise.resolve(client));
    const session = new AuthSession(load, () => false);
    await session.start();
    expect(session.getState()).toEqual({ status: 'signed-out' });
    expect(load).not.toHaveBeenCalled();
    await session.signIn();
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.signIns).toBe(1);
    expect(session.getState()).toMatchObject({ status: 'signed-in' });
  });

  it('is signed out when the library has no account', async () => {
    const session = new AuthSession(() => Promise.resolve(fakeAuthClient(null)));
    await session.start();
    expect(session.getState()).toEqual({ status: 'signed-out' });
    await expect(session.getAccessToken()).resolves.toBeUndefined();
  });

  it('reports a library that fails to start', async () => {
    const session = new AuthSession(() => Promise.reject(new Error('authority unreachable')));
    await expect(session.start()).rejects.toThrow('authority unreachable');
    expect(session.getState()).toEqual({ status: 'failed', reason: 'authority unreachable' });
  });

  it('signs the user out, to the app origin, when the refresh token is refused', async () => {
    const client = fakeAuthClient(demoUser, {
      acquireAccessToken: () => Promise.reject(new SessionEndedError('invalid_grant')),
    });
    const session = new AuthSession(() => Promise.resolve(client));
    await expect(session.getAccessToken()).resolves.toBeUndefined();
    expect(client.signOuts).toEqual(['origin']);
    expect(session.getState()).toEqual({ status: 'signed-out' });
  });

  it('passes other token failures on without signing out', async () => {
    const client = fakeAuthClient(demoUser, {
      acquireAccessToken: () => Promise.reject(new Error('network down')),
    });
    const session = new AuthSession(() => Promise.resolve(client));
    await expect(session.getAccessToken()).rejects.toThrow('network down');
    expect(client.signOuts).toEqual([]);
  });

  it('signs out once when several calls ask at the same moment', async () => {
    const client = fakeAuthClient(demoUser);
    const session = new AuthSession(() => Promise.resolve(client));
    await Promise.all([session.signOut('origin'), session.signOut('origin'), session.signOut()]);
    expect(client.signOuts).toEqual(['origin']);
  });

  it('does not sign out again when a late read finds no token after signing out', async () => {
    const client = fakeAuthClient(demoUser);
    const session = new AuthSession(() => Promise.resolve(client));
    await session.start();
    await session.signOut('signed-out');
    await session.signOut('origin');
    expect(client.signOuts).toEqual(['signed-out']);
  });

  it('signs in through the client and updates who is signed in', async () => {
    const client = fakeAuthClient(null);
    const session = new AuthSession(() => Promise.resolve(client));
    await session.start();
    await session.signIn();
    expect(client.signIns).toBe(1);
    expect(session.getState()).toMatchObject({ status: 'signed-in' });
  });
});

describe('AuthSession with a token copy', () => {
  const token = (expiresInMs: number) =>
    `h.${btoa(JSON.stringify({ exp: Math.floor((Date.now() + expiresInMs) / 1000) }))}.s`;

  function memoryStore(initial?: TokenCopy): TokenCopyStore & { saved: TokenCopy[] } {
    let held = initial;
    const saved: TokenCopy[] = [];
    return {
      saved,
      present: () => held !== undefined,
      read: () => Promise.resolve(held),
      save: (copy) => {
        held = copy;
        saved.push(copy);
        return Promise.resolve();
      },
      clear: () => {
        held = undefined;
      },
    };
  }

  it('a new tab with a fresh copy is signed in and calls the API without loading the library', async () => {
    const accessToken = token(3_600_000);
    const store = memoryStore({ accessToken, expiresAt: Date.now() + 3_600_000, user: demoUser });
    const load = vi.fn(() => Promise.resolve(fakeAuthClient(demoUser)));
    const session = new AuthSession(load, () => true, store);
    await session.start();
    expect(session.getState()).toEqual({ status: 'signed-in', user: demoUser });
    await expect(session.getAccessToken()).resolves.toBe(accessToken);
    expect(load).not.toHaveBeenCalled();
  });

  it('a copy about to expire is renewed by the library, and the new token copied', async () => {
    const store = memoryStore({
      accessToken: token(60_000),
      expiresAt: Date.now() + 60_000,
      user: demoUser,
    });
    const renewed = token(3_600_000);
    const load = vi.fn(() =>
      Promise.resolve(
        fakeAuthClient(demoUser, { acquireAccessToken: () => Promise.resolve(renewed) }),
      ),
    );
    const session = new AuthSession(load, () => true, store);
    await expect(session.getAccessToken()).resolves.toBe(renewed);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.saved.map((copy) => copy.accessToken)).toEqual([renewed]);
    // The next call uses the copy in memory: the library is not asked again.
    await expect(session.getAccessToken()).resolves.toBe(renewed);
  });

  it('signing out forgets the copy, and a copy cleared by another tab is not used', async () => {
    const store = memoryStore({
      accessToken: token(3_600_000),
      expiresAt: Date.now() + 3_600_000,
      user: demoUser,
    });
    const client = fakeAuthClient(demoUser);
    const session = new AuthSession(
      () => Promise.resolve(client),
      () => true,
      store,
    );
    await session.start();
    store.clear(); // another tab signed out
    await expect(session.getAccessToken()).resolves.toBe('test-access-token');
    await session.signOut('signed-out');
    expect(store.present()).toBe(false);
    expect(client.signOuts).toEqual(['signed-out']);
  });

  it('is not used when the library finds nobody signed in', async () => {
    const store = memoryStore({
      accessToken: token(60_000),
      expiresAt: Date.now() + 60_000,
      user: demoUser,
    });
    const session = new AuthSession(
      () => Promise.resolve(fakeAuthClient(null)),
      () => true,
      store,
    );
    await session.start();
    expect(session.getState()).toEqual({ status: 'signed-out' });
    expect(store.present()).toBe(false);
  });
});
