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
import {
  TOASTER_ID,
  forget,
  listeners,
  showing,
  type ActionNotice,
  type Listener,
} from './action-notices';

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
export function LiveToaster({ onIdle }: { onIdle: () => void }) {
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
            if (data.status === 'unmounted' && showing().length === 0) onIdle();
          },
        },
      );
    };
    listeners.add(show);
    const newest = showing().at(-1);
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
