import {
  StrictMode,
  Suspense,
  lazy,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { SWRConfig, type Cache } from 'swr';
import { AuthSessionProvider } from '@/lib/auth/auth-context';
import type { AuthSession } from '@/lib/auth/auth-session';
import { browserHost } from '@/lib/host/host';
import { HostProvider } from '@/lib/host/host-context';
import { HostStore } from '@/lib/host/host-store';
import { isSlowConnection } from '@/lib/swr/connection';
import { swrConfig } from '@/lib/swr/swr-config';
import { AppThemeProvider } from '@/lib/theme/app-theme';
import type { AppTheme } from '@/lib/theme/themes';
import { hasFailed, onFirstFailure } from './failure-notices';
import { HostRoutes } from './host-routes';

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

/** The providers every screen runs in: host, theme, session, data cache, toasts, routes. */
export function App({
  session,
  host,
  theme,
  dataCache,
  Router,
}: {
  session: AuthSession;
  /** Where the app runs (main.tsx detects it); a browser tab when not given. */
  host?: HostStore;
  /** A fixed theme instead of the host's or the user's (tests). */
  theme?: AppTheme;
  /** A cache of its own for the data reads (tests start each render empty). */
  dataCache?: () => Cache;
  /**
   * The browser's history by default (memory in the Outlook pane); tests start a MemoryRouter
   * at the path they need.
   */
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  const [hostStore] = useState(() => host ?? HostStore.ready(browserHost(window)));
  return (
    <StrictMode>
      <HostProvider store={hostStore}>
        <AppThemeProvider theme={theme}>
          <AuthSessionProvider session={session}>
            <SWRConfig
              value={{
                ...swrConfig(isSlowConnection()),
                ...(dataCache ? { provider: dataCache } : {}),
              }}
            >
              <HostRoutes session={session} Router={Router} />
              <FailureToastsWhenNeeded />
            </SWRConfig>
          </AuthSessionProvider>
        </AppThemeProvider>
      </HostProvider>
    </StrictMode>
  );
}
