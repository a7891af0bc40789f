import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeApi, OfficeMailItem } from './office-api';
import { onSelectedEmailChanged, openInBrowser, readCurrentEmail } from './office-mail';

function ok<T>(value: T) {
  return { status: 'succeeded', value };
}

function installOffice(item: OfficeMailItem | null, supported: Record<string, boolean> = {}) {
  const handlers: Record<string, () => void> = {};
  const openBrowserWindow = vi.fn();
  const office: OfficeApi = {
    onReady: () => Promise.resolve({ host: 'Outlook', platform: 'PC' }),
    HostType: { Outlook: 'Outlook' },
    CoercionType: { Text: 'text' },
    AsyncResultStatus: { Succeeded: 'succeeded' },
    EventType: { ItemChanged: 'olkItemSelectedChanged', OfficeThemeChanged: 'officeThemeChanged' },
    context: {
      requirements: { isSetSupported: (name) => supported[name] ?? false },
      mailbox: {
        item,
        addHandlerAsync: vi.fn((type: string, handler: () => void) => {
          handlers[type] = handler;
        }),
      },
      ui: { openBrowserWindow },
    },
  };
  (window as unknown as { Office?: OfficeApi }).Office = office;
  return { office, handlers, openBrowserWindow };
}

const body = (text: string) => ({
  getAsync: (coercion: string, callback: (r: { status: string; value: string }) => void) =>
    callback(coercion === 'text' ? ok(text) : { status: 'failed', value: '' }),
});

afterEach(() => {
  delete (window as unknown as { Office?: OfficeApi }).Office;
});

describe('readCurrentEmail', () => {
  it('reads a received email: subject, sender, when, plain-text body', async () => {
    installOffice({
      itemType: 'message',
      subject: '  Go-live rota  ',
      from: { displayName: 'Sam Ward', emailAddress: 'sam@example.test' },
      dateTimeCreated: new Date('2026-03-02T09:30:00Z'),
      body: body('Hello team\n'),
    });
    await expect(readCurrentEmail()).resolves.toEqual({
      subject: 'Go-live rota',
      from: 'Sam Ward <sam@example.test>',
      receivedAt: '2026-03-02T09:30:00.000Z',
      body: 'Hello team',
    });
  });

  it('reads an email being written through its fields’ getAsync', async () => {
    installOffice({
      itemType: 'message',
      subject: { getAsync: (callback) => callback(ok('Draft: briefing')) },
      from: {
        getAsync: (callback) =>
          callback(ok({ displayName: 'maya@example.test', emailAddress: 'maya@example.test' })),
      },
      body: body('Draft text'),
    });
    await expect(readCurrentEmail()).resolves.toEqual({
      subject: 'Draft: briefing',
      from: 'maya@example.test',
      receivedAt: null,
      body: 'Draft text',
    });
  });

  it('has no email when nothing is selected, for an appointment, or outside Outlook', async () => {
    await expect(readCurrentEmail()).resolves.toBeNull();
    installOffice(null);
    await expect(readCurrentEmail()).resolves.toBeNull();
    installOffice({ itemType: 'appointment', subject: 'Stand-up', body: body('') });
    await expect(readCurrentEmail()).resolves.toBeNull();
  });

  it('fails with Outlook’s reason when Outlook cannot give the body', async () => {
    installOffice({
      itemType: 'message',
      subject: 'S',
      body: {
        getAsync: (_coercion, callback) =>
          callback({ status: 'failed', value: '', error: { message: 'Item is busy.' } }),
      },
    });
    await expect(readCurrentEmail()).rejects.toThrow('Item is busy.');
  });
});

describe('onSelectedEmailChanged', () => {
  it('gives Outlook one handler and tells every listener until they stop', () => {
    const { handlers, office } = installOffice(null);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onSelectedEmailChanged(first);
    onSelectedEmailChanged(second);
    expect(office.context.mailbox?.addHandlerAsync).toHaveBeenCalledTimes(1);
    handlers.olkItemSelectedChanged?.();
    stopFirst();
    handlers.olkItemSelectedChanged?.();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});

describe('openInBrowser', () => {
  it('asks Outlook to open the browser where it can, or opens a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const supported = installOffice(null, { OpenBrowserWindowApi: true });
    openInBrowser('https://app.test/projects/3');
    expect(supported.openBrowserWindow).toHaveBeenCalledWith('https://app.test/projects/3');
    expect(open).not.toHaveBeenCalled();

    installOffice(null);
    openInBrowser('https://app.test/projects/4');
    expect(open).toHaveBeenCalledWith('https://app.test/projects/4', '_blank', 'noopener');
  });
});
