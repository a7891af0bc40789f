// The reference of DESIGN.md §8: a bare shell of the app's dependencies, written the plain way
// (everything imported up front, MSAL initialised before the first render, the design card's
// axios client and MSAL React). The app's first screen must load no more JS + CSS than this.
import { createStandardPublicClientApplication, ProtocolMode } from '@azure/msal-browser';
import { MsalProvider, useIsAuthenticated } from '@azure/msal-react';
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { app as teamsApp } from '@microsoft/teams-js';
import * as Sentry from '@sentry/react';
import amplitude from 'amplitude-js';
import axios from 'axios';
import DOMPurify from 'dompurify';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';

Sentry.init({ dsn: undefined, tracesSampleRate: 1.0 });
const analytics = amplitude.getInstance();

// One axios instance with a request interceptor that cleans what is sent, as the card says.
const api = axios.create({ baseURL: '/api/v1/' });
api.interceptors.request.use((config) => {
  if (typeof config.data === 'string') config.data = DOMPurify.sanitize(config.data);
  return config;
});

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
        <SignedInNote />
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

function SignedInNote() {
  return useIsAuthenticated() ? <p>Signed in</p> : null;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <MsalProvider instance={msal}>
      <FluentProvider theme={webLightTheme}>
        <SWRConfig value={{ dedupingInterval: 2000 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </FluentProvider>
    </MsalProvider>,
  );
}
