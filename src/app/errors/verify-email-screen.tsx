import { paths } from '@/app/paths';
import { RouterButtonLink } from '@/components/router-link';
import { ErrorPage, ErrorText } from './error-page';

export function VerifyEmailScreen() {
  return (
    <ErrorPage
      title="Check your email"
      actions={
        <>
          <RouterButtonLink to={paths.signIn.href()} appearance="primary">
            I have verified my email
          </RouterButtonLink>
          <RouterButtonLink to={paths.resendVerification.href()}>
            Send a new verification email
          </RouterButtonLink>
        </>
      }
    >
      <ErrorText>
        Before you can use Changecraft, confirm your email address. We have sent you an email with a
        verification link: open it, then come back and sign in.
      </ErrorText>
      <ErrorText>Nothing there? Check your junk folder, or ask for a new email.</ErrorText>
    </ErrorPage>
  );
}
