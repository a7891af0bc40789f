import { detectHost } from '@/lib/host/detect-host';
import type { HostStore } from '@/lib/host/host-store';
import { reportError } from '@/lib/telemetry/report-error';
import { loadTeamsThemes } from '@/lib/theme/themes';
import { openStartDeepLink } from './deep-link-routes';

/**
 * Finds out where the app runs. A browser tab is known before the first render; a Teams frame or
 * the Outlook pane answers shortly after. Before the app learns the answer, a Teams tab has
 * Teams' themes (fetched while Teams answers) and the deep link it was asked for is open.
 */
export function startHost(host: HostStore, win: Window): void {
  const teamsThemes =
    host.candidate === 'teams'
      ? loadTeamsThemes().catch((error: unknown) => {
          // Changecraft's own themes stand in; the app still opens.
          reportError(error, { during: 'loading Teams themes' });
        })
      : undefined;
  host.start(
    () =>
      detectHost(win, { onProblem: (error) => reportError(error, { during: 'host detection' }) }),
    (info) => {
      openStartDeepLink(info, win);
      if (info.kind === 'teams' && teamsThemes) return teamsThemes;
      return undefined;
    },
  );
}
