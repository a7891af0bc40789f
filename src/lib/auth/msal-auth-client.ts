import {
  AuthError,
  BrowserCacheLocation,
  CacheLookupPolicy,
  InteractionRequiredAuthError,
  ProtocolMode,
  createNestablePublicClientApplication,
  createStandardPublicClientApplication,
  type AccountInfo,
  type Configuration,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { isEmbeddedHost, type Host } from '@/lib/host/host';
import {
  AuthRedirectStartedError,
  SessionEndedError,
  type AuthClient,
  type SignOutDestination,
} from './auth-client';
import { signInScopes, type AuthSettings } from './auth-settings';

/** The part of MSAL's client this module uses (so tests can stand in for it). */
export type MsalClient = Pick<
  IPublicClientApplication,
  | 'handleRedirectPromise'
  | 'getActiveAccount'
  | 'setActiveAccount'
  | 'getAllAccounts'
  | 'loginRedirect'
  | 'loginPopup'
  | 'ssoSilent'
  | 'logoutRedirect'
  | 'acquireTokenSilent'
  | 'acquireTokenRedirect'
  | 'acquireTokenPopup'
  | 'clearCache'
>;

export function msalConfiguration(settings: AuthSettings): Configuration {
  return {
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      // A non-Entra authority must be named as known, or MSAL refuses it.
      knownAuthorities: settings.protocol === 'OIDC' ? [new URL(settings.authority).host] : [],
      // MSAL v5 receives every response on the redirect bridge page (redirect.html).
      redirectUri: `${settings.origin}/redirect.html`,
      postLogoutRedirectUri: `${settings.origin}/auth/signed-out`,
    },
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: {
      protocolMode: settings.protocol === 'OIDC' ? ProtocolMode.OIDC : ProtocolMode.AAD,
    },
  };
}

/** Creates and initialises MSAL for this host, then reads any sign-in response. */
export async function createMsalAuthClient(
  settings: AuthSettings,
  host: Host,
): Promise<AuthClient> {
  const configuration = msalConfiguration(settings);
  // Hosts (Teams, Outlook) use nested app auth; the browser uses the standard client.
  const msal = isEmbeddedHost(host)
    ? await createNestablePublicClientApplication(configuration)
    : await createStandardPublicClientApplication(configuration);
  return connectMsalClient(msal, settings, host);
}

/** "invalid refresh token" from the provider: the session cannot be renewed (SPEC §8). */
export function isRefreshTokenRefused(error: unknown): boolean {
  if (!(error instanceof AuthError)) return false;
  if (error.errorCode === 'invalid_grant') return true;
  return /invalid[ _-]?refresh[ _-]?token/i.test(`${error.errorMessage} ${error.subError}`);
}

export async function connectMsalClient(
  msal: MsalClient,
  settings: AuthSettings,
  host: Host,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<AuthClient> {
  const embedded = isEmbeddedHost(host);
  const scopes = signInScopes(settings);
  const apiScopes = [settings.apiScope];

  const response = await msal.handleRedirectPromise();
  if (response?.account) msal.setActiveAccount(response.account);

  const account = (): AccountInfo | null => {
    const active = msal.getActiveAccount();
    if (active) return active;
    const [first] = msal.getAllAccounts();
    if (first) msal.setActiveAccount(first);
    return first ?? null;
  };

  return {
    currentUser() {
      const current = account();
      if (!current) return null;
      return { name: current.name ?? current.username, username: current.username };
    },

    async signIn() {
      if (!embedded) {
        await msal.loginRedirect({ scopes });
        return;
      }
      try {
        const result = await msal.ssoSilent({ scopes });
        msal.setActiveAccount(result.account);
      } catch {
        const result = await msal.loginPopup({ scopes });
        msal.setActiveAccount(result.account);
      }
    },

    async signOut(destination: SignOutDestination) {
      const current = account();
      if (destination === 'signed-out' && current && !embedded) {
        await msal.logoutRedirect({
          account: current,
          postLogoutRedirectUri: `${settings.origin}/auth/signed-out`,
        });
        return;
      }
      // Signed out by the app, or inside a host: forget the session here and go to the page.
      await msal.clearCache();
      navigate(
        destination === 'signed-out' ? `${settings.origin}/auth/signed-out` : `${settings.origin}/`,
      );
    },

    async acquireAccessToken() {
      const current = account();
      if (!current) return undefined;
      try {
        // No hidden-frame renewal: a refused refresh token must surface, not be papered over.
        const result = await msal.acquireTokenSilent({
          scopes: apiScopes,
          account: current,
          cacheLookupPolicy: CacheLookupPolicy.AccessTokenAndRefreshToken,
        });
        return result.accessToken || undefined;
      } catch (error) {
        if (isRefreshTokenRefused(error)) throw new SessionEndedError('The sign-in session ended.');
        if (!(error instanceof InteractionRequiredAuthError)) throw error;
        if (embedded) {
          const result = await msal.acquireTokenPopup({ scopes: apiScopes, account: current });
          return result.accessToken || undefined;
        }
        await msal.acquireTokenRedirect({ scopes: apiScopes, account: current });
        throw new AuthRedirectStartedError('Signing in again.');
      }
    },
  };
}
