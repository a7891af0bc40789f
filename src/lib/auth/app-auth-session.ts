import { detectHost } from '@/lib/host/host';
import { AuthSession } from './auth-session';
import { readAuthSettings } from './auth-settings';

/**
 * The app's one session. MSAL is a separate chunk loaded on first need, so the shell paints
 * before MSAL has downloaded, let alone initialised (DESIGN.md §8).
 */
export function createAppAuthSession(): AuthSession {
  return new AuthSession(async () => {
    const { createMsalAuthClient } = await import('./msal-auth-client');
    return createMsalAuthClient(
      readAuthSettings(import.meta.env, window.location.origin),
      detectHost(),
    );
  });
}
