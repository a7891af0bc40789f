// The reference of DESIGN.md §8: a bare shell of the app's dependencies, written the plain way
// (everything imported up front, MSAL initialised before the first render). The app's first
// screen must load no more JS + CSS than this.
import { createStandardPublicClientApplication, ProtocolMode } from '@azure/msal-browser';
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { app as teamsApp } from '@microsoft/teams-js';
import * as Sentry from '@sentry/react';
import amplitude from 'amplitude-js';
import DOMPurify from 'dompurify';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';

Sentry.init({ dsn: undefined, tracesSampleRate: 1.0 });
const analytics = amplitude.getInstance();

// The app's own HTTP client is fetch (it dropped axios); the plain way calls fetch directly.
const api = {
  get: (path: string) => fetch(`/api/v1/${path}`).then((res) => res.json() as Promise<unknown>),
  post: (path: string, body: string) =>
    fetch(`/api/v1/${path}`, { method: 'POST', body: DOMPurify.sanitize(body) }),
};

const msal = await createStandardPublicClientApplication({
  auth: {
    clientId: 'bare-shell',
    authority: `${window.location.origin}/oidc`,
    knownAuthorities: [window.location.host],
    redirectUri: `${window.location.origin}/redirect.html`,
  },
  cache: { cacheLocation: 'localStorage' },
  system: { protocolMode: ProtocolMode.OIDC },
});
await msal.handleRedirectPromise();

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <main>
        <h1>Sign in</h1>
        <p>{teamsApp.isInitialized() ? 'In Teams' : 'In the browser'}</p>
        <Button
          appearance="primary"
          onClick={() => {
            analytics.logEvent('Sign in clicked');
            void api.get('get-users-profile/');
            void api.post('analytics/', '<b>signed in</b>');
          }}
        >
          Sign in
        </Button>
      </main>
    ),
  },
]);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <FluentProvider theme={webLightTheme}>
      <SWRConfig value={{ dedupingInterval: 2000 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </FluentProvider>,
  );
}
