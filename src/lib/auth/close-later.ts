/**
 * Makes this window's `close()` take effect `delayMs` later. MSAL's sign-in windows (the redirect
 * bridge in the provider's popup, the popup relay in a Teams or Outlook frame) post their answer
 * to the waiting window and close at once, while the waiting window checks every 500 ms whether
 * they have closed and counts one closed without an answer as cancelled. On a busy machine it saw
 * the close before the answer arrived, and signing in failed with user_cancelled.
 */
export function closeLater(target: Window, delayMs: number): void {
  const close = target.close.bind(target);
  target.close = () => {
    target.setTimeout(close, delayMs);
  };
}
