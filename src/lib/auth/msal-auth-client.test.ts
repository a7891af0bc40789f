import {
  AuthError,
  BrowserCacheLocation,
  CacheLookupPolicy,
  InteractionRequiredAuthError,
  ProtocolMode,
  ServerError,
  type AccountInfo,
  type AuthenticationResult,
} from '@azure/msal-browser';
import { describe, expect, it, vi } from 'vitest';
import { AuthRedirectStartedError, SessionEndedError } from './auth-client';
import { readAuthSettings } from './auth-settings';
import {
  connectMsalClient,
  isRefreshTokenRefused,
  msalConfiguration,
  type MsalClient,
} from './msal-auth-client';
import { browserPlacement, type SignInPlacement } from './sign-in-placement';

const settings = readAuthSettings({}, 'https://localhost:5443');

const account = {
  homeAccountId: 'ada.local',
  environment: 'localhost:5443',
  tenantId: '',
  username: 'admin@demo.changecraft.test',
  localAccountId: 'ada',
  name: 'Ada Admin',
} as AccountInfo;

function tokenResult(accessToken: string): AuthenticationResult {
  return { accessToken, account } as AuthenticationResult;
}

/** MSAL as connectMsalClient uses it, with one account signed in unless told otherwise. */
function fakeMsal(overrides: Partial<MsalClient> = {}, accounts: AccountInfo[] = [account]) {
  let active: AccountInfo | null = null;
  const msal = {
    handleRedirectPromise: vi.fn(() => Promise.resolve(null)),
    getActiveAccount: vi.fn(() => active),
    setActiveAccount: vi.fn((next: AccountInfo | null) => {
      active = next;
    }),
    getAllAccounts: vi.fn(() => accounts),
    loginRedirect: vi.fn(() => Promise.resolve()),
    loginPopup: vi.fn(() => Promise.resolve(tokenResult('popup'))),
    ssoSilent: vi.fn(() => Promise.resolve(tokenResult('silent'))),
    logoutRedirect: vi.fn(() => Promise.resolve()),
    acquireTokenSilent: vi.fn(() => Promise.resolve(tokenResult('access-1'))),
    acquireTokenRedirect: vi.fn(() => Promise.resolve()),
    acquireTokenPopup: vi.fn(() => Promise.resolve(tokenResult('popup-token'))),
    clearCache: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return msal;
}

describe('msalConfiguration', () => {
  it('trusts the local provider as an OIDC authority, keeps the cache in localStorage, answers on redirect.html', () => {
    const configuration = msalConfiguration(settings);
    expect(configuration.auth).toMatchObject({
      clientId: 'changecraft-spa',
      authority: 'https://localhost:5443/oidc',
      knownAuthorities: ['localhost:5443'],
      redirectUri: 'https://localhost:5443/redirect.html',
      postLogoutRedirectUri: 'https://localhost:5443/auth/signed-out',
    });
    expect(configuration.cache?.cacheLocation).toBe(BrowserCacheLocation.LocalStorage);
    expect(configuration.system?.protocolMode).toBe(ProtocolMode.OIDC);
  });

  it('in a frame, signs in interactively through the popup relay page', () => {
    const framed: SignInPlacement = { channel: 'popup', popupRelay: true, homePath: '/' };
    expect(msalConfiguration(settings, framed).auth.popupRelayUri).toBe(
      'https://localhost:5443/popup-relay.html',
    );
    expect(msalConfiguration(settings).auth.popupRelayUri).toBeUndefined();
  });

  it('uses Entra ID as itself', () => {
    const entra = readAuthSettings(
      {
        VITE_AUTH_AUTHORITY: 'https://login.microsoftonline.com/t/v2.0',
        VITE_AUTH_PROTOCOL: 'AAD',
      },
      'https://app.example',
    );
    const configuration = msalConfiguration(entra);
    expect(configuration.auth.knownAuthorities).toEqual([]);
    expect(configuration.system?.protocolMode).toBe(ProtocolMode.AAD);
  });
});

describe('the browser client', () => {
  it('reads the sign-in response first and makes its account the active one', async () => {
    const msal = fakeMsal({
      handleRedirectPromise: vi.fn(() => Promise.resolve(tokenResult('from-redirect'))),
    });
    const client = await connectMsalClient(msal, settings, browserPlacement);
    expect(msal.handleRedirectPromise).toHaveBeenCalledTimes(1);
    expect(msal.setActiveAccount).toHaveBeenCalledWith(account);
    expect(client.currentUser()).toEqual({
      name: 'Ada Admin',
      username: 'admin@demo.changecraft.test',
    });
  });

  it('has nobody signed in without an account, and no token to give', async () => {
    const msal = fakeMsal({}, []);
    const client = await connectMsalClient(msal, settings, browserPlacement);
    expect(client.currentUser()).toBeNull();
    await expect(client.acquireAccessToken()).resolves.toBeUndefined();
    expect(msal.acquireTokenSilent).not.toHaveBeenCalled();
  });

  it('signs in by redirect with profile, email, offline access and the API scope', async () => {
    const msal = fakeMsal({}, []);
    const client = await connectMsalClient(msal, settings, browserPlacement);
    await client.signIn();
    expect(msal.loginRedirect).toHaveBeenCalledWith({
      scopes: ['openid', 'profile', 'email', 'offline_access', 'api://changecraft/access_as_user'],
    });
    expect(msal.loginPopup).not.toHaveBeenCalled();
  });

  it('asks silently for an API token from the cache or the refresh token', async () => {
    const msal = fakeMsal();
    const client = await connectMsalClient(msal, settings, browserPlacement);
    await expect(client.acquireAccessToken()).resolves.toBe('access-1');
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({
      scopes: ['api://changecraft/access_as_user'],
      account,
      cacheLookupPolicy: CacheLookupPolicy.AccessTokenAndRefreshToken,
    });
  });

  it('ends the session when the provider refuses the refresh token', async () => {
    const msal = fakeMsal({
      acquireTokenSilent: vi.fn(() =>
        Promise.reject(new ServerError('invalid_grant', 'cid', 'grant request is invalid')),
      ),
    });
    const client = await connectMsalClient(msal, settings, browserPlacement);
    await expect(client.acquireAccessToken()).rejects.toBeInstanceOf(SessionEndedError);
    expect(msal.acquireTokenRedirect).not.toHaveBeenCalled();
  });

  it('signs in again by redirect when the provider needs the user', async () => {
    const msal = fakeMsal({
      acquireTokenSilent: vi.fn(() =>
        Promise.reject(new InteractionRequiredAuthError('no_tokens_found', 'cid')),
      ),
    });
    const client = await connectMsalClient(msal, settings, browserPlacement);
    await expect(client.acquireAccessToken()).rejects.toBeInstanceOf(AuthRedirectStartedError);
    expect(msal.acquireTokenRedirect).toHaveBeenCalledWith({
      scopes: ['api://changecraft/access_as_user'],
      account,
    });
  });

  it('passes other failures on', async () => {
    const msal = fakeMsal({
      acquireTokenSilent: vi.fn(() =>
        Promise.reject(new AuthError('network_error', 'cid', 'offline')),
      ),
    });
    const client = await connectMsalClient(msal, settings, browserPlacement);
    await expect(client.acquireAccessToken()).rejects.toThrow('offline');
  });

  it('signs out at the provider when the user asks, ending on the signed-out page', async () => {
    const msal = fakeMsal();
    const navigate = vi.fn();
    const client = await connectMsalClient(msal, settings, browserPlacement, navigate);
    await client.signOut('signed-out');
    expect(msal.logoutRedirect).toHaveBeenCalledWith({
      account,
      postLogoutRedirectUri: 'https://localhost:5443/auth/signed-out',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('forgets the session here and returns to the origin when the app signs the user out', async () => {
    const msal = fakeMsal();
    const navigate = vi.fn();
    const client = await connectMsalClient(msal, settings, browserPlacement, navigate);
    await client.signOut('origin');
    expect(msal.clearCache).toHaveBeenCalledTimes(1);
    expect(msal.logoutRedirect).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://localhost:5443/');
  });
});

const nested: SignInPlacement = { channel: 'nested', popupRelay: true, homePath: '/' };
const framedPopup: SignInPlacement = { channel: 'popup', popupRelay: true, homePath: '/' };
const pane: SignInPlacement = { channel: 'popup', popupRelay: false, homePath: '/?host=outlook' };

describe('in a host that signs the app in (nested app auth)', () => {
  it('takes the host’s account silently at start, so there is no sign-in screen', async () => {
    const msal = fakeMsal({}, []);
    const client = await connectMsalClient(msal, settings, nested);
    expect(msal.ssoSilent).toHaveBeenCalledWith({
      scopes: ['openid', 'profile', 'email', 'offline_access', 'api://changecraft/access_as_user'],
    });
    expect(msal.setActiveAccount).toHaveBeenCalledWith(account);
    expect(client.currentUser()).toEqual({
      name: 'Ada Admin',
      username: 'admin@demo.changecraft.test',
    });
  });

  it('shows the sign-in screen when the host cannot sign in silently', async () => {
    const msal = fakeMsal(
      {
        ssoSilent: vi.fn(() =>
          Promise.reject(new InteractionRequiredAuthError('login_required', 'cid')),
        ),
      },
      [],
    );
    const client = await connectMsalClient(msal, settings, nested);
    expect(client.currentUser()).toBeNull();
    expect(msal.loginPopup).not.toHaveBeenCalled();
  });

  it('signs in silently, then with the host’s popup, never by redirect', async () => {
    const msal = fakeMsal({
      ssoSilent: vi.fn(() =>
        Promise.reject(new InteractionRequiredAuthError('login_required', 'cid')),
      ),
    });
    const client = await connectMsalClient(msal, settings, nested);
    await client.signIn();
    expect(msal.ssoSilent).toHaveBeenCalledTimes(1);
    expect(msal.loginPopup).toHaveBeenCalledTimes(1);
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });
});

describe('in a frame without nested app auth', () => {
  it('signs in with a popup straight away, keeping the user’s click for it', async () => {
    const msal = fakeMsal({}, []);
    const client = await connectMsalClient(msal, settings, framedPopup);
    expect(msal.ssoSilent).not.toHaveBeenCalled();
    await client.signIn();
    expect(msal.loginPopup).toHaveBeenCalledTimes(1);
    expect(msal.ssoSilent).not.toHaveBeenCalled();
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it('asks for a token in a popup when the provider needs the user', async () => {
    const msal = fakeMsal({
      acquireTokenSilent: vi.fn(() =>
        Promise.reject(new InteractionRequiredAuthError('interaction_required', 'cid')),
      ),
    });
    const client = await connectMsalClient(msal, settings, pane);
    await expect(client.acquireAccessToken()).resolves.toBe('popup-token');
    expect(msal.acquireTokenRedirect).not.toHaveBeenCalled();
  });

  it('signs out in place, returning the Outlook pane to the pane', async () => {
    const msal = fakeMsal();
    const navigate = vi.fn();
    const client = await connectMsalClient(msal, settings, pane, navigate);
    await client.signOut('origin');
    expect(msal.logoutRedirect).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://localhost:5443/?host=outlook');
  });
});

describe('isRefreshTokenRefused', () => {
  it.each([
    [new ServerError('invalid_grant', 'cid', 'grant request is invalid'), true],
    [new AuthError('server_error', 'cid', 'AADSTS70000: Invalid refresh token.'), true],
    [new AuthError('server_error', 'cid', 'invalid_refresh_token'), true],
    [new InteractionRequiredAuthError('login_required', 'cid'), false],
    [new AuthError('network_error', 'cid', 'offline'), false],
    [new Error('invalid refresh token'), false],
  ])('%s → %s', (error, refused) => {
    expect(isRefreshTokenRefused(error)).toBe(refused);
  });
});
