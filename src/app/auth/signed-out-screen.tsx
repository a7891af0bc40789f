import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { ErrorPage, ErrorText } from '@/app/errors/error-page';
import { RouterButtonLink } from '@/components/router-link';
import { useAuthState } from '@/lib/auth/auth-context';

export function SignedOutScreen() {
  // The provider sends the browser back here mid sign-out: starting the session lets MSAL
  // finish it (it clears its "interaction in progress" marker), then its state leaves the URL.
  const auth = useAuthState();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnedFromProvider = params.has('state');
  useEffect(() => {
    if (auth.status !== 'initialising' && returnedFromProvider) {
      void navigate(paths.signedOut.href(), { replace: true });
    }
  }, [auth.status, returnedFromProvider, navigate]);

  return (
    <ErrorPage
      title="You have signed out"
      actions={
        <RouterButtonLink to={paths.signIn.href()} appearance="primary">
          Sign in again
        </RouterButtonLink>
      }
    >
      <ErrorText>You have signed out of Changecraft. You can close this window.</ErrorText>
    </ErrorPage>
  );
}
