import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { bindApi } from '@/app/bind-api';
import { createAppRouter } from '@/app/router';
import { createAppAuthSession } from '@/lib/auth/app-auth-session';
import { afterFirstPaint, startTelemetry } from '@/lib/telemetry/start-telemetry';
import { readTelemetrySettings } from '@/lib/telemetry/telemetry-settings';
import { defaultThemeMode } from '@/lib/theme/themes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const session = createAppAuthSession();
const router = createAppRouter();
bindApi(router, session);

createRoot(container).render(
  <App router={router} session={session} themeMode={defaultThemeMode()} />,
);

afterFirstPaint(() => void startTelemetry(readTelemetrySettings(import.meta.env)));
