/** MSAL's storage prefix: its cache, its account list and an interaction in progress. */
const MSAL_PREFIX = 'msal.';

function hasKeyWithPrefix(storage: Storage): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith(MSAL_PREFIX)) return true;
  }
  return false;
}

/**
 * Whether this browser may hold a sign-in session: any MSAL entry in local storage (accounts,
 * tokens) or session storage (a sign-in response waiting to be read). A first visit has none,
 * so its sign-in screen never downloads MSAL before the user asks to sign in.
 */
export function mayHaveStoredSession(
  storages: readonly Storage[] = [window.localStorage, window.sessionStorage],
): boolean {
  try {
    return storages.some(hasKeyWithPrefix);
  } catch {
    // Storage refused (privacy mode): let MSAL decide.
    return true;
  }
}
