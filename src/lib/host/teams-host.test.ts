import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectTeams } from './teams-host';

const teamsJs = vi.hoisted(() => ({
  initialize: vi.fn(() => Promise.resolve()),
  getContext: vi.fn(),
  notifySuccess: vi.fn(() => Promise.resolve()),
  notifyFailure: vi.fn(),
  registerOnThemeChangeHandler: vi.fn<(handler: (theme: string) => void) => void>(),
  isNAAChannelRecommended: vi.fn(() => true),
  currentAppSupported: vi.fn(() => true),
  navigateTo: vi.fn(() => Promise.resolve()),
}));

vi.mock('@microsoft/teams-js', () => ({
  app: {
    initialize: teamsJs.initialize,
    getContext: teamsJs.getContext,
    notifySuccess: teamsJs.notifySuccess,
    notifyFailure: teamsJs.notifyFailure,
    registerOnThemeChangeHandler: teamsJs.registerOnThemeChangeHandler,
    FailedReason: { AuthFailed: 'AuthFailed', Timeout: 'Timeout', Other: 'Other' },
  },
  nestedAppAuth: { isNAAChannelRecommended: teamsJs.isNAAChannelRecommended },
  pages: {
    currentApp: { isSupported: teamsJs.currentAppSupported, navigateTo: teamsJs.navigateTo },
  },
}));

function context(overrides: { theme?: string; subPageId?: string; name?: string } = {}) {
  return {
    app: {
      host: { name: overrides.name ?? 'TeamsModern' },
      theme: overrides.theme ?? 'dark',
      locale: 'en-gb',
    },
    page: { id: 'projects', subPageId: overrides.subPageId ?? '' },
  };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('connectTeams', () => {
  it('initialises teams-js, then reads the host, theme, language, tab and deep link', async () => {
    teamsJs.getContext.mockResolvedValue(context({ subPageId: 'project:12' }));
    const { info } = await connectTeams(window);
    expect(teamsJs.initialize).toHaveBeenCalledBefore(teamsJs.getContext);
    expect(info).toEqual({
      kind: 'teams',
      hostName: 'TeamsModern',
      theme: 'dark',
      locale: 'en-gb',
      pageId: 'projects',
      subPageId: 'project:12',
      isInTeams: true,
      offersNestedAuth: true,
      framed: false,
    });
  });

  it('treats an unknown theme as Teams’ default and an empty subPageId as none', async () => {
    teamsJs.getContext.mockResolvedValue(context({ theme: 'glass', name: 'Outlook' }));
    teamsJs.isNAAChannelRecommended.mockReturnValue(false);
    const { info } = await connectTeams(window);
    expect(info).toMatchObject({
      hostName: 'Outlook',
      theme: 'default',
      subPageId: null,
      offersNestedAuth: false,
    });
  });

  it('tells Teams about success and failure, and passes theme changes on', async () => {
    teamsJs.getContext.mockResolvedValue(context());
    const { connection } = await connectTeams(window);
    connection?.notifySuccess();
    connection?.notifyFailure('AuthFailed', 'Sign-in failed.');
    expect(teamsJs.notifySuccess).toHaveBeenCalledTimes(1);
    expect(teamsJs.notifyFailure).toHaveBeenCalledWith({
      reason: 'AuthFailed',
      message: 'Sign-in failed.',
    });

    const themes: string[] = [];
    connection?.onThemeChange((theme) => themes.push(theme));
    const handler = teamsJs.registerOnThemeChangeHandler.mock.calls[0]?.[0];
    handler?.('contrast');
    handler?.('something-new');
    expect(themes).toEqual(['contrast', 'default']);
  });

  it('opens another tab with pages.currentApp, when the host supports it', async () => {
    teamsJs.getContext.mockResolvedValue(context());
    const { connection } = await connectTeams(window);
    await expect(connection?.openTab?.('home', undefined)).resolves.toBe(true);
    await expect(connection?.openTab?.('projects', 'project:3')).resolves.toBe(true);
    expect(teamsJs.navigateTo.mock.calls).toEqual([
      [{ pageId: 'home' }],
      [{ pageId: 'projects', subPageId: 'project:3' }],
    ]);
    teamsJs.currentAppSupported.mockReturnValue(false);
    await expect(connection?.openTab?.('home', undefined)).resolves.toBe(false);
    expect(teamsJs.navigateTo).toHaveBeenCalledTimes(2);
  });
});
