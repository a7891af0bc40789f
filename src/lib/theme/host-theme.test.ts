import { describe, expect, it } from 'vitest';
import type { HostKind, HostTheme } from '@/lib/host/host';
import { themeForHost, type ThemePreference } from './host-theme';
import { officeHostTheme, relativeLuminance } from './office-theme';

const calm = { prefersDark: false, forcedColors: false };
const host = (kind: HostKind, theme: HostTheme = 'default') => ({ kind, theme });

describe('themeForHost in Teams', () => {
  it.each<[HostTheme, string]>([
    ['default', 'light'],
    ['dark', 'dark'],
    ['contrast', 'high-contrast'],
  ])('Teams %s → Teams %s', (theme, mode) => {
    expect(themeForHost(host('teams', theme), 'light', calm)).toEqual({ family: 'teams', mode });
  });

  it('follows Teams, not the user’s browser choice or the system', () => {
    expect(themeForHost(host('teams'), 'dark', { prefersDark: true, forcedColors: false })).toEqual(
      { family: 'teams', mode: 'light' },
    );
  });

  it('goes high contrast when the system forces colours', () => {
    expect(themeForHost(host('teams', 'dark'), 'light', { ...calm, forcedColors: true })).toEqual({
      family: 'teams',
      mode: 'high-contrast',
    });
  });
});

describe('themeForHost in the Outlook pane', () => {
  it('keeps Changecraft’s colours, light or dark as Outlook is', () => {
    expect(themeForHost(host('outlook'), 'dark', calm)).toEqual({
      family: 'changecraft',
      mode: 'light',
    });
    expect(themeForHost(host('outlook', 'dark'), 'light', calm)).toEqual({
      family: 'changecraft',
      mode: 'dark',
    });
  });
});

describe('themeForHost in the browser', () => {
  it.each<[ThemePreference, boolean, string]>([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ])('chose %s, system dark %s → %s', (preference, prefersDark, mode) => {
    expect(themeForHost(host('browser'), preference, { prefersDark, forcedColors: false })).toEqual(
      { family: 'changecraft', mode },
    );
  });

  it('ignores a host theme it cannot have', () => {
    expect(themeForHost(host('browser', 'dark'), 'light', calm).mode).toBe('light');
  });

  it('goes high contrast when the system forces colours, whatever the choice', () => {
    expect(
      themeForHost(host('browser'), 'dark', { prefersDark: true, forcedColors: true }),
    ).toEqual({ family: 'changecraft', mode: 'high-contrast' });
  });
});

describe('officeHostTheme', () => {
  it.each([
    ['#ffffff', 'default'],
    ['#FFFFFF', 'default'],
    ['#f3f2f1', 'default'],
    ['#fff', 'default'],
    ['#c8c8c8', 'default'],
    ['#1f1f1f', 'dark'],
    ['#262626', 'dark'],
    ['#444444', 'dark'],
    ['000000', 'dark'],
    ['#6e6e6e', 'dark'],
  ])('body %s → %s', (bodyBackgroundColor, theme) => {
    expect(officeHostTheme({ bodyBackgroundColor })).toBe(theme);
  });

  it('is the default when Outlook gives no theme or an unreadable colour', () => {
    expect(officeHostTheme(undefined)).toBe('default');
    expect(officeHostTheme({ bodyBackgroundColor: 'rgb(0,0,0)' })).toBe('default');
  });

  it('measures colours as WCAG does', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
    expect(relativeLuminance('#12345')).toBeUndefined();
  });
});
