import { FluentProvider, useFocusFinders } from '@fluentui/react-components';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useHost } from '@/lib/host/host-context';
import { useMediaQuery } from '@/lib/use-media-query';
import { themeForHost, type ThemePreference } from './host-theme';
import { subscribeThemePreference, themePreference } from './theme-preference';
import { resolveTheme, type AppTheme } from './themes';

/**
 * The theme to paint with now: the host's (Teams, Outlook), or the user's choice in a browser,
 * following the system's colour scheme and forced colours as they change.
 */
export function useAppTheme(): AppTheme {
  const host = useHost();
  const preference = useSyncExternalStore<ThemePreference>(
    subscribeThemePreference,
    themePreference,
    () => 'light',
  );
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const forcedColors = useMediaQuery('(forced-colors: active)');
  return themeForHost(host, preference, { prefersDark, forcedColors });
}

// Full height through `style`, not a class: FluentProvider copies its classes onto every portal's
// mount node, and a full-height mount node (z-index 1000000) would sit over the whole page
// whenever a portal stays mounted (a Combobox's or TagPicker's closed list, a toaster).
const fullHeight = { height: '100%' } as const;

/**
 * Holds Fluent's focus manager (Tabster) for as long as the app is mounted. Without a lasting
 * holder it is created when the first dialog, menu or list opens and disposed when the last one
 * closes; disposing drops its pending clean-up of the `aria-hidden` it put on the page around a
 * modal dialog (Fluent #35139, Tabster #530), and the page stays hidden from screen readers after
 * a dialog with a combobox closes. `useFocusFinders` is Fluent's public hook that holds it.
 */
function KeepFocusManager() {
  useFocusFinders();
  return null;
}

/** Fluent's provider with the app theme, and Changecraft's own colour variables. */
export function AppThemeProvider({ theme, children }: { theme?: AppTheme; children: ReactNode }) {
  const current = useAppTheme();
  const chosen = theme ?? current;
  const { fluent, variables } = resolveTheme(chosen);
  return (
    <FluentProvider
      theme={fluent}
      style={{ ...variables, ...fullHeight }}
      data-theme={`${chosen.family}-${chosen.mode}`}
    >
      <KeepFocusManager />
      {children}
    </FluentProvider>
  );
}
