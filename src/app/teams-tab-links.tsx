import { useEffect } from 'react';
import { useHostStore } from '@/lib/host/host-context';
import type { HostStore } from '@/lib/host/host-store';
import { navigateTo } from './navigation';
import { isTeamsTab, subPageIdForPath, teamsTabForPath, type TeamsTab } from './teams-tabs';

function sameTabClick(event: MouseEvent): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

/**
 * Inside Teams, a link to another tab's area (Home, Projects, Portfolio, Reports) switches tab
 * through `pages.currentApp.navigateTo`, with the deep link as `subPageId`, as Teams users
 * expect; links within the tab's own area route as usual. Listens on the document in the
 * capture phase, so the router's links see the click handled. Returns the way to stop.
 */
export function followLinksAcrossTeamsTabs(
  doc: Document,
  host: HostStore,
  currentTab: string | null,
): () => void {
  const onClick = (event: MouseEvent) => {
    if (sameTabClick(event) || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, doc.baseURI);
    if (url.origin !== doc.location.origin) return;
    const tab: TeamsTab | null = teamsTabForPath(url.pathname);
    if (!tab || tab === currentTab) return;

    event.preventDefault();
    const where = `${url.pathname}${url.search}${url.hash}`;
    void host.openTab(tab, subPageIdForPath(url.pathname, tab)).then((opened) => {
      if (!opened) navigateTo(where);
    });
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/** In a Teams tab, links to another tab's area switch tabs (a chunk loaded only in Teams). */
export function TeamsTabLinks({ pageId }: { pageId: string | null }) {
  const host = useHostStore();
  useEffect(() => {
    // A tab the app does not know (or none) cannot tell which links leave it: route them all.
    if (!isTeamsTab(pageId)) return undefined;
    return followLinksAcrossTeamsTabs(document, host, pageId);
  }, [host, pageId]);
  return null;
}
