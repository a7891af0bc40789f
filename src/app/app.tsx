import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { StrictMode, Suspense, lazy } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig, type Cache } from 'swr';
import { AuthSessionProvider } from '@/lib/auth/auth-context';
import type { AuthSession } from '@/lib/auth/auth-session';
import { isSlowConnection } from '@/lib/swr/connection';
import { swrConfig } from '@/lib/swr/swr-config';
import { appThemeVariables, themes, type ThemeMode } from '@/lib/theme/themes';
import type { AppRouter } from './router';

const useStyles = makeStyles({ root: { height: '100%' } });

// Toasts are for later failures, not the first screen: their code loads after it.
const FailureToasts = lazy(() =>
  import('./failure-toasts').then((m) => ({ default: m.FailureToasts })),
);

/** The providers every screen runs in: theme, session, data cache, toasts, routes. */
export function App({
  router,
  session,
  themeMode = 'light',
  dataCache,
}: {
  router: AppRouter;
  session: AuthSession;
  themeMode?: ThemeMode;
  /** A cache of its own for the data reads (tests start each render empty). */
  dataCache?: () => Cache;
}) {
  const styles = useStyles();
  return (
    <StrictMode>
      <FluentProvider
        theme={themes[themeMode]}
        className={styles.root}
        style={appThemeVariables[themeMode]}
      >
        <AuthSessionProvider session={session}>
          <SWRConfig
            value={{
              ...swrConfig(isSlowConnection()),
              ...(dataCache ? { provider: dataCache } : {}),
            }}
          >
            <RouterProvider router={router} />
            <Suspense fallback={null}>
              <FailureToasts />
            </Suspense>
          </SWRConfig>
        </AuthSessionProvider>
      </FluentProvider>
    </StrictMode>
  );
}
