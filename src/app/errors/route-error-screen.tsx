import { Button } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { paths } from '@/app/paths';
import { RouterButtonLink } from '@/components/router-link';
import { reportError } from '@/lib/telemetry/report-error';
import { ErrorPage, ErrorText } from './error-page';

/**
 * The router's error boundary: a screen that failed to render, or a lazy part that still fails
 * after its one reload. Never part of a lazy chunk itself, so it shows when chunks do not.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => reportError(error, { during: 'render' }), [error]);
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
