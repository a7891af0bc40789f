import { useEffect } from 'react';
import type { Middleware } from 'swr';
import { clearSlow, markSlow } from './slow-loading';

/**
 * Every hook waiting on a read arms its own slow-load timer. SWR's `onLoadingSlow` fires only for
 * the hook that started the request and only while that hook is still mounted, so a read begun
 * by a component that has since gone (a placeholder replaced as the page fills in) was never
 * called slow, and its answer never cleared the hint either.
 */
export function slowLoadingMiddleware(loadingTimeout: number): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const swr = useSWRNext(key, fetcher, config);
    const url = typeof key === 'string' ? key : undefined;
    const waiting = swr.isLoading ? url : undefined;
    useEffect(() => {
      if (!waiting) return undefined;
      const timer = setTimeout(() => markSlow(waiting), loadingTimeout);
      return () => clearTimeout(timer);
    }, [waiting]);
    useEffect(() => {
      if (url && !swr.isLoading) clearSlow(url);
    }, [url, swr.isLoading]);
    return swr;
  };
}
