// Entry of redirect.html, the MSAL v5 redirect bridge: the identity provider sends the browser
// here after sign-in; the bridge hands the response to the window that asked for it (a popup or
// silent frame's opener, or the page that started a redirect) and navigates back.
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { closeLater } from '@/lib/auth/close-later';

// The bridge closes this popup right after posting the answer; let the answer arrive first.
closeLater(window, 1000);

broadcastResponseToMainFrame().catch((error: unknown) => {
  const status = document.getElementById('status');
  if (status) {
    const reason = error instanceof Error ? error.message : String(error);
    status.textContent = 'We could not finish signing you in. ';
    const link = document.createElement('a');
    link.href = `/auth-error?reason=${encodeURIComponent(reason)}`;
    link.textContent = 'See what went wrong';
    status.append(link);
  }
});
