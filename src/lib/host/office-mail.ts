import {
  officeApi,
  type OfficeApi,
  type OfficeAsyncResult,
  type OfficeMailItem,
} from './office-api';

/** The email the Outlook pane sits beside, as far as sharing it needs. */
export interface EmailToShare {
  subject: string;
  /** "Name <address>", when Outlook says who sent it. */
  from: string | null;
  /** ISO date-time the email was created, in read mode. */
  receivedAt: string | null;
  /** The body as plain text. */
  body: string;
}

function asPromise<T>(office: OfficeApi, call: (done: (r: OfficeAsyncResult<T>) => void) => void) {
  return new Promise<T>((resolve, reject) => {
    call((result) => {
      if (result.status === office.AsyncResultStatus.Succeeded) resolve(result.value);
      else reject(new Error(result.error?.message ?? 'Outlook did not answer.'));
    });
  });
}

/** A read-mode value, or a compose-mode field read through its getAsync. */
function readField<T>(
  office: OfficeApi,
  field: T | { getAsync(callback: (r: OfficeAsyncResult<T>) => void): void } | undefined,
): Promise<T | undefined> {
  if (field === undefined || field === null) return Promise.resolve(undefined);
  if (typeof field === 'object' && 'getAsync' in field) {
    return asPromise<T>(office, (done) => field.getAsync(done));
  }
  return Promise.resolve(field);
}

function describeSender(from: { displayName: string; emailAddress: string } | undefined) {
  if (!from?.emailAddress) return null;
  return from.displayName && from.displayName !== from.emailAddress
    ? `${from.displayName} <${from.emailAddress}>`
    : from.emailAddress;
}

async function read(office: OfficeApi, item: OfficeMailItem): Promise<EmailToShare> {
  const [subject, from, body] = await Promise.all([
    readField(office, item.subject),
    readField(office, item.from),
    asPromise<string>(office, (done) => item.body.getAsync(office.CoercionType.Text, done)),
  ]);
  return {
    subject: subject?.trim() ?? '',
    from: describeSender(from),
    receivedAt: item.dateTimeCreated ? item.dateTimeCreated.toISOString() : null,
    body: body.trim(),
  };
}

/**
 * The email open beside the pane: subject, sender and plain-text body. Null when the pane has
 * no email (nothing selected, or an appointment) or runs outside Outlook.
 */
export async function readCurrentEmail(win: Window = window): Promise<EmailToShare | null> {
  const office = officeApi(win);
  const item = office?.context.mailbox?.item;
  if (!office || !item || item.itemType !== 'message') return null;
  return read(office, item);
}

const itemListeners = new Set<() => void>();
let itemHandlerAdded = false;

/**
 * Calls `listener` when the user selects another email while the pane is pinned. Outlook is
 * given one handler, whoever listens; returns the way to stop listening.
 */
export function onSelectedEmailChanged(listener: () => void, win: Window = window): () => void {
  itemListeners.add(listener);
  const office = officeApi(win);
  const mailbox = office?.context.mailbox;
  if (office && mailbox && !itemHandlerAdded) {
    itemHandlerAdded = true;
    mailbox.addHandlerAsync(office.EventType.ItemChanged, () => {
      for (const each of itemListeners) each();
    });
  }
  return () => itemListeners.delete(listener);
}

/** Opens `url` in the user's browser: Outlook's own API where it has one, a new tab otherwise. */
export function openInBrowser(url: string, win: Window = window): void {
  const office = officeApi(win);
  const openBrowserWindow = office?.context.ui?.openBrowserWindow;
  if (
    office?.context.requirements.isSetSupported('OpenBrowserWindowApi', '1.1') &&
    openBrowserWindow
  ) {
    openBrowserWindow.call(office.context.ui, url);
    return;
  }
  win.open(url, '_blank', 'noopener');
}
