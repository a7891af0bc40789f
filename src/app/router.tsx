import { Suspense, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { FullHeightSpinner } from '@/components/full-height-spinner';
import { ProjectSectionsProvider } from '@/features/projects/project-sections';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { RequireFeatures } from './guards/require-features';
import { RequireSignIn } from './guards/require-sign-in';
import { paths } from './paths';
import { projectSections } from './project-sections';
import * as screens from './screens';

/** A lazy screen with the full-height spinner while its chunk loads (SPEC §2). */
export function screen(Screen: ComponentType) {
  return (
    <Suspense fallback={<FullHeightSpinner />}>
      <Screen />
    </Suspense>
  );
}

/** The route table of SPEC §2, in one place. */
export const routes: RouteObject[] = [
  {
    children: [
      // Outside the signed-in guard.
      { path: paths.signIn.pattern, element: screen(screens.SignInScreen) },
      { path: paths.signedOut.pattern, element: screen(screens.SignedOutScreen) },
      { path: paths.survey.pattern, element: screen(screens.SurveyRespondentScreen) },
      { path: paths.accountDeactivated.pattern, element: screen(screens.AccountDeactivatedScreen) },
      { path: paths.authError.pattern, element: screen(screens.AuthErrorScreen) },
      { path: paths.notFound.pattern, element: screen(screens.NotFoundScreen) },
      { path: paths.serverError.pattern, element: screen(screens.ServerErrorScreen) },
      { path: paths.resendVerification.pattern, element: screen(screens.ResendVerificationScreen) },
      { path: paths.unauthorised.pattern, element: screen(screens.UnauthorisedScreen) },
      { path: paths.verifyEmail.pattern, element: screen(screens.VerifyEmailScreen) },
      { path: paths.privacy.pattern, element: screen(screens.PrivacyScreen) },
      { path: paths.terms.pattern, element: screen(screens.TermsScreen) },

      // Inside it.
      {
        element: <RequireSignIn />,
        children: [
          {
            element: screen(screens.AppShell),
            children: [
              { path: paths.root.pattern, element: screen(screens.HomeScreen) },
              { path: paths.home.pattern, element: screen(screens.HomeScreen) },
              { path: paths.archive.pattern, element: screen(screens.ArchiveScreen) },
              { path: paths.newProject.pattern, element: screen(screens.NewProjectScreen) },
              { path: paths.peopleGroups.pattern, element: screen(screens.GlobalGroupsScreen) },
              { path: paths.people.pattern, element: screen(screens.PeopleScreen) },
              {
                element: <RequireFeatures flags={['activation_cycles']} />,
                children: [
                  { path: paths.myTasks.pattern, element: screen(screens.MyLeaderTasksScreen) },
                ],
              },
              {
                path: paths.projects.pattern,
                element: (
                  <ProjectSectionsProvider sections={projectSections}>
                    {screen(screens.ProjectsScreen)}
                  </ProjectSectionsProvider>
                ),
              },
              { path: paths.portfolio.pattern, element: screen(screens.PortfolioScreen) },
              {
                path: paths.enterpriseSurveys.pattern,
                element: screen(screens.EnterpriseSurveysScreen),
              },
              { path: paths.reports.pattern, element: screen(screens.ReportsScreen) },
              {
                element: screen(screens.RequireToolAccess),
                children: [{ path: paths.admin.pattern, element: screen(screens.AdminScreen) }],
              },
              {
                element: <RequireFeatures flags={['onboarding_module']} />,
                children: [
                  { path: paths.onboarding.pattern, element: screen(screens.OnboardingScreen) },
                ],
              },
              { path: paths.userConfig.pattern, element: screen(screens.UserConfigScreen) },
              { path: paths.userProfile.pattern, element: screen(screens.UserProfileScreen) },
            ],
          },
        ],
      },

      // Anything else (including unknown /auth/* paths).
      { path: '*', element: screen(screens.NotFoundScreen) },
    ],
  },
];

/**
 * The routes, inside an error boundary that starts afresh on each path (reset, not re-mounted, so
 * the shell stays and moves focus to the new screen). Declarative routing: the app loads no data
 * through the router, so its data-router half stays out of the bundle.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
