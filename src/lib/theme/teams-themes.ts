import {
  teamsDarkTheme,
  teamsHighContrastTheme,
  teamsLightTheme,
  type Theme,
} from '@fluentui/react-components';
import type { ThemeMode } from './theme-mode';

/**
 * Teams' themes as Fluent ships them, for the Teams tab; in the dark one the selected
 * navigation item takes a lighter shade of Teams' own brand ramp, as Fluent's (#7f85f5 on the
 * selected background) is below 4.5:1.
 */
export const teamsThemes: Record<ThemeMode, Theme> = {
  light: teamsLightTheme,
  dark: {
    ...teamsDarkTheme,
    colorNeutralForeground2BrandSelected: teamsDarkTheme.colorBrandForeground2,
    colorNeutralForeground2BrandHover: teamsDarkTheme.colorBrandForeground2Hover,
  },
  'high-contrast': teamsHighContrastTheme,
};

/**
 * The same variables in Teams: a neutral header (Teams draws its own coloured bar above the tab)
 * and Teams' brand colour as the accent.
 */
export const teamsThemeVariables: Record<ThemeMode, Record<`--cc-${string}`, string>> = {
  light: {
    '--cc-header-background': teamsLightTheme.colorNeutralBackground1,
    '--cc-header-foreground': teamsLightTheme.colorNeutralForeground1,
    '--cc-accent': teamsLightTheme.colorBrandBackground,
    '--cc-accent-wash': teamsLightTheme.colorBrandBackground2,
  },
  dark: {
    '--cc-header-background': teamsDarkTheme.colorNeutralBackground1,
    '--cc-header-foreground': teamsDarkTheme.colorNeutralForeground1,
    '--cc-accent': teamsDarkTheme.colorBrandForeground1,
    '--cc-accent-wash': teamsDarkTheme.colorBrandBackground2,
  },
  // Teams' own contrast theme (its colours, not the system's: Teams may be in contrast without
  // the operating system forcing colours).
  'high-contrast': {
    '--cc-header-background': teamsHighContrastTheme.colorNeutralBackground1,
    '--cc-header-foreground': teamsHighContrastTheme.colorNeutralForeground1,
    '--cc-accent': teamsHighContrastTheme.colorBrandForeground1,
    '--cc-accent-wash': teamsHighContrastTheme.colorNeutralBackground1,
  },
};
