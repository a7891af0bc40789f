import { FluentProvider } from '@fluentui/react-components';
import {
  StrictMode,
  Suspense,
  lazy,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { BrowserRouter } from 'react-router';
import { SWRConfig, type Cache } from 'swr';
import { AuthSessionProvider } from '@/lib/auth/auth-context';
import type { AuthSession } from '@/lib/auth/auth-session';
import { isSlowConnection } from '@/lib/swr/connection';
import { swrConfig } from '@/lib/swr/swr-config';
import { appThemeVariables, themes, type ThemeMode } from '@/lib/theme/themes';
import { hasFailed, onFirstFailure } from './failure-notices';
import { NavigationBridge } from './navigation-bridge';
import { AppRoutes } from './router';

// Full height through `style`, not a class: FluentProvider copies its classes onto every portal's
// mount node, and a full-height mount node (z-index 1000000) would sit over the whole page
// whenever a portal stays mounted (a Combobox's or TagPicker's closed list, a toaster).
const fullHeight = { height: '100%' } as const;

// Toasts are for failures, not the first screen: their code loads when something first fails.
const FailureToasts = lazy(() =>
  import('./failure-toasts').then((m) => ({ default: m.FailureToasts })),
);

function FailureToastsWhenNeeded() {
  const failed = useSyncExternalStore(onFirstFailure, hasFailed, hasFailed);
  return failed ? (
    <Suspense fallback={null}>
      <FailureToasts />
    </Suspense>
  ) : null;
}

/** The providers every screen runs in: theme, session, data cache, toasts, routes. */
export function App({
  session,
  themeMode = 'light',
  dataCache,
  Router = BrowserRouter,
}: {
  session: AuthSession;
  themeMode?: ThemeMode;
  /** A cache of its own for the data reads (tests start each render empty). */
  dataCache?: () => Cache;
  /** The browser's history by default; tests start a MemoryRouter at the path they need. */
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <StrictMode>
      <FluentProvider
        theme={themes[themeMode]}
        style={{ ...appThemeVariables[themeMode], ...fullHeight }}
      >
        <AuthSessionProvider session={session}>
          <SWRConfig
            value={{
              ...swrConfig(isSlowConnection()),
              ...(dataCache ? { provider: dataCache } : {}),
            }}
          >
            <Router>
              <NavigationBridge />
              <AppRoutes />
            </Router>
            <FailureToastsWhenNeeded />
          </SWRConfig>
        </AuthSessionProvider>
      </FluentProvider>
    </StrictMode>
  );
}
