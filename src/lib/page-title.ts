import { useEffect } from 'react';

/** Names the browser tab after the screen, so each screen is identifiable and announced. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Changecraft`;
  }, [title]);
}
