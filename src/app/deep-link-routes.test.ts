import { describe, expect, it } from 'vitest';
import type { HostInfo } from '@/lib/host/host';
import { openStartDeepLink, pathForDeepLink } from './deep-link-routes';
import { deepLinkForPath, isTeamsTab, subPageIdForPath, teamsTabForPath } from './teams-tabs';

describe('pathForDeepLink', () => {
  it('opens each kind of link at its route', () => {
    expect(pathForDeepLink({ to: 'home' })).toBe('/home');
    expect(pathForDeepLink({ to: 'projects' })).toBe('/projects');
    expect(pathForDeepLink({ to: 'portfolio' })).toBe('/portfolio');
    expect(pathForDeepLink({ to: 'reports' })).toBe('/reports');
    expect(pathForDeepLink({ to: 'project', projectId: 12 })).toBe('/projects/12/overview');
    expect(pathForDeepLink({ to: 'survey-report', projectId: 12, surveyId: 34 })).toBe(
      '/projects/12/surveys/34/report',
    );
    expect(pathForDeepLink({ to: 'leader-task', projectId: 12, taskId: 56 })).toBe(
      '/projects/12/leaders/tasks/56',
    );
  });
});

describe('deepLinkForPath', () => {
  it('reads the link back from a route', () => {
    expect(deepLinkForPath('/')).toEqual({ to: 'home' });
    expect(deepLinkForPath('/home')).toEqual({ to: 'home' });
    expect(deepLinkForPath('/projects')).toEqual({ to: 'projects' });
    expect(deepLinkForPath('/projects/12')).toEqual({ to: 'project', projectId: 12 });
    expect(deepLinkForPath('/projects/12/changes/4')).toEqual({ to: 'project', projectId: 12 });
    expect(deepLinkForPath('/projects/12/surveys/34/report')).toEqual({
      to: 'survey-report',
      projectId: 12,
      surveyId: 34,
    });
    expect(deepLinkForPath('/projects/12/leaders/tasks/56')).toEqual({
      to: 'leader-task',
      projectId: 12,
      taskId: 56,
    });
    expect(deepLinkForPath('/portfolio/heatmap')).toEqual({ to: 'portfolio' });
  });

  it('has no link for routes a link cannot name', () => {
    expect(deepLinkForPath('/projects/new-thing')).toBeNull();
    expect(deepLinkForPath('/user-profile')).toBeNull();
    expect(deepLinkForPath('/admin/flags')).toBeNull();
  });
});

describe('teamsTabForPath', () => {
  it('puts each area in the tab the manifest gives it', () => {
    expect(teamsTabForPath('/')).toBe('home');
    expect(teamsTabForPath('/home')).toBe('home');
    expect(teamsTabForPath('/projects/12/changes')).toBe('projects');
    expect(teamsTabForPath('/new-project/details')).toBe('projects');
    expect(teamsTabForPath('/archive')).toBe('projects');
    expect(teamsTabForPath('/portfolio/heatmap')).toBe('portfolio');
    expect(teamsTabForPath('/reports')).toBe('reports');
  });

  it('leaves pages of no tab to the tab the user is in', () => {
    expect(teamsTabForPath('/user-profile')).toBeNull();
    expect(teamsTabForPath('/admin')).toBeNull();
    expect(teamsTabForPath('/people/3')).toBeNull();
  });

  it('knows the manifest’s tabs', () => {
    expect(isTeamsTab('projects')).toBe(true);
    expect(isTeamsTab('settings')).toBe(false);
    expect(isTeamsTab(null)).toBe(false);
  });
});

describe('subPageIdForPath', () => {
  it('names the page inside the tab, and nothing for the tab’s own landing page', () => {
    expect(subPageIdForPath('/projects/12', 'projects')).toBe('project:12');
    expect(subPageIdForPath('/projects', 'projects')).toBeUndefined();
    expect(subPageIdForPath('/home', 'home')).toBeUndefined();
    expect(subPageIdForPath('/archive', 'projects')).toBeUndefined();
  });
});

function page(url: string) {
  const location = new URL(url);
  const replaced: string[] = [];
  const win = {
    location,
    history: {
      state: { idx: 0 },
      replaceState: (_state: unknown, _title: string, next: string) => {
        replaced.push(next);
        const moved = new URL(next, location.origin);
        location.pathname = moved.pathname;
        location.search = moved.search;
        location.hash = moved.hash;
      },
    },
  } as unknown as Window;
  return { win, replaced, location };
}

const teams: HostInfo = {
  kind: 'teams',
  hostName: 'Teams',
  theme: 'default',
  locale: 'en-gb',
  pageId: 'projects',
  subPageId: 'project:12',
  isInTeams: true,
  offersNestedAuth: false,
  framed: true,
};
const browser: HostInfo = { ...teams, kind: 'browser', hostName: null, subPageId: null };

describe('openStartDeepLink', () => {
  it('opens the Teams tab’s subPageId when Teams has just opened the tab', () => {
    const { win, location } = page('https://app.test/projects?host=teams');
    openStartDeepLink(teams, win);
    expect(`${location.pathname}${location.search}`).toBe('/projects/12/overview');
  });

  it('drops ?host=teams when the tab opens its own landing page', () => {
    const { win, location } = page('https://app.test/home?host=teams#main');
    openStartDeepLink({ ...teams, pageId: 'home', subPageId: null }, win);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/home#main');
  });

  it('does not send a tab that reloaded itself back to its deep link', () => {
    const { win, replaced } = page('https://app.test/archive');
    openStartDeepLink(teams, win);
    expect(replaced).toEqual([]);
  });

  it('opens ?page= in a browser, and Home for a link it cannot read', () => {
    const first = page('https://app.test/?page=project%3A7%2Fleader-task%3A3');
    openStartDeepLink(browser, first.win);
    expect(first.location.pathname).toBe('/projects/7/leaders/tasks/3');
    const second = page('https://app.test/?page=nonsense');
    openStartDeepLink(browser, second.win);
    expect(`${second.location.pathname}${second.location.search}`).toBe('/home');
  });

  it('leaves a browser page without a link alone', () => {
    const { win, replaced } = page('https://app.test/projects?archived=true');
    openStartDeepLink(browser, win);
    expect(replaced).toEqual([]);
  });

  it('leaves the Outlook pane alone (its history is in memory)', () => {
    const { win, replaced } = page('https://app.test/?host=outlook&page=project%3A4');
    openStartDeepLink({ ...browser, kind: 'outlook' }, win);
    expect(replaced).toEqual([]);
  });
});
