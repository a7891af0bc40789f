import { isEmbeddedHost, type HostInfo, type HostKind } from '@/lib/host/host';
import { AuthSession } from './auth-session';
import { readAuthSettings } from './auth-settings';
import { signInPlacement } from './sign-in-placement';
import { mayHaveStoredSession } from './stored-session';
import { browserTokenCopyStore } from './token-copy';

/** What the session needs to know of the host: where it may be at once, where it is later. */
export interface HostForSignIn {
  candidate: HostKind;
  ready(): Promise<HostInfo>;
}

/**
 * The app's one session. MSAL is a separate chunk loaded on first need, so the shell paints
 * before MSAL has downloaded, let alone initialised (DESIGN.md §8); it downloads while the host
 * is being detected, and starts once the host says how to sign in. Inside a host the host may
 * hold the session, and the account is the host's, so MSAL is always asked. In the browser a new
 * tab signs in from the copy of the last token while it is fresh, and loads MSAL only to renew
 * it or to sign in or out.
 */
export function createAppAuthSession(host: HostForSignIn): AuthSession {
  return new AuthSession(
    async () => {
      const [info, { createMsalAuthClient }] = await Promise.all([
        host.ready(),
        import('./msal-auth-client'),
      ]);
      const settings = readAuthSettings(import.meta.env, window.location.origin);
      return createMsalAuthClient(settings, signInPlacement(info));
    },
    () => isEmbeddedHost(host.candidate) || mayHaveStoredSession(),
    isEmbeddedHost(host.candidate) ? undefined : browserTokenCopyStore(),
  );
}
