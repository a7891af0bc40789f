import {
  createDarkTheme,
  createHighContrastTheme,
  createLightTheme,
  type Theme,
} from '@fluentui/react-components';
import { changecraftPurple, changecraftTeal, fontStack } from './brand';
import { lazyRecord } from './lazy-record';
import { teamsThemeVariables, teamsThemes } from './teams-themes';
import type { ThemeMode } from './theme-mode';

/**
 * Changecraft's teal and purple (the browser and the Outlook pane), or Teams' own themes, so a
 * Teams tab blends into Teams.
 */
export type ThemeFamily = 'changecraft' | 'teams';

export interface AppTheme {
  family: ThemeFamily;
  mode: ThemeMode;
}

/** Light, teal and purple: the theme of a first visit (SPEC §2). */
export const defaultAppTheme: AppTheme = { family: 'changecraft', mode: 'light' };

const light = (): Theme => ({ ...createLightTheme(changecraftTeal), fontFamilyBase: fontStack });

const dark = (): Theme => ({
  ...createDarkTheme(changecraftTeal),
  fontFamilyBase: fontStack,
  // Fluent's default dark brand text (shade 100) is below 4.5:1 on dark surfaces for this ramp.
  colorBrandForeground1: changecraftTeal[120],
  colorBrandForeground2: changecraftTeal[130],
  colorBrandForegroundLink: changecraftTeal[120],
  colorBrandForegroundLinkHover: changecraftTeal[130],
  colorCompoundBrandForeground1: changecraftTeal[120],
  colorNeutralForeground2BrandSelected: changecraftTeal[130],
  colorNeutralForeground2BrandHover: changecraftTeal[120],
});

const highContrast = (): Theme => ({ ...createHighContrastTheme(), fontFamilyBase: fontStack });

/** Each made when first painted with (lazy-record.ts says why). */
export const themes: Record<ThemeMode, Theme> = lazyRecord({
  light,
  dark,
  'high-contrast': highContrast,
});

/**
 * Changecraft's own colours beyond Fluent's tokens, as CSS custom properties set on the provider
 * (appTokens reads them in makeStyles). High contrast maps them to system colours.
 */
export const appThemeVariables: Record<ThemeMode, Record<`--cc-${string}`, string>> = {
  light: {
    '--cc-header-background': changecraftPurple.deep,
    '--cc-header-foreground': '#ffffff',
    '--cc-accent': changecraftPurple.strong,
    '--cc-accent-wash': changecraftPurple.wash,
  },
  dark: {
    '--cc-header-background': '#1b1029',
    '--cc-header-foreground': '#ffffff',
    '--cc-accent': changecraftPurple.soft,
    '--cc-accent-wash': '#2a1d3b',
  },
  'high-contrast': {
    '--cc-header-background': 'Canvas',
    '--cc-header-foreground': 'CanvasText',
    '--cc-accent': 'Highlight',
    '--cc-accent-wash': 'Canvas',
  },
};

/** The Fluent theme and Changecraft's variables of an app theme. */
export function resolveTheme(theme: AppTheme): {
  fluent: Theme;
  variables: Record<`--cc-${string}`, string>;
} {
  return theme.family === 'teams'
    ? { fluent: teamsThemes[theme.mode], variables: teamsThemeVariables[theme.mode] }
    : { fluent: themes[theme.mode], variables: appThemeVariables[theme.mode] };
}

export const appTokens = {
  headerBackground: 'var(--cc-header-background)',
  headerForeground: 'var(--cc-header-foreground)',
  accent: 'var(--cc-accent)',
  accentWash: 'var(--cc-accent-wash)',
} as const;
