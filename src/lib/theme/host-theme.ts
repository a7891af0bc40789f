import type { HostInfo, HostTheme } from '@/lib/host/host';
import type { ThemeMode } from './theme-mode';
import type { AppTheme } from './themes';

/** The colour mode a browser user chose in their account menu; light until they choose. */
export type ThemePreference = 'light' | 'dark' | 'system';

/** What the operating system says: a dark colour scheme, forced colours (high contrast). */
export interface SystemColours {
  prefersDark: boolean;
  forcedColors: boolean;
}

const hostModes: Record<HostTheme, ThemeMode> = {
  default: 'light',
  dark: 'dark',
  contrast: 'high-contrast',
};

/**
 * The theme the app paints with:
 * - Teams: Teams' themes, following Teams (`default` light, `dark`, `contrast`);
 * - the Outlook pane: Changecraft's themes, light or dark as Outlook's Office theme is;
 * - the browser: Changecraft's, light unless the user chose dark, or "system" and the system
 *   is dark.
 * Forced colours (Windows high contrast) always get the high-contrast theme.
 */
export function themeForHost(
  host: Pick<HostInfo, 'kind' | 'theme'>,
  preference: ThemePreference,
  system: SystemColours,
): AppTheme {
  if (host.kind === 'teams') {
    return { family: 'teams', mode: system.forcedColors ? 'high-contrast' : hostModes[host.theme] };
  }
  if (system.forcedColors) return { family: 'changecraft', mode: 'high-contrast' };
  if (host.kind === 'outlook') return { family: 'changecraft', mode: hostModes[host.theme] };
  const dark = preference === 'dark' || (preference === 'system' && system.prefersDark);
  return { family: 'changecraft', mode: dark ? 'dark' : 'light' };
}
