/** Where the last "sign in again" is remembered, across the redirect to the provider and back. */
const STORAGE_KEY = 'changecraft.signed-in-again';
/**
 * A refusal this soon after signing in again is not an old token: the API refuses this person
 * (or the app is misconfigured), and signing in once more would loop.
 */
const RECENT_MS = 2 * 60_000;

let underWay = false;

function signedInAgainRecently(now: number): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(STORAGE_KEY));
    return Number.isFinite(at) && now - at < RECENT_MS;
  } catch {
    return false;
  }
}

function remember(now: number): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Storage refused (privacy mode): a loop is then stopped by the provider's own prompt.
  }
}

/**
 * The API refused the token (401): the person signs in again, once however many calls were
 * refused together; refused again right after, they see the unauthorised page instead.
 */
export function signInAgain(
  start: () => Promise<void>,
  showUnauthorised: () => void,
  now = Date.now(),
): void {
  if (underWay) return;
  if (signedInAgainRecently(now)) {
    showUnauthorised();
    return;
  }
  underWay = true;
  remember(now);
  start()
    .catch(() => undefined) // the session shows a failed sign-in as its state
    .finally(() => {
      underWay = false;
    });
}
