import type { BrowserOptions } from '@sentry/react';
import { connectErrorReporter } from './report-error';

/** Sentry's settings (SPEC §9): every trace sampled; the benign ResizeObserver loop error ignored. */
export function sentryOptions(dsn: string, environment: string): BrowserOptions {
  return {
    dsn,
    environment,
    tracesSampleRate: 1.0,
    ignoreErrors: [/ResizeObserver loop/],
  };
}

/** Loads and starts Sentry; errors reported since the page opened are sent on. */
export async function startSentry(dsn: string, environment: string): Promise<void> {
  const Sentry = await import('@sentry/react');
  Sentry.init({
    ...sentryOptions(dsn, environment),
    integrations: [Sentry.browserTracingIntegration()],
  });
  connectErrorReporter((error, context) => {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  });
}
