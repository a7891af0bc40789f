import { detectHost, isEmbeddedHost } from '@/lib/host/host';
import { AuthSession } from './auth-session';
import { readAuthSettings } from './auth-settings';
import { mayHaveStoredSession } from './stored-session';

/**
 * The app's one session. MSAL is a separate chunk loaded on first need, so the shell paints
 * before MSAL has downloaded, let alone initialised (DESIGN.md §8). Inside a host the host holds
 * the session, so MSAL is always asked.
 */
export function createAppAuthSession(): AuthSession {
  const host = detectHost();
  return new AuthSession(
    async () => {
      const { createMsalAuthClient } = await import('./msal-auth-client');
      return createMsalAuthClient(readAuthSettings(import.meta.env, window.location.origin), host);
    },
    () => isEmbeddedHost(host) || mayHaveStoredSession(),
  );
}
