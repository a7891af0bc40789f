import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '@/app/paths';
import { CentredPage } from '@/components/centred-page';
import { useAuthSession, useAuthState } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';

const useStyles = makeStyles({
  lead: { color: tokens.colorNeutralForeground2 },
  action: { alignSelf: 'flex-start' },
});

export function SignInScreen() {
  const styles = useStyles();
  usePageTitle('Sign in');
  const session = useAuthSession();
  const state = useAuthState();
  const [params] = useSearchParams();
  const [starting, setStarting] = useState(false);
  const returnTo = safeReturnPath(params.get('returnTo'));

  if (state.status === 'signed-in') return <Navigate to={returnTo} replace />;

  const signIn = async () => {
    setStarting(true);
    try {
      await session.signIn();
    } catch {
      // The session reports the failure as its state; the message below shows it.
    } finally {
      setStarting(false);
    }
  };

  return (
    <CentredPage>
      <Title2 as="h1">Sign in to Changecraft</Title2>
      <Body1 as="p" className={styles.lead}>
        Plan, run and measure change across your organisation. Sign in with your work account to
        continue.
      </Body1>
      {state.status === 'failed' ? (
        <MessageBar intent="error">
          <MessageBarBody>Signing in did not work: {state.reason} Try again.</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button
        className={styles.action}
        appearance="primary"
        size="large"
        disabled={starting}
        icon={starting ? <Spinner size="tiny" /> : undefined}
        onClick={() => void signIn()}
      >
        {starting ? 'Signing in…' : 'Sign in'}
      </Button>
    </CentredPage>
  );
}
