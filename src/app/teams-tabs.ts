import { matchPath } from 'react-router';
import { formatDeepLink, parseDeepLink, type DeepLink } from '@/lib/host/deep-link';
import { paths } from './paths';

// Which Teams tab each page belongs to; loaded only in a Teams tab (teams-tab-links.tsx).

/** The Teams tabs of the app package (manifest/manifest.template.json, `staticTabs[].entityId`). */
export const teamsTabs = ['home', 'projects', 'portfolio', 'reports'] as const;
export type TeamsTab = (typeof teamsTabs)[number];

export function isTeamsTab(pageId: string | null): pageId is TeamsTab {
  return (teamsTabs as readonly (string | null)[]).includes(pageId);
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
