import { useCallback, useSyncExternalStore } from 'react';

/** Whether `query` matches now, following it as it changes (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => window.matchMedia?.(query).matches ?? false;
  return useSyncExternalStore(subscribe, read, () => false);
}
