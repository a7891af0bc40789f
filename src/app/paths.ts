import { groupPaths } from '@/features/groups/paths';
import { leaderPaths } from '@/features/leaders/paths';
import { surveyAreaPaths } from '@/features/surveys/paths';
import { projectPaths } from '@/features/projects/paths';

/**
 * Every route of SPEC §2: the pattern the router matches and the href links use, so no link is
 * string-built by hand. `/*` patterns own a whole area; the area's own screens (tabs, wizards)
 * nest below them in later issues.
 */
export const paths = {
  root: { pattern: '/', href: () => '/' },
  home: { pattern: '/home', href: () => '/home' },
  // The projects area owns its routes (projects, project, newProject, archive).
  ...projectPaths,
  people: { pattern: '/people/*', href: () => '/people' },
  // The groups area owns its routes (the global impacted groups).
  ...groupPaths,
  // The leaders area owns its routes (a leader's own tasks).
  ...leaderPaths,
  // The surveys area owns its routes (the enterprise surveys).
  ...surveyAreaPaths,
  portfolio: { pattern: '/portfolio/*', href: () => '/portfolio' },
  reports: { pattern: '/reports', href: () => '/reports' },
  admin: { pattern: '/admin/*', href: () => '/admin' },
  onboarding: { pattern: '/onboarding/*', href: () => '/onboarding' },
  userConfig: { pattern: '/user-config/*', href: () => '/user-config' },
  userProfile: { pattern: '/user-profile', href: () => '/user-profile' },

  signIn: {
    pattern: '/auth/sign-in',
    href: (returnTo?: string) =>
      returnTo ? `/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}` : '/auth/sign-in',
  },
  signedOut: { pattern: '/auth/signed-out', href: () => '/auth/signed-out' },
  survey: {
    pattern: '/survey/*',
    href: (token: string) => `/survey/${encodeURIComponent(token)}`,
  },
  accountDeactivated: { pattern: '/account-deactivated', href: () => '/account-deactivated' },
  authError: {
    pattern: '/auth-error',
    href: (reason?: string) =>
      reason ? `/auth-error?reason=${encodeURIComponent(reason)}` : '/auth-error',
  },
  notFound: { pattern: '/not-found', href: () => '/not-found' },
  serverError: { pattern: '/server-error', href: () => '/server-error' },
  resendVerification: { pattern: '/resend-verification', href: () => '/resend-verification' },
  unauthorised: { pattern: '/unauthorised', href: () => '/unauthorised' },
  verifyEmail: { pattern: '/verify-email', href: () => '/verify-email' },
  privacy: { pattern: '/privacy', href: () => '/privacy' },
  terms: { pattern: '/terms', href: () => '/terms' },
} as const;

/** Where a signed-in user lands when no other place was asked for. */
export const defaultSignedInPath = paths.home.href();

/**
 * A return path taken from a query string or history state, kept only when it is a path on this
 * origin (never `//host` or `https://…`), so sign-in cannot be turned into an open redirect.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return defaultSignedInPath;
  }
  if (candidate.startsWith('/\\') || candidate.startsWith(paths.signIn.pattern)) {
    return defaultSignedInPath;
  }
  return candidate;
}
