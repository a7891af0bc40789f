import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useHost } from '@/lib/host/host-context';
import { themeForHost, type ThemePreference } from './host-theme';
import { subscribeThemePreference, themePreference } from './theme-preference';
import { resolveTheme, type AppTheme } from './themes';

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => window.matchMedia?.(query).matches ?? false;
  return useSyncExternalStore(subscribe, read, () => false);
}

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

const useStyles = makeStyles({ root: { height: '100%' } });

/** Fluent's provider with the app theme, and Changecraft's own colour variables. */
export function AppThemeProvider({ theme, children }: { theme?: AppTheme; children: ReactNode }) {
  const styles = useStyles();
  const current = useAppTheme();
  const chosen = theme ?? current;
  const { fluent, variables } = resolveTheme(chosen);
  return (
    <FluentProvider
      theme={fluent}
      className={styles.root}
      style={variables}
      data-theme={`${chosen.family}-${chosen.mode}`}
    >
      {children}
    </FluentProvider>
  );
}
