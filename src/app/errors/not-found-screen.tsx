import { paths } from '@/app/paths';
import { RouterButtonLink } from '@/components/router-link';
import { ErrorPage, ErrorText } from './error-page';
import { GoBackButton } from './go-back-button';

export function NotFoundScreen() {
  return (
    <ErrorPage
      title="Page not found"
      actions={
        <>
          <RouterButtonLink to={paths.home.href()} appearance="primary">
            Go to Home
          </RouterButtonLink>
          <GoBackButton />
        </>
      }
    >
      <ErrorText>
        The page you asked for does not exist, or it has moved. Check the address, or start again
        from Home.
      </ErrorText>
    </ErrorPage>
  );
}
