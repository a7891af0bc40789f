// The part of office.js (Office JavaScript API, Mailbox requirement sets) the Outlook pane uses,
// typed after Microsoft's reference (learn.microsoft.com/javascript/api/outlook). office.js is
// not a module: it sets `window.Office` when its script has loaded.

export interface OfficeAsyncResult<T> {
  /** `Office.AsyncResultStatus`: "succeeded" or "failed". */
  status: string;
  value: T;
  error?: { message: string };
}

type AsyncCallback<T> = (result: OfficeAsyncResult<T>) => void;

/** `Office.OfficeTheme` (Mailbox 1.14 in Outlook). */
export interface OfficeThemeColours {
  bodyBackgroundColor: string;
  bodyForegroundColor: string;
  controlBackgroundColor: string;
  controlForegroundColor: string;
}

/** `Office.EmailAddressDetails`. */
export interface OfficeEmailAddress {
  displayName: string;
  emailAddress: string;
}

/** Read mode gives values; compose mode gives objects with `getAsync`. */
type ReadOrCompose<T> = T | { getAsync(callback: AsyncCallback<T>): void };

/** `Office.context.mailbox.item`: the message (or appointment) the pane sits beside. */
export interface OfficeMailItem {
  /** `Office.MailboxEnums.ItemType`: "message" or "appointment". */
  itemType: string;
  subject: ReadOrCompose<string>;
  body: {
    getAsync(coercionType: string, callback: AsyncCallback<string>): void;
  };
  /** The sender (read mode), or the From field (compose mode, Mailbox 1.7). */
  from?: ReadOrCompose<OfficeEmailAddress>;
  /** When the item was created (read mode). */
  dateTimeCreated?: Date;
}

export interface OfficeMailbox {
  item: OfficeMailItem | null;
  addHandlerAsync(
    eventType: string,
    handler: (event: { type: string; officeTheme?: OfficeThemeColours }) => void,
    callback?: AsyncCallback<void>,
  ): void;
}

export interface OfficeApi {
  onReady(): Promise<{ host: string | null; platform: string | null }>;
  HostType: { Outlook: string };
  CoercionType: { Text: string };
  AsyncResultStatus: { Succeeded: string };
  EventType: { ItemChanged: string; OfficeThemeChanged: string };
  context: {
    displayLanguage?: string;
    officeTheme?: OfficeThemeColours;
    requirements: { isSetSupported(name: string, minVersion?: string): boolean };
    mailbox?: OfficeMailbox;
    ui?: { openBrowserWindow?(url: string): void };
  };
}

/** office.js once its script has run; undefined anywhere else. */
export function officeApi(win: Window): OfficeApi | undefined {
  return (win as Window & { Office?: OfficeApi }).Office;
}
