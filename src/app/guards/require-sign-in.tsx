import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { FullHeightSpinner } from '@/components/full-height-spinner';
import { useAuthState } from '@/lib/auth/auth-context';

/**
 * The signed-in guard (SPEC §2). It waits for the session (MSAL initialised, any sign-in
 * response read) with a spinner, then lets the user through or sends them to sign in, keeping
 * where they were going.
 */
export function RequireSignIn() {
  const state = useAuthState();
  const location = useLocation();
  switch (state.status) {
    case 'initialising':
      return <FullHeightSpinner label="Checking your sign-in…" />;
    case 'failed':
      return <Navigate to={paths.authError.href(state.reason)} replace />;
    case 'signed-out':
      return (
        <Navigate
          to={paths.signIn.href(`${location.pathname}${location.search}${location.hash}`)}
          replace
        />
      );
    case 'signed-in':
      return <Outlet />;
  }
}
