import {
  createHighContrastTheme,
  createLightTheme,
  createTeamsDarkTheme,
  type BrandVariants,
  type Theme,
} from '@fluentui/react-components';
import { lazyRecord } from './lazy-record';
import type { ThemeMode } from './theme-mode';

/**
 * Teams' brand ramp and font, from which Fluent makes its Teams themes (`teamsLightTheme` and
 * the others). Fluent's ready-made themes are made, all five, as soon as anything imports one;
 * made from these, only the one a Teams tab paints with is (themes.test checks they are equal).
 */
const teamsBrand: BrandVariants = {
  10: '#2b2b40',
  20: '#2f2f4a',
  30: '#333357',
  40: '#383966',
  50: '#3d3e78',
  60: '#444791',
  70: '#4f52b2',
  80: '#5b5fc7',
  90: '#7579eb',
  100: '#7f85f5',
  110: '#9299f7',
  120: '#aab1fa',
  130: '#b6bcfa',
  140: '#c5cbfa',
  150: '#dce0fa',
  160: '#e8ebfa',
};
const teamsFont = {
  fontFamilyBase:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, "Apple Color Emoji", "Segoe UI Emoji", sans-serif',
};

/**
 * Teams' themes as Fluent makes them, for the Teams tab; in the dark one the selected
 * navigation item takes a lighter shade of Teams' own brand ramp, as Fluent's (#7f85f5 on the
 * selected background) is below 4.5:1.
 */
export const teamsThemes: Record<ThemeMode, Theme> = lazyRecord({
  light: () => ({ ...createLightTheme(teamsBrand), ...teamsFont }),
  dark: () => {
    const dark = { ...createTeamsDarkTheme(teamsBrand), ...teamsFont };
    return {
      ...dark,
      colorNeutralForeground2BrandSelected: dark.colorBrandForeground2,
      colorNeutralForeground2BrandHover: dark.colorBrandForeground2Hover,
    };
  },
  'high-contrast': () => ({ ...createHighContrastTheme(), ...teamsFont }),
});

/**
 * The same variables in Teams: a neutral header (Teams draws its own coloured bar above the tab)
 * and Teams' brand colour as the accent.
 */
export const teamsThemeVariables: Record<ThemeMode, Record<`--cc-${string}`, string>> = lazyRecord({
  light: () => ({
    '--cc-header-background': teamsThemes.light.colorNeutralBackground1,
    '--cc-header-foreground': teamsThemes.light.colorNeutralForeground1,
    '--cc-accent': teamsThemes.light.colorBrandBackground,
    '--cc-accent-wash': teamsThemes.light.colorBrandBackground2,
  }),
  dark: () => ({
    '--cc-header-background': teamsThemes.dark.colorNeutralBackground1,
    '--cc-header-foreground': teamsThemes.dark.colorNeutralForeground1,
    '--cc-accent': teamsThemes.dark.colorBrandForeground1,
    '--cc-accent-wash': teamsThemes.dark.colorBrandBackground2,
  }),
  // Teams' own contrast theme (its colours, not the system's: Teams may be in contrast without
  // the operating system forcing colours).
  'high-contrast': () => ({
    '--cc-header-background': teamsThemes['high-contrast'].colorNeutralBackground1,
    '--cc-header-foreground': teamsThemes['high-contrast'].colorNeutralForeground1,
    '--cc-accent': teamsThemes['high-contrast'].colorBrandForeground1,
    '--cc-accent-wash': teamsThemes['high-contrast'].colorNeutralBackground1,
  }),
});
