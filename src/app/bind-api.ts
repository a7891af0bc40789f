import { isFeatureOffDetail } from '@contract/admin/feature-flags';
import type { ApiError, ErrorPage } from '@/lib/api-client/api-error';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import type { AuthSession } from '@/lib/auth/auth-session';
import { announceFailure, announceOffline } from './failure-notices';
import { currentPlace, navigateTo } from './navigation';
import { paths } from './paths';
import { signInAgain } from './sign-in-again';

const errorPagePaths: Record<ErrorPage, string> = {
  'account-deactivated': paths.accountDeactivated.href(),
  unauthorised: paths.unauthorised.href(),
  'not-found': paths.notFound.href(),
  'server-error': paths.serverError.href(),
};

function openErrorPage(page: ErrorPage, error: ApiError): void {
  const target = errorPagePaths[page];
  const { pathname, search } = currentPlace();
  if (pathname === target) return;
  // A feature the organisation switched off (a tab opened before): the page says which.
  const featureOff = isFeatureOffDetail(error.detail) ? { featureOff: error.detail } : {};
  navigateTo(target, { replace: true, state: { from: `${pathname}${search}`, ...featureOff } });
}

/**
 * Tells the API client what the app does about tokens and failures (SPEC §8): the token comes
 * from the session; no token signs out to the origin; a refused token signs in again; error pages replace the failing screen
 * (so Back does not return to it) and remember where the user was, and the unauthorised page is
 * told when the refusal was a feature switched off; no answer is the offline notice; other
 * failures are toasts.
 */
export function bindApi(session: AuthSession): () => void {
  return setApiHandlers({
    getAccessToken: () => session.getAccessToken(),
    onMissingToken: () => {
      void session.signOut('origin');
    },
    onSignInAgain: (error) =>
      signInAgain(
        () => session.signInAgain(),
        () => openErrorPage('unauthorised', error),
      ),
    onErrorPage: openErrorPage,
    onOffline: announceOffline,
    onFailure: announceFailure,
  });
}
