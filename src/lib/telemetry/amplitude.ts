import type { AmplitudeOptions } from 'amplitude-js';
import { connectTracker } from './track';

/**
 * Analytics settings of SPEC §9. The string limit (4096 characters), the property-key limit
 * (1000) and halving a batch the server refuses with 413 are amplitude-js behaviour, not options.
 */
export const amplitudeOptions = {
  sessionTimeout: 30 * 60 * 1000,
  batchEvents: true,
  uploadBatchSize: 100,
  eventUploadThreshold: 30,
  eventUploadPeriodMillis: 30 * 1000,
  savedMaxCount: 1000,
  cookieExpiration: 365,
} as const satisfies AmplitudeOptions;

/** Loads and starts Amplitude; usage events tracked since the page opened are sent on. */
export async function startAmplitude(apiKey: string): Promise<void> {
  const { default: amplitude } = await import('amplitude-js');
  const client = amplitude.getInstance();
  client.init(apiKey, null, amplitudeOptions);
  connectTracker((event, properties) => {
    client.logEvent(event, properties);
  });
}
