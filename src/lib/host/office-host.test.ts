import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeApi, OfficeThemeColours } from './office-api';
import { connectOutlook, OFFICE_JS_URL } from './office-host';

type Handler = (event: { type: string; officeTheme?: OfficeThemeColours }) => void;

const body = (bodyBackgroundColor: string): OfficeThemeColours => ({
  bodyBackgroundColor,
  bodyForegroundColor: '#808080',
  controlBackgroundColor: bodyBackgroundColor,
  controlForegroundColor: '#808080',
});

/** What loading office.js does: defines Office, and nulls the History API as office.js does. */
function fakeOfficeJs(options: {
  host?: string | null;
  bodyBackgroundColor?: string;
  supported?: Record<string, boolean>;
}) {
  const handlers: Record<string, Handler> = {};
  const office: OfficeApi = {
    onReady: () => Promise.resolve({ host: options.host ?? null, platform: 'OfficeOnline' }),
    HostType: { Outlook: 'Outlook' },
    CoercionType: { Text: 'text' },
    AsyncResultStatus: { Succeeded: 'succeeded' },
    EventType: { ItemChanged: 'olkItemSelectedChanged', OfficeThemeChanged: 'officeThemeChanged' },
    context: {
      displayLanguage: 'fr-FR',
      officeTheme: {
        bodyBackgroundColor: options.bodyBackgroundColor ?? '#ffffff',
        bodyForegroundColor: '#000000',
        controlBackgroundColor: '#ffffff',
        controlForegroundColor: '#000000',
      },
      requirements: { isSetSupported: (name) => options.supported?.[name] ?? false },
      mailbox: {
        item: null,
        addHandlerAsync: (type, handler) => {
          handlers[type] = handler;
        },
      },
    },
  };
  const sources: string[] = [];
  const load = vi.fn((_doc: Document, src: string) => {
    sources.push(src);
    (window as unknown as { Office?: OfficeApi }).Office = office;
    (window.history as { pushState: unknown }).pushState = null;
    (window.history as { replaceState: unknown }).replaceState = null;
    return Promise.resolve();
  });
  return { load, sources, handlers };
}

afterEach(() => {
  delete (window as unknown as { Office?: OfficeApi }).Office;
});

describe('connectOutlook', () => {
  it('loads office.js from Microsoft’s CDN and reads Outlook: language, theme, nested app auth', async () => {
    const office = fakeOfficeJs({
      host: 'Outlook',
      bodyBackgroundColor: '#1f1f1f',
      supported: { NestedAppAuth: true, Mailbox: true },
    });
    const detection = await connectOutlook(window, office.load);
    expect(office.sources).toEqual([OFFICE_JS_URL]);
    expect(detection?.info).toEqual({
      kind: 'outlook',
      hostName: 'Outlook',
      theme: 'dark',
      locale: 'fr-FR',
      pageId: null,
      subPageId: null,
      isInTeams: false,
      offersNestedAuth: true,
      framed: false,
    });
  });

  it('puts back the History API that office.js takes away', async () => {
    const { pushState, replaceState } = window.history;
    await connectOutlook(window, fakeOfficeJs({ host: 'Outlook' }).load);
    expect(window.history.pushState).toBe(pushState);
    expect(window.history.replaceState).toBe(replaceState);
    window.history.pushState(null, '', '/still-works');
    expect(window.location.pathname).toBe('/still-works');
  });

  it('is not Outlook when Office reports another host or none', async () => {
    await expect(connectOutlook(window, fakeOfficeJs({ host: null }).load)).resolves.toBeNull();
    await expect(connectOutlook(window, fakeOfficeJs({ host: 'Word' }).load)).resolves.toBeNull();
  });

  it('fails when the script defines no Office', async () => {
    await expect(connectOutlook(window, () => Promise.resolve())).rejects.toThrow(
      'did not define Office',
    );
  });

  it('follows Outlook’s theme changes where the mailbox offers them (Mailbox 1.14)', async () => {
    const office = fakeOfficeJs({ host: 'Outlook', supported: { Mailbox: true } });
    const detection = await connectOutlook(window, office.load);
    const themes: string[] = [];
    detection?.connection?.onThemeChange((theme) => themes.push(theme));
    office.handlers.officeThemeChanged?.({
      type: 'officeThemeChanged',
      officeTheme: body('#000000'),
    });
    office.handlers.officeThemeChanged?.({
      type: 'officeThemeChanged',
      officeTheme: body('#f3f2f1'),
    });
    expect(themes).toEqual(['dark', 'default']);

    const older = fakeOfficeJs({ host: 'Outlook', supported: {} });
    const olderDetection = await connectOutlook(window, older.load);
    olderDetection?.connection?.onThemeChange(() => undefined);
    expect(older.handlers).toEqual({});
  });
});
