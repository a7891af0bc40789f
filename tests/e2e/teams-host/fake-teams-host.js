// The fake Teams host's behaviour (see fake-teams-host.html). Configured by the page's query:
//   app        the app URL to frame (with ?host=teams, as the manifest's contentUrl has it)
//   pageId     the tab (staticTabs entityId), default "home"
//   subPageId  what the tab is asked to open (a deep link), default none
//   theme      "default", "dark" or "contrast", default "default"
//   silent     "1": never answer (a parent that is not Teams)
// and observed through window.fakeTeams: every request the app sent, whether it called
// notifySuccess, which tabs it asked to open; setTheme(theme) raises Teams' theme change.
(function () {
  const query = new URLSearchParams(window.location.search);
  const appUrl = query.get('app');
  if (!appUrl) throw new Error('fake Teams host: give ?app=<url of the app>');
  const appOrigin = new URL(appUrl).origin;
  const frame = document.getElementById('app');
  const silent = query.get('silent') === '1';
  let theme = query.get('theme') || 'default';

  const runtimeConfig = {
    apiVersion: 4,
    hostVersionsInfo: { adaptiveCardSchemaVersion: { majorVersion: 1, minorVersion: 5 } },
    isLegacyTeams: false,
    // This host offers no nested app auth: the app must sign in with the standard client.
    isNAAChannelRecommended: false,
    supports: {
      app: {},
      appEntity: {},
      pages: { appButton: {}, backStack: {}, config: {}, currentApp: {}, fullTrust: {}, tabs: {} },
      teamsCore: {},
    },
  };

  function context() {
    return {
      locale: 'en-gb',
      theme,
      entityId: query.get('pageId') || 'home',
      subEntityId: query.get('subPageId') || undefined,
      hostName: 'Teams',
      hostClientType: 'web',
      frameContext: 'content',
      appSessionId: 'fake-session',
      userObjectId: '00000000-0000-0000-0000-00000000000a',
      userPrincipalName: 'admin@demo.changecraft.test',
      tid: '00000000-0000-0000-0000-0000000000f0',
    };
  }

  const fakeTeams = {
    requests: [],
    notifiedSuccess: false,
    failures: [],
    openedTabs: [],
    registeredHandlers: [],
    setTheme(next) {
      theme = next;
      frame.contentWindow.postMessage({ func: 'themeChange', args: [next] }, appOrigin);
    },
  };
  window.fakeTeams = fakeTeams;

  function answer(request, args) {
    frame.contentWindow.postMessage(
      { id: request.id, uuidAsString: request.uuidAsString, args },
      appOrigin,
    );
  }

  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || event.origin !== appOrigin) return;
    const request = event.data;
    if (!request || typeof request.func !== 'string') return;
    fakeTeams.requests.push({ func: request.func, args: request.args });
    if (silent) return;
    switch (request.func) {
      case 'initialize':
        answer(request, ['content', 'web', JSON.stringify(runtimeConfig), '2.58.0']);
        break;
      case 'getContext':
        answer(request, [context()]);
        break;
      case 'registerHandler':
        fakeTeams.registeredHandlers.push(request.args[0]);
        break;
      case 'appInitialization.success':
        fakeTeams.notifiedSuccess = true;
        answer(request, [true]);
        break;
      case 'appInitialization.failure':
        fakeTeams.failures.push(request.args);
        break;
      case 'pages.currentApp.navigateTo':
        fakeTeams.openedTabs.push(request.args[0]);
        answer(request, [null]);
        break;
      default:
        break;
    }
  });

  frame.src = appUrl;
})();
