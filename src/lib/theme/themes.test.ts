import { describe, expect, it } from 'vitest';
import {
  teamsDarkTheme,
  teamsHighContrastTheme,
  teamsLightTheme,
} from '@fluentui/react-components';
import { changecraftPurple } from './brand';
import { teamsThemeVariables, teamsThemes } from './teams-themes';
import { appThemeVariables, resolveTheme, themes } from './themes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text and the surfaces it sits on: each pair must reach WCAG AA's 4.5:1. */
const textPairs = [
  ['colorNeutralForegroundOnBrand', 'colorBrandBackground'],
  ['colorNeutralForegroundOnBrand', 'colorBrandBackgroundHover'],
  ['colorBrandForeground1', 'colorNeutralBackground1'],
  ['colorBrandForegroundLink', 'colorNeutralBackground1'],
  ['colorBrandForegroundLink', 'colorNeutralBackground2'],
  ['colorNeutralForeground2BrandSelected', 'colorNeutralBackground1Selected'],
  ['colorNeutralForeground1', 'colorNeutralBackground1'],
  ['colorNeutralForeground2', 'colorNeutralBackground2'],
  ['colorStatusSuccessForeground1', 'colorStatusSuccessBackground1'],
  ['colorStatusWarningForeground3', 'colorStatusWarningBackground1'],
  ['colorStatusDangerForeground1', 'colorStatusDangerBackground1'],
] as const;

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  it.each(textPairs)('%s on %s is readable (≥ 4.5:1)', (foreground, background) => {
    const theme = themes[mode];
    expect(contrast(theme[foreground], theme[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('the header band is readable', () => {
    const vars = appThemeVariables[mode];
    expect(
      contrast(vars['--cc-header-foreground'] ?? '', vars['--cc-header-background'] ?? ''),
    ).toBeGreaterThanOrEqual(7);
  });
});

describe.each(['light', 'dark', 'high-contrast'] as const)('the Teams %s theme', (mode) => {
  it.each(textPairs)('%s on %s is readable (≥ 4.5:1)', (foreground, background) => {
    const theme = teamsThemes[mode];
    expect(contrast(theme[foreground], theme[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('has a readable header that blends into Teams', () => {
    const vars = teamsThemeVariables[mode];
    expect(
      contrast(vars['--cc-header-foreground'] ?? '', vars['--cc-header-background'] ?? ''),
    ).toBeGreaterThanOrEqual(7);
    expect(vars['--cc-header-background']).toBe(teamsThemes[mode].colorNeutralBackground1);
  });
});

describe('the Teams themes', () => {
  it('are Fluent’s own, with the dark one’s selected navigation lighter', () => {
    expect(teamsThemes.light).toEqual(teamsLightTheme);
    expect(teamsThemes['high-contrast']).toEqual(teamsHighContrastTheme);
    expect(teamsThemes.dark).toEqual({
      ...teamsDarkTheme,
      colorNeutralForeground2BrandSelected: teamsDarkTheme.colorBrandForeground2,
      colorNeutralForeground2BrandHover: teamsDarkTheme.colorBrandForeground2Hover,
    });
  });
});

describe('resolveTheme', () => {
  it('gives Teams’ own colours in Teams, and Changecraft’s elsewhere', () => {
    expect(resolveTheme({ family: 'teams', mode: 'light' }).fluent.colorBrandBackground).toBe(
      '#5b5fc7',
    );
    expect(resolveTheme({ family: 'changecraft', mode: 'light' }).fluent.colorBrandBackground).toBe(
      '#0a5c57',
    );
    expect(resolveTheme({ family: 'changecraft', mode: 'dark' }).variables).toBe(
      appThemeVariables.dark,
    );
  });
});

describe('the brand', () => {
  it('is teal with a purple accent on black and white', () => {
    expect(themes.light.colorBrandBackground).toBe('#0a5c57');
    expect(appThemeVariables.light['--cc-header-background']).toBe(changecraftPurple.deep);
    expect(themes.light.fontFamilyBase).toMatch(/sans-serif$/);
  });

  it('defaults to light, with dark and high-contrast variants ready', () => {
    expect(Object.keys(themes)).toEqual(['light', 'dark', 'high-contrast']);
    expect(themes.light.colorNeutralBackground1).toBe('#ffffff');
  });
});
