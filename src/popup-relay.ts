// Entry of popup-relay.html. Inside a Teams or Outlook frame that offers no nested app auth,
// the browser keeps the frame's storage apart from the top-level site's (or refuses it), so the
// sign-in popup's answer cannot reach the frame the usual way. MSAL then opens this page
// top-level (auth.popupRelayUri); on the user's click it opens the identity provider, receives
// the answer from redirect.html and hands it back to the frame, which finishes signing in.
import { runPopupRelay } from '@azure/msal-browser/popup-relay';
import { readAuthSettings } from '@/lib/auth/auth-settings';
import { closeLater } from '@/lib/auth/close-later';

// The relay closes itself right after handing the answer to the frame; let the answer arrive first.
closeLater(window, 1000);

const button = document.getElementById('continue');
const status = document.getElementById('status');
const { authority } = readAuthSettings(import.meta.env, window.location.origin);

function showProblem(error: unknown) {
  if (!status) return;
  const reason = error instanceof Error ? error.message : String(error);
  status.textContent = 'We could not open the sign-in page. Close this window and try again. ';
  const link = document.createElement('a');
  link.href = `/auth-error?reason=${encodeURIComponent(reason)}`;
  link.textContent = 'See what went wrong';
  status.append(link);
}

button?.addEventListener('click', () => {
  try {
    // Opening the sign-in window needs this click, or the browser blocks it as a pop-up.
    runPopupRelay({ allowedAuthorityOrigins: [new URL(authority).origin] });
    button.remove();
    if (status) status.textContent = 'Sign in in the window that opened. This one then closes.';
  } catch (error) {
    showProblem(error);
  }
});

// Ready for the click now; before this script ran, a click would have done nothing.
if (button instanceof HTMLButtonElement) button.disabled = false;
