import { ApiError, type ErrorPage } from './api-error';

/**
 * What the app does when a call needs a token or fails. The transport never navigates or shows
 * anything itself: the app registers these at start (src/app/api-bindings.tsx).
 */
export interface ApiHandlers {
  /** The bearer token for signed-in calls; undefined when nobody is signed in. */
  getAccessToken: () => Promise<string | undefined>;
  /** The token was missing: sign out and return to the app origin (SPEC §8). */
  onMissingToken: () => void;
  /** The API refused the token (401): sign in again, then come back (DESIGN.md §4). */
  onSignInAgain: (error: ApiError) => void;
  /** No answer at all: the device or the network is offline. */
  onOffline: (error: ApiError) => void;
  /** A failure SPEC §8 answers with a page. */
  onErrorPage: (page: ErrorPage, error: ApiError) => void;
  /** Any other failure, once logged: tell the user. */
  onFailure: (error: ApiError) => void;
}

const unregistered: ApiHandlers = {
  getAccessToken: () => Promise.resolve(undefined),
  onMissingToken: () => undefined,
  onSignInAgain: () => undefined,
  onOffline: () => undefined,
  onErrorPage: () => undefined,
  onFailure: () => undefined,
};

let current: ApiHandlers = unregistered;

/** Registers handlers; returns a function that puts the previous ones back. */
export function setApiHandlers(handlers: Partial<ApiHandlers>): () => void {
  const previous = current;
  current = { ...current, ...handlers };
  return () => {
    current = previous;
  };
}

export function apiHandlers(): ApiHandlers {
  return current;
}

/**
 * Opens an error page of SPEC §8 for something the screen found itself (a malformed id is a
 * missing project), the same way a failed call does: it replaces the screen and remembers it.
 */
export function showErrorPage(page: ErrorPage, what: string): void {
  const reason = page === 'not-found' ? 'Not found.' : 'Cannot be shown.';
  current.onErrorPage(page, new ApiError(what, reason, page === 'not-found' ? 404 : undefined));
}
