import { matchPath } from 'react-router';
import { startPortfolioReads } from '@/features/reports/early-reads';
import { startEarlyReads } from '@/lib/api-client/early-reads';
import type { AuthSession } from '@/lib/auth/auth-session';
import { prepareDateFormats } from '@/lib/dates/calendar-date';
import type { PreloadableLazy } from '@/lib/lazy-with-reload';
import {
  homeReads,
  portfolioReads,
  projectListReads,
  reportFilterReads,
  shellReads,
} from './early-reads';
import { paths } from './paths';
import * as screens from './screens';

interface EarlyScreen {
  pattern: string;
  screen: PreloadableLazy;
  /** The screen's first reads (API paths), for the address's query string. */
  reads?: (search: string) => string[];
  /**
   * Starts the screen's first reads that are POSTs (its area takes their answers) once `token`
   * says someone is signed in.
   */
  start?: (search: string, token: Promise<string | undefined>) => void;
}

/**
 * The portfolio's dashboard and heatmap, which the server answers to a POST: the reports area's
 * small early-reads module starts them (in the main chunk: as a chunk of its own it waited behind
 * the screens' code on a busy server) and its hooks take the answers.
 */
function startPortfolioPosts(search: string, token: Promise<string | undefined>): void {
  token
    .then((signedIn) => {
      if (signedIn) startPortfolioReads(search);
    })
    .catch(() => undefined);
}

/** The signed-in screens people open a tab on, and what each needs first. */
const earlyScreens: readonly EarlyScreen[] = [
  { pattern: paths.root.pattern, screen: screens.HomeScreen, reads: homeReads },
  { pattern: paths.home.pattern, screen: screens.HomeScreen, reads: homeReads },
  { pattern: paths.projects.href(), screen: screens.ProjectsScreen, reads: projectListReads },
  { pattern: paths.projects.pattern, screen: screens.ProjectsScreen },
  {
    pattern: paths.portfolio.pattern,
    screen: screens.PortfolioScreen,
    reads: portfolioReads,
    start: startPortfolioPosts,
  },
  { pattern: paths.reports.pattern, screen: screens.ReportsScreen, reads: reportFilterReads },
  { pattern: paths.people.pattern, screen: screens.PeopleScreen },
  { pattern: paths.admin.pattern, screen: screens.AdminScreen },
];

/**
 * What a browser tab that may be signed in starts before React renders anything (DESIGN.md §8):
 * the shell's and the addressed screen's code, and, once the stored token copy is read, their
 * first API reads, so code and data download side by side instead of one after the other
 * (module, shell, screen, reads). A tab with no trace of a session starts only the sign-in
 * screen's code, which is where it is going.
 */
export function startEarly(session: AuthSession, place: Pick<Location, 'pathname' | 'search'>) {
  const match = earlyScreens.find(({ pattern }) => matchPath(pattern, place.pathname));
  const signingIn = matchPath(paths.signIn.pattern, place.pathname) !== null;
  if (signingIn || (match && !session.mayBeSignedIn())) {
    // Where the guard will send someone with no session: the sign-in screen's code, now.
    screens.SignInScreen.preload();
    return;
  }
  if (!match) return;
  screens.AppShell.preload();
  match.screen.preload();
  // While the code and the reads download, the main thread is free: the date formatters' data
  // loads then, in tasks of their own, instead of inside the first render of a list of dates.
  prepareDateFormats();
  // Who is signed in, settled now rather than from the guard's first effect: with a fresh token
  // copy the first render is already signed in, so React builds the shell and the screen in the
  // first render's transition (in slices, yielding to the browser) instead of in one blocking
  // update when the state changes under the guard's spinner. A failure shows through the guard.
  session.start().catch(() => undefined);
  const token = session.storedToken();
  match.start?.(place.search, token);
  token
    .then((stored) => {
      if (stored)
        startEarlyReads([...shellReads(), ...(match.reads?.(place.search) ?? [])], stored);
    })
    .catch(() => undefined);
}
