import { createContext, use, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthSession, AuthState } from './auth-session';

const AuthSessionContext = createContext<AuthSession | null>(null);

export function AuthSessionProvider({
  session,
  children,
}: {
  session: AuthSession;
  children: ReactNode;
}) {
  return <AuthSessionContext value={session}>{children}</AuthSessionContext>;
}

export function useAuthSession(): AuthSession {
  const session = use(AuthSessionContext);
  if (!session) throw new Error('useAuthSession needs an AuthSessionProvider.');
  return session;
}

/** The sign-in state; using it starts the session (may load MSAL) if nothing has yet. */
export function useAuthState(): AuthState {
  const session = useAuthSession();
  useEffect(() => {
    // A failed start shows as the `failed` state; the rejection itself needs no handler here.
    session.start().catch(() => undefined);
  }, [session]);
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
