import { Navigate, useRoutes, useLocation, type RouteObject } from 'react-router';
import { panePaths } from '@/features/outlook-pane/pane-paths';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { RequireSignIn } from './guards/require-sign-in';
import { paths } from './paths';
import { screen } from './router';
import * as screens from './screens';

// The Outlook pane's screens, each its own chunk like every screen (DESIGN.md §8).
const PaneLayout = lazyWithReload('outlook-pane', () =>
  import('@/features/outlook-pane/components/pane-layout').then((m) => m.PaneLayout),
);
const MyWorkScreen = lazyWithReload('outlook-pane-work', () =>
  import('@/features/outlook-pane/screens/my-work-screen').then((m) => m.MyWorkScreen),
);
const AnnouncementsScreen = lazyWithReload('outlook-pane-announcements', () =>
  import('@/features/outlook-pane/screens/announcements-screen').then((m) => m.AnnouncementsScreen),
);
const ShareEmailScreen = lazyWithReload('outlook-pane-share-email', () =>
  import('@/features/outlook-pane/screens/share-email-screen').then((m) => m.ShareEmailScreen),
);
const PaneLeaderTasksScreen = lazyWithReload('outlook-pane-leader-tasks', () =>
  import('@/features/leaders/screens/pane-leader-tasks').then((m) => m.PaneLeaderTasksScreen),
);

/**
 * The pane's route table: its four views behind the signed-in guard, and the app's sign-in
 * and error pages (the API client sends the pane to them as it does the app). Anything else,
 * including the app's own areas, is not in the pane: the header's button opens the full app.
 */
export const outlookPaneRoutes: RouteObject[] = [
  {
    children: [
      { path: paths.signIn.pattern, element: screen(screens.SignInScreen) },
      { path: paths.signedOut.pattern, element: screen(screens.SignedOutScreen) },
      { path: paths.accountDeactivated.pattern, element: screen(screens.AccountDeactivatedScreen) },
      { path: paths.authError.pattern, element: screen(screens.AuthErrorScreen) },
      { path: paths.notFound.pattern, element: screen(screens.NotFoundScreen) },
      { path: paths.serverError.pattern, element: screen(screens.ServerErrorScreen) },
      { path: paths.unauthorised.pattern, element: screen(screens.UnauthorisedScreen) },
      // Error pages offer the way home; in the pane home is its first view.
      { path: paths.home.pattern, element: <Navigate to={panePaths.work} replace /> },
      {
        element: <RequireSignIn />,
        children: [
          {
            element: screen(PaneLayout),
            children: [
              { path: panePaths.work, element: screen(MyWorkScreen) },
              { path: panePaths.announcements, element: screen(AnnouncementsScreen) },
              { path: panePaths.shareEmail, element: screen(ShareEmailScreen) },
              { path: panePaths.leaderTasks, element: screen(PaneLeaderTasksScreen) },
            ],
          },
        ],
      },
      { path: '*', element: screen(screens.NotFoundScreen) },
    ],
  },
];

export function OutlookPaneRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(outlookPaneRoutes);
  return <RouteErrorBoundary key={pathname}>{element}</RouteErrorBoundary>;
}
