import { describe, expect, it, vi } from 'vitest';
import { amplitudeOptions } from './amplitude';
import { sentryOptions } from './sentry';
import { readTelemetrySettings } from './telemetry-settings';

describe('telemetry settings', () => {
  it('are off without keys', () => {
    expect(readTelemetrySettings({ MODE: 'production' })).toEqual({
      sentryDsn: undefined,
      amplitudeApiKey: undefined,
      environment: 'production',
    });
    expect(
      readTelemetrySettings({
        MODE: 'production',
        VITE_SENTRY_DSN: '  ',
        VITE_AMPLITUDE_API_KEY: '',
      }),
    ).toMatchObject({ sentryDsn: undefined, amplitudeApiKey: undefined });
  });

  it('Sentry samples every trace and ignores the benign ResizeObserver loop error', () => {
    const options = sentryOptions('https://key@sentry.example/1', 'production');
    expect(options.tracesSampleRate).toBe(1.0);
    const ignored = options.ignoreErrors ?? [];
    const matches = (message: string) =>
      ignored.some((rule) =>
        typeof rule === 'string' ? message.includes(rule) : rule.test(message),
      );
    expect(matches('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(matches('ResizeObserver loop limit exceeded')).toBe(true);
    expect(matches('TypeError: Cannot read properties of undefined')).toBe(false);
  });

  it('Amplitude batches with the SPEC §9 constants', () => {
    expect(amplitudeOptions).toEqual({
      sessionTimeout: 30 * 60 * 1000,
      batchEvents: true,
      uploadBatchSize: 100,
      eventUploadThreshold: 30,
      eventUploadPeriodMillis: 30_000,
      savedMaxCount: 1000,
      cookieExpiration: 365,
    });
  });
});

describe('track and reportError before and after telemetry starts', () => {
  it('hand events that waited to analytics once connected, then pass new ones straight on', async () => {
    vi.resetModules();
    const { track, connectTracker } = await import('./track');
    track('Project viewed', { project_id: 4 });
    track('Shared file opened', { file_id: 9, from: 'notification' });
    const sent: [string, Record<string, unknown>][] = [];
    connectTracker((event, properties) => sent.push([event, properties]));
    track('Announcement liked', { announcement_id: 2 });
    expect(sent).toEqual([
      ['Project viewed', { project_id: 4 }],
      ['Shared file opened', { file_id: 9, from: 'notification' }],
      ['Announcement liked', { announcement_id: 2 }],
    ]);
  });

  it('drop events when analytics are not configured', async () => {
    vi.resetModules();
    const { track, connectTracker } = await import('./track');
    track('Project viewed', { project_id: 4 });
    connectTracker(null);
    track('Project viewed', { project_id: 5 });
    const late = vi.fn();
    connectTracker(late);
    expect(late).not.toHaveBeenCalled();
  });

  it('start nothing without keys', async () => {
    vi.resetModules();
    const { startTelemetry } = await import('./start-telemetry');
    const { track, connectTracker } = await import('./track');
    await startTelemetry({ sentryDsn: undefined, amplitudeApiKey: undefined, environment: 'test' });
    track('Project viewed', { project_id: 1 });
    const late = vi.fn();
    connectTracker(late);
    expect(late).not.toHaveBeenCalled();
  });

  it('send errors that waited to Sentry once connected', async () => {
    vi.resetModules();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reportError, connectErrorReporter } = await import('./report-error');
    const early = new Error('before Sentry');
    reportError(early, { label: 'Phases' });
    const captured: unknown[] = [];
    connectErrorReporter((error) => captured.push(error));
    reportError(new Error('after'));
    expect(captured.map((e) => (e as Error).message)).toEqual(['before Sentry', 'after']);
  });
});
