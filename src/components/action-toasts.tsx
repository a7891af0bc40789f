import {
  Link,
  Toast,
  ToastBody,
  ToastFooter,
  ToastTitle,
  Toaster,
  useToastController,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';

/** What a finished action tells the user, with an Undo when the action can be taken back. */
export interface ActionNotice {
  title: string;
  body?: string;
  intent?: 'success' | 'info' | 'warning' | 'error';
  /** Takes the action back (a soft delete, an archive). */
  undo?: { label?: string; run: () => Promise<unknown> };
}

type Listener = (notice: ActionNotice) => void;

const TOASTER_ID = 'changecraft-actions';
const listeners = new Set<Listener>();
const waiting: ActionNotice[] = [];

/**
 * Tells the user an action is done. A screen that navigates at once (a new project lands in its
 * workspace) still gets its message: notices wait until a toaster is mounted.
 */
export function announceAction(notice: ActionNotice): void {
  if (listeners.size === 0) {
    waiting.push(notice);
    return;
  }
  for (const listener of listeners) listener(notice);
}

function UndoLink({
  undo,
  onDone,
}: {
  undo: NonNullable<ActionNotice['undo']>;
  onDone: () => void;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (state === 'failed')
    return <span role="alert">Could not undo. Try again from the archive.</span>;
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

/**
 * Where action notices show, bottom end of the screen. Ctrl+M moves focus to the newest notice,
 * so keyboard users can reach its Undo.
 */
export function ActionToaster() {
  const { dispatchToast, dismissToast } = useToastController(TOASTER_ID);

  useEffect(() => {
    let counter = 0;
    const show: Listener = (notice) => {
      counter += 1;
      const toastId = `action-${Date.now()}-${counter}`;
      dispatchToast(
        <Toast>
          <ToastTitle>{notice.title}</ToastTitle>
          {notice.body ? <ToastBody>{notice.body}</ToastBody> : null}
          {notice.undo ? (
            <ToastFooter>
              <UndoLink undo={notice.undo} onDone={() => dismissToast(toastId)} />
            </ToastFooter>
          ) : null}
        </Toast>,
        {
          toastId,
          intent: notice.intent ?? 'success',
          timeout: notice.undo ? 10_000 : 5_000,
          pauseOnHover: true,
          pauseOnWindowBlur: true,
        },
      );
    };
    listeners.add(show);
    for (const notice of waiting.splice(0)) show(notice);
    return () => {
      listeners.delete(show);
    };
  }, [dispatchToast, dismissToast]);

  return (
    <Toaster
      toasterId={TOASTER_ID}
      position="bottom-end"
      pauseOnHover
      shortcuts={{ focus: (event) => event.ctrlKey && event.key === 'm' }}
    />
  );
}
