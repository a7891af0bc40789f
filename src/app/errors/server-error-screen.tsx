import { paths } from '@/app/paths';
import { RouterButtonLink } from '@/components/router-link';
import { useLocation } from 'react-router';
import { ErrorPage, ErrorText } from './error-page';
import { cameFrom } from './came-from';
import { GoBackButton } from './go-back-button';

export function ServerErrorScreen() {
  const from = cameFrom(useLocation().state);
  return (
    <ErrorPage
      title="Something went wrong on our side"
      actions={
        <>
          <RouterButtonLink to={from ?? paths.home.href()} appearance="primary">
            Try again
          </RouterButtonLink>
          {from ? <RouterButtonLink to={paths.home.href()}>Go to Home</RouterButtonLink> : null}
          {from ? null : <GoBackButton />}
        </>
      }
    >
      <ErrorText>
        Changecraft could not complete your request. It was not something you did. Try again in a
        moment; if it keeps happening, tell your organisation’s Changecraft admin.
      </ErrorText>
    </ErrorPage>
  );
}
