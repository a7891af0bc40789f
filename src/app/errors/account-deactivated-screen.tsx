import { Button } from '@fluentui/react-components';
import { useAuthSession } from '@/lib/auth/auth-context';
import { ErrorPage, ErrorText } from './error-page';

export function AccountDeactivatedScreen() {
  const session = useAuthSession();
  return (
    <ErrorPage
      title="Your account is deactivated"
      actions={
        <Button appearance="primary" onClick={() => void session.signOut('signed-out')}>
          Sign out
        </Button>
      }
    >
      <ErrorText>
        Your organisation has deactivated your Changecraft account, so you cannot use Changecraft
        with it.
      </ErrorText>
      <ErrorText>
        If you think this is a mistake, contact your organisation’s Changecraft admin.
      </ErrorText>
    </ErrorPage>
  );
}
