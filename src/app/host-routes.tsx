import { Suspense, lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { FullHeightSpinner } from '@/components/full-height-spinner';
import type { AuthSession } from '@/lib/auth/auth-session';
import { useHostState, useHostStore } from '@/lib/host/host-context';
import { lazyWithReload, loadWithReload } from '@/lib/lazy-with-reload';
import { NavigationBridge } from './navigation-bridge';
import { AppRoutes } from './router';

type Router = ComponentType<{ children: ReactNode }>;

// What only one host needs is a chunk of its own, so browser visitors never download it.
const OutlookPaneRoutes = lazyWithReload('outlook-pane-routes', () =>
  import('./outlook-pane-routes').then((m) => m.OutlookPaneRoutes),
);
const TeamsTabLinks = lazy(() =>
  loadWithReload('teams-tab-links', () => import('./teams-tab-links')).then((m) => ({
    default: m.TeamsTabLinks,
  })),
);

/**
 * The pane's history lives in memory: office.js breaks the History API, and the pane has no
 * address bar to show it in anyway.
 */
function PaneRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>;
}

/** A start-up the identity library could not finish is the host's to report (Teams' retry). */
function ReportStartFailure({ session }: { session: AuthSession }) {
  const host = useHostStore();
  useEffect(() => {
    const check = () => {
      const state = session.getState();
      if (state.status === 'failed') host.startFailed('AuthFailed', state.reason);
    };
    check();
    return session.subscribe(check);
  }, [host, session]);
  return null;
}

/**
 * The routes for where the app runs, once that is known: the Outlook pane's compact routes, or
 * the app's route table (in a Teams tab, with tab-switching links). While a host answers, the
 * spinner stays, so a deep link opens before the first screen does.
 */
export function HostRoutes({ session, Router }: { session: AuthSession; Router?: Router }) {
  const state = useHostState();
  if (state.status === 'detecting') return <FullHeightSpinner label="Opening Changecraft…" />;
  const { kind, pageId } = state.info;
  if (kind === 'outlook') {
    const Pane = Router ?? PaneRouter;
    return (
      <Pane>
        <ReportStartFailure session={session} />
        <NavigationBridge />
        <Suspense fallback={<FullHeightSpinner />}>
          <OutlookPaneRoutes />
        </Suspense>
      </Pane>
    );
  }
  const Routes = Router ?? BrowserRouter;
  return (
    <Routes>
      <ReportStartFailure session={session} />
      <NavigationBridge />
      {kind === 'teams' ? (
        <Suspense fallback={null}>
          <TeamsTabLinks pageId={pageId} />
        </Suspense>
      ) : null}
      <AppRoutes />
    </Routes>
  );
}
