import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { loadWithReload } from '@/lib/lazy-with-reload';
import { FullHeightSpinner } from './full-height-spinner';

/**
 * A part of a screen in its own chunk (a workspace tab, a form with its schemas), loaded when
 * first shown with the reload-once rule of SPEC §8, and a spinner (or `fallback`) meanwhile.
 */
export function lazyPart<P extends object>(
  chunk: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <FullHeightSpinner />,
): ComponentType<P> {
  const Lazy = lazy(() =>
    loadWithReload(chunk, load).then((component) => ({ default: component })),
  );
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyPart.displayName = `LazyPart(${chunk})`;
  return LazyPart;
}
