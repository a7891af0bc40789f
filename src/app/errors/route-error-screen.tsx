import { Button } from '@fluentui/react-components';
import { paths } from '@/app/paths';
import { RouterButtonLink } from '@/components/router-link';
import { ErrorPage, ErrorText } from './error-page';

/**
 * What RouteErrorBoundary shows. Never part of a lazy chunk itself, so it shows when chunks do
 * not load.
 */
export function RouteErrorScreen() {
  return (
    <ErrorPage
      title="This part of Changecraft did not load"
      actions={
        <>
          <Button appearance="primary" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <RouterButtonLink to={paths.home.href()}>Go to Home</RouterButtonLink>
        </>
      }
    >
      <ErrorText>
        Something stopped this screen from showing. Reloading usually fixes it, for example after
        Changecraft has been updated.
      </ErrorText>
    </ErrorPage>
  );
}
