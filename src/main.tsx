import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { bindApi } from '@/app/bind-api';
import { openStartDeepLink } from '@/app/deep-link-routes';
import { createAppAuthSession } from '@/lib/auth/app-auth-session';
import { detectHost } from '@/lib/host/detect-host';
import { HostStore } from '@/lib/host/host-store';
import { reportError } from '@/lib/telemetry/report-error';
import { afterFirstPaint, startTelemetry } from '@/lib/telemetry/start-telemetry';
import { readTelemetrySettings } from '@/lib/telemetry/telemetry-settings';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// Where the app runs: a browser tab is known before the first render; a Teams frame or the
// Outlook pane answers shortly after, and its deep link opens before the first screen does.
const host = HostStore.forWindow(window);
host.start(
  () =>
    detectHost(window, {
      onProblem: (error) => reportError(error, { during: 'host detection' }),
    }),
  (info) => openStartDeepLink(info, window),
);

const session = createAppAuthSession(host);
bindApi(session);

// A transition lets React yield while it builds the first screen, so the page stays responsive
// (the boot spinner in index.html shows until then).
const root = createRoot(container);
startTransition(() => root.render(<App session={session} host={host} />));

afterFirstPaint(() => void startTelemetry(readTelemetrySettings(import.meta.env)));
