import type { IPublicClientApplication } from '@azure/msal-browser';

/** The signed-in person as the identity provider names them. */
export interface SignedInUser {
  name: string;
  username: string;
}

/**
 * Where sign-out ends: the signed-out page after the user chose to sign out, or the app's origin
 * when the app signed them out (missing token, refresh token refused).
 */
export type SignOutDestination = 'signed-out' | 'origin';

/** What the app needs from the identity library; MSAL implements it, tests fake it. */
export interface AuthClient {
  /** The MSAL instance behind it, which MsalProvider holds for the React side of sign-in. */
  readonly instance: IPublicClientApplication;
  currentUser(): SignedInUser | null;
  /** Browser: navigates to the identity provider. Hosts: silent, then a popup. */
  signIn(): Promise<void>;
  signOut(destination: SignOutDestination): Promise<void>;
  /**
   * A bearer token for the API, or undefined when nobody is signed in. Throws SessionEndedError
   * when the provider refuses the refresh token, AuthRedirectStartedError when the browser is
   * leaving to sign in again.
   */
  acquireAccessToken(): Promise<string | undefined>;
}

/** The identity provider no longer accepts the session ("invalid refresh token"). */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

/** The browser is on its way to the identity provider; the current request cannot continue. */
export class AuthRedirectStartedError extends Error {
  override readonly name = 'AuthRedirectStartedError';
}
