import { detectHost } from '@/lib/host/detect-host';
import type { HostStore } from '@/lib/host/host-store';
import { reportError } from '@/lib/telemetry/report-error';
import { openStartDeepLink } from './deep-link-routes';

/**
 * Finds out where the app runs. A browser tab is known before the first render; a Teams frame or
 * the Outlook pane answers shortly after, and the deep link it was asked for opens before the
 * app learns the answer, so the first screen is the linked one.
 */
export function startHost(host: HostStore, win: Window): void {
  host.start(
    () =>
      detectHost(win, { onProblem: (error) => reportError(error, { during: 'host detection' }) }),
    (info) => openStartDeepLink(info, win),
  );
}
