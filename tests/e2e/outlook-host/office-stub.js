// A stand-in for office.js, for the end-to-end journeys only: Playwright serves it at office.js's
// CDN address (https://appsforoffice.microsoft.com/lib/1/hosted/office.js). It offers the part of
// the Office API the Outlook pane uses, shaped as Microsoft's reference describes it, with the
// email and theme a journey sets in window.__officeStubConfig (page.addInitScript); what the app
// did shows in window.__officeStub.
(function () {
  const config = window.__officeStubConfig || {};
  const supported = {
    Mailbox: '1.14',
    OpenBrowserWindowApi: '1.1',
    ...(config.nestedAppAuth ? { NestedAppAuth: '1.1' } : {}),
  };
  const handlers = {};
  const record = {
    historyNulled: false,
    openedBrowserWindows: [],
    handlers: [],
    /** Raises Outlook's theme change, as when the user switches Office theme. */
    setTheme(bodyBackgroundColor, bodyForegroundColor) {
      const officeTheme = {
        bodyBackgroundColor,
        bodyForegroundColor,
        controlBackgroundColor: bodyBackgroundColor,
        controlForegroundColor: bodyForegroundColor,
      };
      Office.context.officeTheme = officeTheme;
      const handler = handlers.officeThemeChanged;
      if (handler) handler({ type: 'officeThemeChanged', officeTheme });
    },
  };
  window.__officeStub = record;

  // As office.js does (a leftover from Internet Explorer): the History API is gone.
  window.history.pushState = null;
  window.history.replaceState = null;
  record.historyNulled = true;

  function mailItem(email) {
    if (!email) return null;
    return {
      itemType: 'message',
      subject: email.subject,
      from: email.from,
      dateTimeCreated: new Date(email.sent),
      body: {
        getAsync(coercionType, callback) {
          callback({
            status: coercionType === 'text' ? 'succeeded' : 'failed',
            value: coercionType === 'text' ? email.body : undefined,
            error: coercionType === 'text' ? undefined : { message: 'Only text here.' },
          });
        },
      },
    };
  }

  /** Selects another email while the pane is pinned, as Outlook raises ItemChanged. */
  record.selectEmail = function (email) {
    Office.context.mailbox.item = mailItem(email);
    const handler = handlers.olkItemSelectedChanged;
    if (handler) handler({ type: 'olkItemSelectedChanged' });
  };

  const item = mailItem(config.item);

  const light = { bodyBackgroundColor: '#ffffff', bodyForegroundColor: '#242424' };
  const theme = config.theme || light;

  const Office = {
    HostType: { Outlook: 'Outlook' },
    CoercionType: { Text: 'text', Html: 'html' },
    AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
    EventType: { ItemChanged: 'olkItemSelectedChanged', OfficeThemeChanged: 'officeThemeChanged' },
    onReady(callback) {
      const info = { host: 'Outlook', platform: 'OfficeOnline' };
      if (callback) callback(info);
      return Promise.resolve(info);
    },
    context: {
      displayLanguage: 'en-GB',
      officeTheme: {
        ...theme,
        controlBackgroundColor: theme.bodyBackgroundColor,
        controlForegroundColor: theme.bodyForegroundColor,
      },
      requirements: {
        isSetSupported(name, minVersion) {
          const version = supported[name];
          return version !== undefined && (!minVersion || Number(minVersion) <= Number(version));
        },
      },
      mailbox: {
        item,
        addHandlerAsync(eventType, handler, callback) {
          handlers[eventType] = handler;
          record.handlers.push(eventType);
          if (callback) callback({ status: 'succeeded', value: undefined });
        },
      },
      ui: {
        openBrowserWindow(url) {
          record.openedBrowserWindows.push(url);
        },
      },
    },
  };
  window.Office = Office;
})();
