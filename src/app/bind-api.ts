import type { ErrorPage } from '@/lib/api-client/api-error';
import { setApiHandlers } from '@/lib/api-client/api-handlers';
import type { AuthSession } from '@/lib/auth/auth-session';
import { announceFailure } from './failure-notices';
import { currentPlace, navigateTo } from './navigation';
import { paths } from './paths';

const errorPagePaths: Record<ErrorPage, string> = {
  'account-deactivated': paths.accountDeactivated.href(),
  unauthorised: paths.unauthorised.href(),
  'not-found': paths.notFound.href(),
  'server-error': paths.serverError.href(),
};

/**
 * Tells the API client what the app does about tokens and failures (SPEC §8): the token comes
 * from the session; no token signs out to the origin; error pages replace the failing screen
 * (so Back does not return to it) and remember where the user was; other failures are toasts.
 */
export function bindApi(session: AuthSession): () => void {
  return setApiHandlers({
    getAccessToken: () => session.getAccessToken(),
    onMissingToken: () => {
      void session.signOut('origin');
    },
    onErrorPage: (page) => {
      const target = errorPagePaths[page];
      const { pathname, search } = currentPlace();
      if (pathname === target) return;
      navigateTo(target, { replace: true, state: { from: `${pathname}${search}` } });
    },
    onFailure: announceFailure,
  });
}
