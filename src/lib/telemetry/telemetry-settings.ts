export interface TelemetrySettings {
  /** Error reporting is off without one. */
  sentryDsn: string | undefined;
  /** Usage analytics are off without one. */
  amplitudeApiKey: string | undefined;
  environment: string;
}

export function readTelemetrySettings(
  env: Pick<ImportMetaEnv, 'VITE_SENTRY_DSN' | 'VITE_AMPLITUDE_API_KEY' | 'MODE'>,
): TelemetrySettings {
  return {
    sentryDsn: env.VITE_SENTRY_DSN?.trim() || undefined,
    amplitudeApiKey: env.VITE_AMPLITUDE_API_KEY?.trim() || undefined,
    environment: env.MODE,
  };
}
