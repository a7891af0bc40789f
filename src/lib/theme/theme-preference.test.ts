import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseThemePreference,
  forgetThemePreference,
  subscribeThemePreference,
  themePreference,
} from './theme-preference';

afterEach(() => {
  forgetThemePreference();
});

describe('the colour mode a user chooses', () => {
  it('is light until they choose', () => {
    expect(themePreference()).toBe('light');
  });

  it('is kept in this browser and read back after a reload', () => {
    const listener = vi.fn();
    const stop = subscribeThemePreference(listener);
    chooseThemePreference('system');
    stop();
    chooseThemePreference('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    forgetThemePreference();
    expect(themePreference()).toBe('dark');
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem('changecraft.theme', 'sepia');
    expect(themePreference()).toBe('light');
  });

  it('still applies where the browser refuses storage (a blocked third-party frame)', () => {
    const refused = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      expect(themePreference()).toBe('light');
      chooseThemePreference('dark');
      expect(themePreference()).toBe('dark');
    } finally {
      refused.mockRestore();
    }
  });
});
