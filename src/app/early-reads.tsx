import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useAuthSession } from '@/lib/auth/auth-context';
import { paths } from './paths';

/**
 * Screens whose first reads may start from the address alone. On the page's first route the
 * router starts them, with the screen's code, as soon as the route is matched and the user is
 * signed in, instead of after the shell's and the screen's code have loaded one after the other:
 * the server works while the browser fetches and runs the code. Each area's early-reads module
 * is small and its own chunk; its hooks take the early answers.
 */
const earlyReads: { pattern: string; start: (search: string) => void }[] = [
  {
    pattern: paths.portfolio.pattern,
    start: (search) => {
      void import('@/features/reports/screens/portfolio-screen').catch(() => undefined);
      void import('@/features/reports/early-reads')
        .then((m) => m.startPortfolioReads(search))
        .catch(() => undefined);
    },
  },
];

/**
 * Starts the early reads of the first route, once signed in. Later navigations leave it to the
 * screens, whose reads are then usually cached already.
 */
export function EarlyReads() {
  // Watches the session without starting it: public pages never load the identity library.
  const session = useAuthSession();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const { pathname, search } = useLocation();
  const first = useRef<{ pathname: string; search: string } | undefined>(undefined);
  first.current ??= { pathname, search };
  const signedIn = state.status === 'signed-in';
  const started = useRef(false);
  // A layout effect, so on a route whose screen is already loaded the early reads start before
  // the screen's own reads (which SWR starts in layout effects of later siblings) look for them.
  useLayoutEffect(() => {
    const at = first.current;
    if (!signedIn || started.current || !at) return;
    started.current = true;
    // Only if the user is still where the page opened (a guard may have sent them elsewhere).
    if (at.pathname !== pathname) return;
    for (const read of earlyReads) if (matchPath(read.pattern, pathname)) read.start(search);
  }, [signedIn, pathname, search]);
  return null;
}
