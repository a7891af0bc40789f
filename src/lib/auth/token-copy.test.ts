import { describe, expect, it } from 'vitest';
import { demoUser } from '@tests/support/fake-auth-client';
import { browserTokenCopyStore, isFresh, jwtExpiry, RENEWAL_MARGIN_MS } from './token-copy';

/** A document whose cookies live in a string, the way a browser session keeps them. */
function cookieJar(): Document {
  const cookies = new Map<string, string>();
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    },
  } as Document;
}

const copy = { accessToken: 'a.b.c', expiresAt: Date.now() + 3_600_000, user: demoUser };

describe('the token copy', () => {
  it('is read back by another tab of the same browser session', async () => {
    const doc = cookieJar();
    await browserTokenCopyStore(localStorage, doc).save(copy);
    const otherTab = browserTokenCopyStore(localStorage, doc);
    expect(otherTab.present()).toBe(true);
    await expect(otherTab.read()).resolves.toEqual(copy);
  });

  it('is stored encrypted, and unreadable once the browser session (its key) is gone', async () => {
    await browserTokenCopyStore(localStorage, cookieJar()).save(copy);
    expect(JSON.stringify(localStorage)).not.toContain('a.b.c');
    const afterRestart = browserTokenCopyStore(localStorage, cookieJar());
    await expect(afterRestart.read()).resolves.toBeUndefined();
    expect(afterRestart.present()).toBe(false);
  });

  it('is gone after clear', async () => {
    const store = browserTokenCopyStore(localStorage, cookieJar());
    await store.save(copy);
    store.clear();
    expect(store.present()).toBe(false);
    await expect(store.read()).resolves.toBeUndefined();
  });

  it('a save still under way when the copy is cleared does not bring it back', async () => {
    const store = browserTokenCopyStore(localStorage, cookieJar());
    const saving = store.save(copy);
    store.clear();
    await saving;
    expect(store.present()).toBe(false);
  });

  it('is fresh until five minutes before the token expires, as MSAL renews', () => {
    const now = Date.now();
    expect(isFresh({ ...copy, expiresAt: now + RENEWAL_MARGIN_MS + 1000 }, now)).toBe(true);
    expect(isFresh({ ...copy, expiresAt: now + RENEWAL_MARGIN_MS - 1000 }, now)).toBe(false);
  });

  it('takes the expiry from the token itself', () => {
    const payload = btoa(JSON.stringify({ exp: 1_900_000_000, sub: 'x' })).replace(/=+$/, '');
    expect(jwtExpiry(`header.${payload}.signature`)).toBe(1_900_000_000_000);
    expect(jwtExpiry('opaque-token')).toBeUndefined();
    expect(jwtExpiry('a.not-base64!.c')).toBeUndefined();
  });
});
