import type { HostInfo } from '@/lib/host/host';
import { parseDeepLink, type DeepLink } from '@/lib/host/deep-link';
import { paths } from './paths';

const projectPath = (projectId: number) => `${paths.projects.href()}/${projectId}`;

/**
 * The route a deep link opens. The project area owns the paths below /projects/{id}: a project
 * opens at its overview; a survey report and a leader task at the places the surveys and leaders
 * areas will route (until they do, the project says the section does not exist yet).
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
      return paths.project.href(link.projectId);
    case 'survey-report':
      return `${projectPath(link.projectId)}/surveys/${link.surveyId}/report`;
    case 'leader-task':
      return `${projectPath(link.projectId)}/leaders/tasks/${link.taskId}`;
  }
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
