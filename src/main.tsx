import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { bindApi } from '@/app/bind-api';
import { createAppAuthSession } from '@/lib/auth/app-auth-session';
import { afterFirstPaint, startTelemetry } from '@/lib/telemetry/start-telemetry';
import { readTelemetrySettings } from '@/lib/telemetry/telemetry-settings';
import { defaultThemeMode } from '@/lib/theme/themes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const session = createAppAuthSession();
bindApi(session);

// A transition lets React yield while it builds the first screen, so the page stays responsive
// (the boot spinner in index.html shows until then).
const root = createRoot(container);
startTransition(() => root.render(<App session={session} themeMode={defaultThemeMode()} />));

afterFirstPaint(() => void startTelemetry(readTelemetrySettings(import.meta.env)));
