import { describe, expect, it } from 'vitest';
import { mayHaveStoredSession } from './stored-session';

describe('mayHaveStoredSession', () => {
  it('is false on a first visit', () => {
    window.localStorage.setItem('changecraft.theme', 'light');
    expect(mayHaveStoredSession()).toBe(false);
  });

  it('is true with MSAL’s cache in local storage', () => {
    window.localStorage.setItem('msal.account.keys', '["ada"]');
    expect(mayHaveStoredSession()).toBe(true);
  });

  it('is true with a sign-in response waiting in session storage', () => {
    window.sessionStorage.setItem('msal.changecraft-spa.urlHash', '#code=abc');
    expect(mayHaveStoredSession()).toBe(true);
  });

  it('lets MSAL decide when storage cannot be read', () => {
    const refusing = {
      get length(): number {
        throw new DOMException('Access denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(mayHaveStoredSession([refusing])).toBe(true);
  });
});
