import { Button } from '@fluentui/react-components';
import { paths } from '@/app/paths';
import { RouterButtonLink } from '@/components/router-link';
import { useAuthSession } from '@/lib/auth/auth-context';
import { ErrorPage, ErrorText } from './error-page';
import { GoBackButton } from './go-back-button';

export function UnauthorisedScreen() {
  const session = useAuthSession();
  return (
    <ErrorPage
      title="You do not have access to this page"
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
      <ErrorText>
        Your account cannot open this page. If you need it for your work, ask your organisation’s
        Changecraft admin to give you access.
      </ErrorText>
    </ErrorPage>
  );
}
