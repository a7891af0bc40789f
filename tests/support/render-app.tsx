import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { bindApi } from '@/app/bind-api';
import { currentPlace } from '@/app/navigation';
import { AuthSession } from '@/lib/auth/auth-session';
import type { HostStore } from '@/lib/host/host-store';
import { demoUser, fakeAuthClient, type FakeAuthClient } from './fake-auth-client';

export interface RenderAppOptions {
  /** Signed in as the demo admin (default), signed out, or a client of the test's own. */
  auth?: 'signed-in' | 'signed-out' | FakeAuthClient;
  /** Where the app runs (a browser tab when not given). */
  host?: HostStore;
}

/** The whole app at `path`, with the real route table, API client and MSW behind it. */
export function renderApp(path: string, { auth = 'signed-in', host }: RenderAppOptions = {}) {
  const client =
    typeof auth === 'string' ? fakeAuthClient(auth === 'signed-in' ? demoUser : null) : auth;
  let loads = 0;
  const session = new AuthSession(() => {
    loads += 1;
    return Promise.resolve(client);
  });
  const unbind = bindApi(session);
  const StartAtPath = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  const view = render(
    <App session={session} host={host} Router={StartAtPath} dataCache={() => new Map()} />,
  );
  return {
    ...view,
    session,
    client,
    /** Where the app is now: path and query. */
    location: currentPlace,
    /** How many times the app loaded its identity library. */
    authLoads: () => loads,
    unbind,
  };
}
