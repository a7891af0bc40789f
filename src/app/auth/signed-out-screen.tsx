import { paths } from '@/app/paths';
import { RouterButtonLink } from '@/components/router-link';
import { ErrorPage, ErrorText } from '@/app/errors/error-page';

export function SignedOutScreen() {
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
