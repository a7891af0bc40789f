import { useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { RouterButtonLink } from '@/components/router-link';
import { ErrorPage, ErrorText } from './error-page';

export function AuthErrorScreen() {
  const [params] = useSearchParams();
  const reason = params.get('reason');
  return (
    <ErrorPage
      title="We could not sign you in"
      actions={
        <RouterButtonLink to={paths.signIn.href()} appearance="primary">
          Try signing in again
        </RouterButtonLink>
      }
    >
      <ErrorText>
        Something went wrong between Changecraft and your sign-in provider. Try again; if it keeps
        happening, tell your organisation’s Changecraft admin what the details below say.
      </ErrorText>
      {reason ? <ErrorText>Details: {reason}</ErrorText> : null}
    </ErrorPage>
  );
}
