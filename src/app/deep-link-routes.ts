import { matchPath } from 'react-router';
import type { HostInfo } from '@/lib/host/host';
import { formatDeepLink, parseDeepLink, type DeepLink } from '@/lib/host/deep-link';
import { paths } from './paths';

/** The Teams tabs of the app package (manifest/manifest.template.json, `staticTabs[].entityId`). */
export const teamsTabs = ['home', 'projects', 'portfolio', 'reports'] as const;
export type TeamsTab = (typeof teamsTabs)[number];

export function isTeamsTab(pageId: string | null): pageId is TeamsTab {
  return (teamsTabs as readonly (string | null)[]).includes(pageId);
}

const projectPath = (projectId: number) => `${paths.projects.href()}/${projectId}`;

/**
 * The route a deep link opens. The project area owns the paths below /projects/{id}; these are
 * the ones a link from Teams or an email may name.
 */
export function pathForDeepLink(link: DeepLink): string {
  switch (link.to) {
    case 'home':
      return paths.home.href();
    case 'projects':
      return paths.projects.href();
    case 'portfolio':
      return paths.portfolio.href();
    case 'reports':
      return paths.reports.href();
    case 'project':
      return projectPath(link.projectId);
    case 'survey-report':
      return `${projectPath(link.projectId)}/surveys/${link.surveyId}/report`;
    case 'leader-task':
      return `${projectPath(link.projectId)}/leaders/tasks/${link.taskId}`;
  }
}

const deepLinkPatterns: [string, (params: Record<string, string | undefined>) => DeepLink][] = [
  ['/', () => ({ to: 'home' })],
  ['/home', () => ({ to: 'home' })],
  ['/projects', () => ({ to: 'projects' })],
  ['/portfolio/*', () => ({ to: 'portfolio' })],
  ['/reports', () => ({ to: 'reports' })],
  [
    '/projects/:project/surveys/:survey/report',
    (p) => parseDeepLink(`project:${p.project}/survey-report:${p.survey}`),
  ],
  [
    '/projects/:project/leaders/tasks/:task',
    (p) => parseDeepLink(`project:${p.project}/leader-task:${p.task}`),
  ],
  ['/projects/:project/*', (p) => parseDeepLink(`project:${p.project}`)],
];

/** The deep link that reopens `pathname` from another tab, or null when there is none. */
export function deepLinkForPath(pathname: string): DeepLink | null {
  for (const [pattern, toLink] of deepLinkPatterns) {
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match) {
      const link = toLink(match.params);
      // parseDeepLink answers Home for what it cannot read: that is not this path's link.
      return link.to === 'home' && pattern !== '/' && pattern !== '/home' ? null : link;
    }
  }
  return null;
}

const tabPatterns: [TeamsTab, readonly string[]][] = [
  ['home', ['/', '/home']],
  ['projects', [paths.projects.pattern, paths.newProject.pattern, paths.archive.pattern]],
  ['portfolio', [paths.portfolio.pattern]],
  ['reports', [paths.reports.pattern]],
];

/** The Teams tab a path belongs to; null for paths any tab may show (profile, admin…). */
export function teamsTabForPath(pathname: string): TeamsTab | null {
  for (const [tab, patterns] of tabPatterns) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return tab;
  }
  return null;
}

/** The `subPageId` that opens `pathname` in its tab; none for the tab's own landing page. */
export function subPageIdForPath(pathname: string, tab: TeamsTab): string | undefined {
  const link = deepLinkForPath(pathname);
  return link && link.to !== tab ? formatDeepLink(link) : undefined;
}

/**
 * At start, opens what the link asked for, by rewriting the URL before the router reads it: in
 * a Teams tab freshly opened from its `contentUrl` (`?host=teams`), the tab's `subPageId`;
 * anywhere, `?page=`. The `host` and `page` parameters go, so a later reload (after a deploy)
 * stays where the user is. The Outlook pane keeps its own history in memory and is left alone.
 */
export function openStartDeepLink(info: HostInfo, win: Window): void {
  if (info.kind === 'outlook') return;
  const url = new URL(win.location.href);
  const fromTeams =
    info.kind === 'teams' && url.searchParams.get('host') === 'teams' ? info.subPageId : null;
  const asked = fromTeams ?? url.searchParams.get('page');
  url.searchParams.delete('page');
  if (info.kind === 'teams') url.searchParams.delete('host');
  const next = asked ? pathForDeepLink(parseDeepLink(asked)) : `${url.pathname}${url.search}`;
  const current = `${win.location.pathname}${win.location.search}`;
  if (next !== current) {
    win.history.replaceState(win.history.state, '', `${next}${asked ? '' : url.hash}`);
  }
}
