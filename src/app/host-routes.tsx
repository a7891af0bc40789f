import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { FullHeightSpinner } from '@/components/full-height-spinner';
import type { AuthSession } from '@/lib/auth/auth-session';
import { useHostState, useHostStore } from '@/lib/host/host-context';
import { isTeamsTab } from './deep-link-routes';
import { NavigationBridge } from './navigation-bridge';
import { OutlookPaneRoutes } from './outlook-pane-routes';
import { AppRoutes } from './router';
import { followLinksAcrossTeamsTabs } from './teams-tab-links';

type Router = ComponentType<{ children: ReactNode }>;

/**
 * The pane's history lives in memory: office.js breaks the History API, and the pane has no
 * address bar to show it in anyway.
 */
function PaneRouter({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>;
}

/** In a Teams tab, links to another tab's area switch tabs (teams-tab-links.ts). */
function TeamsTabLinks({ pageId }: { pageId: string | null }) {
  const host = useHostStore();
  useEffect(() => {
    // A tab the app does not know (or none) cannot tell which links leave it: route them all.
    if (!isTeamsTab(pageId)) return undefined;
    return followLinksAcrossTeamsTabs(document, host, pageId);
  }, [host, pageId]);
  return null;
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
        <OutlookPaneRoutes />
      </Pane>
    );
  }
  const Routes = Router ?? BrowserRouter;
  return (
    <Routes>
      <ReportStartFailure session={session} />
      <NavigationBridge />
      {kind === 'teams' ? <TeamsTabLinks pageId={pageId} /> : null}
      <AppRoutes />
    </Routes>
  );
}
