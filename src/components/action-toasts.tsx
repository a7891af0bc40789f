import { useCallback, useEffect, useState } from 'react';
import { lazyPart } from './lazy-part';
import { listeners, showing, type Listener } from './action-notices';

export { announceAction, type ActionNotice } from './action-notices';

/** Fluent's toasts load with the first notice, not with every screen that may announce one. */
const LiveToaster = lazyPart(
  'action-toaster',
  () => import('./action-toaster-live').then((m) => m.LiveToaster),
  null,
);

/**
 * Where action notices show, bottom end of the screen. The toaster itself (and its focus
 * helpers) is on the page only while there are notices; Ctrl+M moves focus to the newest one,
 * so keyboard users can reach its Undo.
 */
export function ActionToaster() {
  const [active, setActive] = useState(() => showing().length > 0);
  const idle = useCallback(() => setActive(false), []);

  useEffect(() => {
    if (active) return;
    const wake: Listener = () => setActive(true);
    listeners.add(wake);
    return () => {
      listeners.delete(wake);
    };
  }, [active]);

  return active ? <LiveToaster onIdle={idle} /> : null;
}
