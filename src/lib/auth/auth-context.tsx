import { InteractionStatus, type AccountInfo } from '@azure/msal-browser';
import { MsalProvider, useMsal } from '@azure/msal-react';
import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthSession, AuthState } from './auth-session';
import { msalStandIn } from './msal-stand-in';

const AuthSessionContext = createContext<AuthSession | null>(null);

/**
 * The session for code that asks for tokens or signs in and out, and MsalProvider for the React
 * side of sign-in. MsalProvider is there from the first render, holding MSAL's stand-in until the
 * session has loaded MSAL, then the real instance: the screens below are never remounted.
 */
export function AuthSessionProvider({
  session,
  children,
}: {
  session: AuthSession;
  children: ReactNode;
}) {
  const instance = useSyncExternalStore(
    session.subscribe,
    session.msalInstance,
    session.msalInstance,
  );
  return (
    <AuthSessionContext value={session}>
      <MsalProvider instance={instance ?? msalStandIn}>{children}</MsalProvider>
    </AuthSessionContext>
  );
}

export function useAuthSession(): AuthSession {
  const session = use(AuthSessionContext);
  if (!session) throw new Error('useAuthSession needs an AuthSessionProvider.');
  return session;
}

/** MSAL's account as the app names the person. */
function userOf(account: AccountInfo) {
  return { name: account.name ?? account.username, username: account.username };
}

/**
 * The sign-in state; using it starts the session (may load MSAL) if nothing has yet. Once MSAL
 * has loaded and started, MSAL React says who is signed in (its accounts, kept current by MSAL's
 * events, and its `inProgress`); before that, the session does: from the token copy, from there
 * being no trace of a session at all, or from MSAL failing to load.
 */
export function useAuthState(): AuthState {
  const session = useAuthSession();
  useEffect(() => {
    // A failed start shows as the `failed` state; the rejection itself needs no handler here.
    session.start().catch(() => undefined);
  }, [session]);
  const early = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const { instance, inProgress, accounts } = useMsal();
  if (early.status === 'failed' || instance === msalStandIn) return early;
  if (inProgress === InteractionStatus.Startup || inProgress === InteractionStatus.HandleRedirect) {
    return early.status === 'signed-in' ? early : { status: 'initialising' };
  }
  const account = instance.getActiveAccount() ?? accounts[0];
  return account ? { status: 'signed-in', user: userOf(account) } : { status: 'signed-out' };
}
