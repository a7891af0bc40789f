// amplitude-js ships no types; this declares the part Changecraft uses.
declare module 'amplitude-js' {
  namespace amplitude {
    interface AmplitudeOptions {
      batchEvents?: boolean;
      cookieExpiration?: number;
      eventUploadPeriodMillis?: number;
      eventUploadThreshold?: number;
      savedMaxCount?: number;
      sessionTimeout?: number;
      uploadBatchSize?: number;
      includeReferrer?: boolean;
      includeUtm?: boolean;
    }

    interface AmplitudeClient {
      init(apiKey: string, userId?: string | null, options?: AmplitudeOptions): void;
      logEvent(event: string, properties?: Record<string, unknown>): number;
    }
  }

  const amplitude: { getInstance(name?: string): amplitude.AmplitudeClient };
  export = amplitude;
}
