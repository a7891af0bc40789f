import { describe, expect, it, vi } from 'vitest';
import { connectTracker } from '@/lib/telemetry/track';
import type { HostConnection, HostDetection, HostInfo, HostTheme } from './host';
import { HostStore } from './host-store';

const teams: HostInfo = {
  kind: 'teams',
  hostName: 'Teams',
  theme: 'default',
  locale: 'en-gb',
  pageId: 'home',
  subPageId: null,
  isInTeams: true,
  offersNestedAuth: false,
  framed: true,
};

function fakeConnection() {
  let themeListener: ((theme: HostTheme) => void) | undefined;
  const connection = {
    notifySuccess: vi.fn(),
    notifyFailure: vi.fn(),
    onThemeChange: vi.fn((listener: (theme: HostTheme) => void) => {
      themeListener = listener;
    }),
    openTab: vi.fn(() => Promise.resolve(true)),
  } satisfies HostConnection;
  return { connection, changeTheme: (theme: HostTheme) => themeListener?.(theme) };
}

describe('HostStore', () => {
  it('knows a browser synchronously, before the first render', () => {
    const store = new HostStore('browser');
    const browser: HostDetection = {
      info: { ...teams, kind: 'browser', hostName: null, isInTeams: false },
      connection: null,
    };
    store.start(() => browser);
    expect(store.getState()).toEqual({ status: 'ready', info: browser.info });
  });

  it('is detecting until the host answers, then runs what must happen first, then is ready', async () => {
    const store = new HostStore('teams');
    const order: string[] = [];
    let answer: (detection: HostDetection) => void = () => undefined;
    store.subscribe(() => order.push(`state:${store.getState().status}`));
    store.start(
      () =>
        new Promise<HostDetection>((resolve) => {
          answer = resolve;
        }),
      (info) => {
        order.push(`before-ready:${info.kind}`);
      },
    );
    expect(store.getState()).toEqual({ status: 'detecting', candidate: 'teams' });
    answer({ info: teams, connection: null });
    await expect(store.ready()).resolves.toEqual(teams);
    expect(order).toEqual(['before-ready:teams', 'state:ready']);
  });

  it('detects once, however often it is started', () => {
    const store = new HostStore('browser');
    const detect = vi.fn(() => ({ info: teams, connection: null }));
    store.start(detect);
    store.start(detect);
    expect(detect).toHaveBeenCalledTimes(1);
  });

  it('tells the host the first screen is usable, once, and not before it is connected', () => {
    const { connection } = fakeConnection();
    const store = new HostStore('teams');
    store.screenShown();
    let answer: (detection: HostDetection) => void = () => undefined;
    store.start(() => new Promise<HostDetection>((resolve) => (answer = resolve)));
    store.screenShown();
    expect(connection.notifySuccess).not.toHaveBeenCalled();

    const ready = HostStore.ready(teams, connection);
    ready.screenShown();
    ready.screenShown();
    ready.startFailed('AuthFailed', 'too late');
    expect(connection.notifySuccess).toHaveBeenCalledTimes(1);
    expect(connection.notifyFailure).not.toHaveBeenCalled();
    answer({ info: teams, connection: null });
  });

  it('reports a start-up failure instead of success', () => {
    const { connection } = fakeConnection();
    const store = HostStore.ready(teams, connection);
    store.startFailed('AuthFailed', 'The authority is unreachable.');
    store.screenShown();
    expect(connection.notifyFailure).toHaveBeenCalledWith(
      'AuthFailed',
      'The authority is unreachable.',
    );
    expect(connection.notifySuccess).not.toHaveBeenCalled();
  });

  it('follows the host’s theme as it changes', () => {
    const { connection, changeTheme } = fakeConnection();
    const store = HostStore.ready(teams, connection);
    const listener = vi.fn();
    store.subscribe(listener);
    changeTheme('dark');
    expect(store.getState()).toMatchObject({ status: 'ready', info: { theme: 'dark' } });
    changeTheme('dark');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('switches Teams tabs through the host, and says when it cannot', async () => {
    const { connection } = fakeConnection();
    await expect(HostStore.ready(teams, connection).openTab('projects', 'project:3')).resolves.toBe(
      true,
    );
    expect(connection.openTab).toHaveBeenCalledWith('projects', 'project:3');
    await expect(HostStore.ready(teams, null).openTab('projects')).resolves.toBe(false);
    const refusing = { ...connection, openTab: () => Promise.reject(new Error('not here')) };
    await expect(HostStore.ready(teams, refusing).openTab('projects')).resolves.toBe(false);
  });

  it('tags usage events with the host, and records that the Teams app opened', () => {
    const sent: [string, Record<string, unknown>][] = [];
    connectTracker((event, properties) => sent.push([event, properties]));
    HostStore.ready({ ...teams, hostName: 'Outlook', pageId: 'projects', subPageId: 'project:2' });
    expect(sent).toContainEqual([
      'Teams app opened',
      {
        host: 'teams',
        host_name: 'Outlook',
        page_id: 'projects',
        sub_page_id: 'project:2',
      },
    ]);
  });
});
