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
import {
  AuthRedirectStartedError,
  SessionEndedError,
  type AuthClient,
  type SignOutDestination,
} from './auth-client';
import { signInScopes, type AuthSettings } from './auth-settings';
import { browserPlacement, type SignInPlacement } from './sign-in-placement';

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

export function msalConfiguration(
  settings: AuthSettings,
  placement: SignInPlacement = browserPlacement,
): Configuration {
  return {
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      // A non-Entra authority must be named as known, or MSAL refuses it.
      knownAuthorities: settings.protocol === 'OIDC' ? [new URL(settings.authority).host] : [],
      // MSAL v5 receives every response on the redirect bridge page (redirect.html).
      redirectUri: `${settings.origin}/redirect.html`,
      postLogoutRedirectUri: `${settings.origin}/auth/signed-out`,
      ...(placement.popupRelay ? { popupRelayUri: `${settings.origin}/popup-relay.html` } : {}),
    },
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: {
      protocolMode: settings.protocol === 'OIDC' ? ProtocolMode.OIDC : ProtocolMode.AAD,
    },
  };
}

/**
 * Creates and initialises MSAL for where the app runs, then reads any sign-in response. A host
 * that offers nested app auth gets the nestable client (which itself falls back to the standard
 * one if the host's bridge does not answer); everywhere else the standard client.
 */
export async function createMsalAuthClient(
  settings: AuthSettings,
  placement: SignInPlacement,
): Promise<AuthClient> {
  const configuration = msalConfiguration(settings, placement);
  const msal =
    placement.channel === 'nested'
      ? await createNestablePublicClientApplication(configuration)
      : await createStandardPublicClientApplication(configuration);
  return { ...(await connectMsalClient(msal, settings, placement)), instance: msal };
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
  placement: SignInPlacement,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<Omit<AuthClient, 'instance'>> {
  const { channel } = placement;
  const embedded = channel !== 'redirect';
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

  // The host knows who is signed in to it: take that account silently, so a Teams or Outlook
  // user never meets a sign-in screen they do not need. If the host cannot, they sign in.
  if (channel === 'nested' && !account()) {
    try {
      const result = await msal.ssoSilent({ scopes });
      msal.setActiveAccount(result.account);
    } catch {
      // Not signed in silently: the sign-in screen offers the host's own prompt.
    }
  }

  return {
    currentUser() {
      const current = account();
      if (!current) return null;
      return { name: current.name ?? current.username, username: current.username };
    },

    async signIn() {
      if (channel === 'redirect') {
        await msal.loginRedirect({ scopes });
        return;
      }
      if (channel === 'nested') {
        try {
          const result = await msal.ssoSilent({ scopes });
          msal.setActiveAccount(result.account);
          return;
        } catch {
          // The host needs the user: its own prompt, below.
        }
      }
      // Straight to the popup without a nested host: a frame cannot reach the provider's
      // session silently, and a silent try first would spend the click the popup needs.
      const result = await msal.loginPopup({ scopes });
      msal.setActiveAccount(result.account);
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
        destination === 'signed-out'
          ? `${settings.origin}/auth/signed-out`
          : `${settings.origin}${placement.homePath}`,
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
