import { lazyWithReload } from '@/lib/lazy-with-reload';

// Every routed screen is its own chunk (DESIGN.md §8), loaded with the reload-once rule.
// Areas replace their landing screen in later issues; the chunk names stay.

export const HomeScreen = lazyWithReload('home', () =>
  import('@/features/home/screens/home-screen').then((m) => m.HomeScreen),
);
export const ProjectsScreen = lazyWithReload('projects', () =>
  import('@/features/projects/screens/projects-screen').then((m) => m.ProjectsScreen),
);
export const ArchiveScreen = lazyWithReload('archive', () =>
  import('@/features/projects/screens/archive-screen').then((m) => m.ArchiveScreen),
);
export const NewProjectScreen = lazyWithReload('new-project', () =>
  import('@/features/projects/screens/new-project-screen').then((m) => m.NewProjectScreen),
);
export const GlobalGroupsScreen = lazyWithReload('global-groups', () =>
  import('@/features/groups/screens/global-groups-screen').then((m) => m.GlobalGroupsScreen),
);
export const MyLeaderTasksScreen = lazyWithReload('my-leader-tasks', () =>
  import('@/features/leaders/screens/my-leader-tasks').then((m) => m.MyLeaderTasksScreen),
);
export const PeopleScreen = lazyWithReload('people', () =>
  import('@/features/people/screens/people-screen').then((m) => m.PeopleScreen),
);
export const EnterpriseSurveysScreen = lazyWithReload('enterprise-surveys', () =>
  import('@/features/surveys/screens/enterprise-surveys-screen').then(
    (m) => m.EnterpriseSurveysScreen,
  ),
);
export const PortfolioScreen = lazyWithReload('portfolio', () =>
  import('@/features/reports/screens/portfolio-screen').then((m) => m.PortfolioScreen),
);
export const ReportsScreen = lazyWithReload('reports', () =>
  import('@/features/reports/screens/reports-screen').then((m) => m.ReportsScreen),
);
export const AdminScreen = lazyWithReload('admin', () =>
  import('@/features/admin/screens/admin-screen').then((m) => m.AdminScreen),
);
export const OnboardingScreen = lazyWithReload('onboarding', () =>
  import('@/features/onboarding/screens/onboarding-screen').then((m) => m.OnboardingScreen),
);
export const UserConfigScreen = lazyWithReload('user-config', () =>
  import('@/features/onboarding/screens/user-config-screen').then((m) => m.UserConfigScreen),
);
export const UserProfileScreen = lazyWithReload('user-profile', () =>
  import('@/features/onboarding/screens/user-profile-screen').then((m) => m.UserProfileScreen),
);
export const SurveyRespondentScreen = lazyWithReload('survey', () =>
  import('@/features/surveys/screens/survey-route').then((m) => m.SurveyRoute),
);

export const RequireToolAccess = lazyWithReload('tool-access', () =>
  import('./guards/require-tool-access').then((m) => m.RequireToolAccess),
);
export const AppShell = lazyWithReload('shell', () =>
  import('./shell/app-shell').then((m) => m.AppShell),
);
export const SignInScreen = lazyWithReload('sign-in', () =>
  import('./auth/sign-in-screen').then((m) => m.SignInScreen),
);
export const SignedOutScreen = lazyWithReload('signed-out', () =>
  import('./auth/signed-out-screen').then((m) => m.SignedOutScreen),
);
export const NotFoundScreen = lazyWithReload('not-found', () =>
  import('./errors/not-found-screen').then((m) => m.NotFoundScreen),
);
export const UnauthorisedScreen = lazyWithReload('unauthorised', () =>
  import('./errors/unauthorised-screen').then((m) => m.UnauthorisedScreen),
);
export const ServerErrorScreen = lazyWithReload('server-error', () =>
  import('./errors/server-error-screen').then((m) => m.ServerErrorScreen),
);
export const AccountDeactivatedScreen = lazyWithReload('account-deactivated', () =>
  import('./errors/account-deactivated-screen').then((m) => m.AccountDeactivatedScreen),
);
export const AuthErrorScreen = lazyWithReload('auth-error', () =>
  import('./errors/auth-error-screen').then((m) => m.AuthErrorScreen),
);
export const VerifyEmailScreen = lazyWithReload('verify-email', () =>
  import('./errors/verify-email-screen').then((m) => m.VerifyEmailScreen),
);
export const ResendVerificationScreen = lazyWithReload('resend-verification', () =>
  import('./errors/resend-verification-screen').then((m) => m.ResendVerificationScreen),
);
export const PrivacyScreen = lazyWithReload('privacy', () =>
  import('./legal/privacy-screen').then((m) => m.PrivacyScreen),
);
export const TermsScreen = lazyWithReload('terms', () =>
  import('./legal/terms-screen').then((m) => m.TermsScreen),
);
