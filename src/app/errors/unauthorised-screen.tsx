import { Button } from '@fluentui/react-components';
import { useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { RouterButtonLink } from '@/components/router-link';
import { useAuthSession } from '@/lib/auth/auth-context';
import { featureOffReason } from './came-from';
import { ErrorPage, ErrorText } from './error-page';
import { GoBackButton } from './go-back-button';

/**
 * A call the server refused: the user's role may not make it, or (a tab opened before an admin
 * switched the feature off) the organisation has turned its feature off, which the page names.
 */
export function UnauthorisedScreen() {
  const session = useAuthSession();
  const featureOff = featureOffReason(useLocation().state);
  return (
    <ErrorPage
      title={featureOff ? 'This feature is turned off' : 'You do not have access to this page'}
      actions={
        <>
          <RouterButtonLink to={paths.home.href()} appearance="primary">
            Go to Home
          </RouterButtonLink>
          <GoBackButton />
          <Button onClick={() => void session.signOut('signed-out')}>
            Sign in with another account
          </Button>
        </>
      }
    >
      {featureOff ? (
        <ErrorText>
          {featureOff} If you need it for your work, ask your organisation’s Changecraft admin to
          turn it on.
        </ErrorText>
      ) : (
        <ErrorText>
          Your account cannot open this page. If you need it for your work, ask your organisation’s
          Changecraft admin to give you access.
        </ErrorText>
      )}
    </ErrorPage>
  );
}
