import {
  Link,
  Toast,
  ToastBody,
  ToastFooter,
  ToastTitle,
  Toaster,
  useToastController,
} from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';

/** What a finished action tells the user, with an Undo when the action can be taken back. */
export interface ActionNotice {
  title: string;
  body?: string;
  intent?: 'success' | 'info' | 'warning' | 'error';
  /** Takes the action back (a soft delete, an archive). */
  undo?: { label?: string; run: () => Promise<unknown> };
}

interface Shown {
  id: string;
  notice: ActionNotice;
  /** When it stops showing (ms since the epoch). */
  until: number;
}

type Listener = (shown: Shown) => void;

const TOASTER_ID = 'changecraft-actions';
const listeners = new Set<Listener>();
let shown: Shown[] = [];
let counter = 0;

const lifetime = (notice: ActionNotice) => (notice.undo ? 10_000 : 5_000);

function forget(id: string) {
  shown = shown.filter((entry) => entry.id !== id);
}

/**
 * Tells the user an action is done. Notices live here for as long as they show, not in one
 * toaster: an action that moves to another screen (archiving lands in the list, a new project
 * in its workspace) still shows its notice on the screen it lands on.
 */
export function announceAction(notice: ActionNotice): void {
  counter += 1;
  const entry: Shown = { id: `action-${counter}`, notice, until: Date.now() + lifetime(notice) };
  shown = [...shown, entry];
  window.setTimeout(() => forget(entry.id), lifetime(notice) + 1_000);
  for (const listener of listeners) listener(entry);
}

function UndoLink({
  undo,
  onDone,
}: {
  undo: NonNullable<ActionNotice['undo']>;
  onDone: () => void;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (state === 'failed') {
    return <span role="alert">Could not undo. Try again from the archive.</span>;
  }
  return (
    <Link
      as="button"
      disabled={state === 'busy'}
      onClick={() => {
        setState('busy');
        undo.run().then(onDone, () => setState('failed'));
      }}
    >
      {state === 'busy' ? 'Undoing…' : (undo.label ?? 'Undo')}
    </Link>
  );
}

/** The toaster while it has notices to show; `onIdle` once the last one has gone. */
function LiveToaster({ onIdle }: { onIdle: () => void }) {
  const { dispatchToast, dismissToast } = useToastController(TOASTER_ID);

  useEffect(() => {
    let current: string | undefined;
    const show: Listener = ({ id, notice, until }) => {
      // One notice at a time, the newest: a stack of them would cover the rows' own actions.
      if (current && current !== id) dismissToast(current);
      current = id;
      dispatchToast(
        <Toast>
          <ToastTitle>{notice.title}</ToastTitle>
          {notice.body ? <ToastBody>{notice.body}</ToastBody> : null}
          {notice.undo ? (
            <ToastFooter>
              <UndoLink
                undo={notice.undo}
                onDone={() => {
                  forget(id);
                  dismissToast(id);
                }}
              />
            </ToastFooter>
          ) : null}
        </Toast>,
        {
          toastId: id,
          // Out of the Tab order (a notice must not sit between the user and the page);
          // Ctrl+M reaches it, and Enter its Undo.
          root: { tabIndex: -1 },
          intent: notice.intent ?? 'success',
          timeout: Math.max(1_500, until - Date.now()),
          pauseOnHover: true,
          pauseOnWindowBlur: true,
          onStatusChange: (_event, data) => {
            if (data.status === 'dismissed') forget(id);
            // A toast also unmounts when React re-mounts the toaster; go idle only when no notice
            // is left to show.
            if (data.status === 'unmounted' && shown.length === 0) onIdle();
          },
        },
      );
    };
    listeners.add(show);
    const newest = shown.at(-1);
    if (newest) show(newest);
    return () => {
      listeners.delete(show);
    };
  }, [dispatchToast, dismissToast, onIdle]);

  return (
    <Toaster
      toasterId={TOASTER_ID}
      position="bottom-end"
      pauseOnHover
      shortcuts={{ focus: (event) => event.ctrlKey && event.key === 'm' }}
    />
  );
}

/**
 * Where action notices show, bottom end of the screen. The toaster itself (and its focus
 * helpers) is on the page only while there are notices; Ctrl+M moves focus to the newest one,
 * so keyboard users can reach its Undo.
 */
export function ActionToaster() {
  const [active, setActive] = useState(() => shown.length > 0);
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
