import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectHost, type HostConnectors } from './detect-host';
import type { HostDetection } from './host';

// teams-js as the host library sees it; `imported` tells whether anything loaded it.
const teamsJs = vi.hoisted(() => ({
  imported: vi.fn(),
  initialize: vi.fn<() => Promise<void>>(),
  getContext: vi.fn<() => Promise<unknown>>(),
}));

vi.mock('@microsoft/teams-js', () => {
  teamsJs.imported();
  return {
    app: {
      initialize: teamsJs.initialize,
      getContext: teamsJs.getContext,
      notifySuccess: vi.fn(() => Promise.resolve()),
      notifyFailure: vi.fn(),
      registerOnThemeChangeHandler: vi.fn(),
      FailedReason: { AuthFailed: 'AuthFailed', Timeout: 'Timeout', Other: 'Other' },
    },
    nestedAppAuth: { isNAAChannelRecommended: () => false },
    pages: { currentApp: { isSupported: () => true, navigateTo: vi.fn() } },
  };
});

/** A window inside a frame (its top is another window), at `search`. */
function framedWindow(search = '', opener: unknown = null): Window {
  return {
    self: {},
    top: {},
    opener,
    location: { search },
    navigator: { language: 'fr-FR' },
  } as unknown as Window;
}

/** A top-level window at `search`. */
function topWindow(search = '', opener: unknown = null): Window {
  const win = { opener, location: { search }, navigator: { language: 'en-GB' } } as {
    self?: unknown;
    top?: unknown;
  };
  win.self = win;
  win.top = win;
  return win as unknown as Window;
}

const never = <T>() => new Promise<T>(() => undefined);

function connectors(overrides: Partial<HostConnectors> = {}): HostConnectors {
  return {
    teams: vi.fn(() => Promise.resolve(() => never<HostDetection | null>())),
    outlook: vi.fn(() => Promise.resolve(() => never<HostDetection | null>())),
    ...overrides,
  };
}

const teamsDetection: HostDetection = {
  info: {
    kind: 'teams',
    hostName: 'TeamsModern',
    theme: 'dark',
    locale: 'de-de',
    pageId: 'projects',
    subPageId: 'project:4',
    isInTeams: true,
    offersNestedAuth: true,
    framed: true,
  },
  connection: null,
};

beforeEach(() => {
  teamsJs.imported.mockClear();
  teamsJs.initialize.mockReset();
  teamsJs.getContext.mockReset();
});

describe('a top-level browser window', () => {
  it('is a browser at once, without loading teams-js or office.js', () => {
    const load = connectors();
    const detection = detectHost(topWindow(), { connectors: load });
    expect(detection).not.toBeInstanceOf(Promise);
    expect((detection as HostDetection).info).toMatchObject({
      kind: 'browser',
      hostName: null,
      locale: 'en-GB',
      isInTeams: false,
      framed: false,
    });
    expect(load.teams).not.toHaveBeenCalled();
    expect(load.outlook).not.toHaveBeenCalled();
  });

  it('does not import teams-js with the real host libraries either', () => {
    detectHost(window);
    expect(teamsJs.imported).not.toHaveBeenCalled();
  });

  it('is a browser even when a link says ?host=teams, unless a Teams client opened it', () => {
    expect(detectHost(topWindow('?host=teams'), { connectors: connectors() })).toMatchObject({
      info: { kind: 'browser' },
    });
    const load = connectors({
      teams: () => Promise.resolve(() => Promise.resolve(teamsDetection)),
    });
    const opened = detectHost(topWindow('?host=teams', {}), { connectors: load });
    expect(opened).toBeInstanceOf(Promise);
  });
});

describe('in a frame', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads teams-js and asks Teams, taking its context', async () => {
    teamsJs.initialize.mockResolvedValue(undefined);
    teamsJs.getContext.mockResolvedValue({
      app: { host: { name: 'Teams' }, theme: 'contrast', locale: 'nl-nl' },
      page: { id: 'home', subPageId: 'project:9' },
    });
    const detection = await detectHost(framedWindow());
    expect(teamsJs.imported).toHaveBeenCalledTimes(1);
    expect(detection.info).toMatchObject({
      kind: 'teams',
      hostName: 'Teams',
      theme: 'contrast',
      locale: 'nl-nl',
      pageId: 'home',
      subPageId: 'project:9',
      isInTeams: true,
      offersNestedAuth: false,
    });
    expect(detection.connection).not.toBeNull();
  });

  it('gives up on a parent that never answers after 3 s, and runs as a browser', async () => {
    vi.useFakeTimers();
    const load = connectors();
    let settled: HostDetection | undefined;
    void (detectHost(framedWindow(), { connectors: load }) as Promise<HostDetection>).then(
      (detection) => {
        settled = detection;
      },
    );
    await vi.advanceTimersByTimeAsync(2_999);
    expect(load.teams).toHaveBeenCalledTimes(1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled?.info).toMatchObject({ kind: 'browser', framed: true, locale: 'fr-FR' });
    expect(settled?.connection).toBeNull();
  });

  it('takes Teams’ answer when it comes within the time', async () => {
    vi.useFakeTimers();
    let answer: (detection: HostDetection) => void = () => undefined;
    const load = connectors({
      teams: () =>
        Promise.resolve(
          () =>
            new Promise<HostDetection>((resolve) => {
              answer = resolve;
            }),
        ),
    });
    const detection = detectHost(framedWindow(), { connectors: load });
    await vi.advanceTimersByTimeAsync(2_500);
    answer(teamsDetection);
    await expect(detection).resolves.toBe(teamsDetection);
  });

  it('runs as a browser when teams-js fails to load, and says why', async () => {
    const onProblem = vi.fn();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const detection = await detectHost(framedWindow(), {
      connectors: connectors({ teams: () => Promise.reject(failure) }),
      onProblem,
    });
    expect(detection.info.kind).toBe('browser');
    expect(onProblem).toHaveBeenCalledWith(failure);
  });
});

describe('?host=outlook', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads office.js (not teams-js) and takes Outlook’s answer', async () => {
    const outlook: HostDetection = {
      info: { ...teamsDetection.info, kind: 'outlook', hostName: 'Outlook', isInTeams: false },
      connection: null,
    };
    const load = connectors({
      outlook: vi.fn(() => Promise.resolve(() => Promise.resolve(outlook))),
    });
    await expect(detectHost(topWindow('?host=outlook'), { connectors: load })).resolves.toBe(
      outlook,
    );
    expect(load.teams).not.toHaveBeenCalled();
  });

  it('is a browser when Office reports no Outlook, or never gets ready (10 s)', async () => {
    const noOutlook = connectors({ outlook: () => Promise.resolve(() => Promise.resolve(null)) });
    await expect(
      detectHost(framedWindow('?host=outlook'), { connectors: noOutlook }),
    ).resolves.toMatchObject({ info: { kind: 'browser' } });

    vi.useFakeTimers();
    let settled: HostDetection | undefined;
    void (
      detectHost(topWindow('?host=outlook'), { connectors: connectors() }) as Promise<HostDetection>
    ).then((detection) => {
      settled = detection;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled?.info.kind).toBe('browser');
  });
});
