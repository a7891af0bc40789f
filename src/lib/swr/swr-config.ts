import type { SWRConfiguration } from 'swr';
import type { ApiError } from '@/lib/api-client/api-error';
import { clearSlow } from './slow-loading';
import { slowLoadingMiddleware } from './slow-loading-middleware';

/** SPEC §9's data-fetch timings, in milliseconds. */
export const swrTimings = {
  normal: { errorRetryInterval: 5_000, loadingTimeout: 3_000 },
  slow: { errorRetryInterval: 10_000, loadingTimeout: 5_000 },
  dedupingInterval: 2_000,
  focusThrottleInterval: 5_000,
} as const;

/** Statuses a retry cannot fix: SPEC §8 already sent the user to a page for these. */
const NOT_RETRIED = new Set([400, 401, 403, 404]);

/** The app's SWR settings; a slow connection gets the longer retry and slow-load intervals. */
export function swrConfig(slowConnection: boolean): SWRConfiguration<unknown, ApiError> {
  const timings = slowConnection ? swrTimings.slow : swrTimings.normal;
  return {
    errorRetryInterval: timings.errorRetryInterval,
    loadingTimeout: timings.loadingTimeout,
    dedupingInterval: swrTimings.dedupingInterval,
    focusThrottleInterval: swrTimings.focusThrottleInterval,
    shouldRetryOnError: (error) => error.status === undefined || !NOT_RETRIED.has(error.status),
    // The slow-load hint is armed per waiting hook (see the middleware), not by onLoadingSlow.
    use: [slowLoadingMiddleware(timings.loadingTimeout)],
    onSuccess: (_data, key) => clearSlow(key),
    onError: (_error, key) => clearSlow(key),
    onDiscarded: (key) => clearSlow(key),
  };
}
