import { connectErrorReporter, reportError } from './report-error';
import type { TelemetrySettings } from './telemetry-settings';
import { connectTracker } from './track';

/**
 * Starts error reporting and analytics, each only when its key is set. Both libraries are loaded
 * here, on demand, so neither is part of what the first screen downloads.
 */
export async function startTelemetry(settings: TelemetrySettings): Promise<void> {
  const starts: Promise<void>[] = [];
  if (settings.sentryDsn) {
    const dsn = settings.sentryDsn;
    starts.push(import('./sentry').then((m) => m.startSentry(dsn, settings.environment)));
  } else {
    connectErrorReporter(null);
  }
  if (settings.amplitudeApiKey) {
    const key = settings.amplitudeApiKey;
    starts.push(import('./amplitude').then((m) => m.startAmplitude(key)));
  } else {
    connectTracker(null);
  }
  const results = await Promise.allSettled(starts);
  for (const result of results) {
    if (result.status === 'rejected') reportError(result.reason, { during: 'telemetry start' });
  }
}

/** Runs a task once the browser has painted and is idle, so it never delays the first screen. */
export function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 0);
  });
}
