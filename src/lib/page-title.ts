import { useEffect } from 'react';
import { useOptionalHostStore } from '@/lib/host/host-context';

/**
 * Names the browser tab after the screen, so each screen is identifiable and announced. Every
 * screen names itself once it can be used, so the first one to do so also tells a Teams host
 * that the app has loaded (`app.notifySuccess`).
 */
export function usePageTitle(title: string): void {
  const host = useOptionalHostStore();
  useEffect(() => {
    document.title = `${title} · Changecraft`;
    host?.screenShown();
  }, [title, host]);
}
