import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { isSlowConnection } from './connection';
import { swrConfig } from './swr-config';

describe('swrConfig (SPEC §9)', () => {
  it('retries after 5 s and calls a load slow after 3 s on a normal connection', () => {
    const config = swrConfig(false);
    expect(config).toMatchObject({
      errorRetryInterval: 5_000,
      loadingTimeout: 3_000,
      dedupingInterval: 2_000,
      focusThrottleInterval: 5_000,
    });
  });

  it('waits 10 s and 5 s on a slow connection', () => {
    expect(swrConfig(true)).toMatchObject({
      errorRetryInterval: 10_000,
      loadingTimeout: 5_000,
      dedupingInterval: 2_000,
      focusThrottleInterval: 5_000,
    });
  });

  it('retries failed reads, but not the ones an error page already answered', () => {
    const shouldRetry = swrConfig(false).shouldRetryOnError as (error: ApiError) => boolean;
    expect(shouldRetry(new ApiError('Phases', 'x', 500))).toBe(true);
    expect(shouldRetry(new ApiError('Phases', 'x', undefined))).toBe(true);
    expect(shouldRetry(new ApiError('Phases', 'x', 409))).toBe(true);
    expect(shouldRetry(new ApiError('Phases', 'x', 404))).toBe(false);
    expect(shouldRetry(new ApiError('Phases', 'x', 403))).toBe(false);
  });
});

describe('isSlowConnection', () => {
  it.each([
    [undefined, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', saveData: true }, true],
  ])('%j is slow: %s', (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
  });
});
