import {
  Toast,
  ToastBody,
  ToastTitle,
  Toaster,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { onFailureAnnounced } from './failure-notices';

const OFFLINE_TOAST = 'offline';

/** The toaster for failed calls, each titled by the call's label. */
export function FailureToasts() {
  const toasterId = useId('failures');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      onFailureAnnounced((error, kind) =>
        kind === 'offline'
          ? dispatchToast(
              <Toast>
                <ToastTitle>You seem to be offline</ToastTitle>
                <ToastBody>
                  {error.label} got no answer from the server. Check your connection and try again.
                </ToastBody>
              </Toast>,
              // One notice however many calls fail while the connection is down.
              { toastId: OFFLINE_TOAST, intent: 'warning', timeout: 8000, pauseOnHover: true },
            )
          : dispatchToast(
              <Toast>
                <ToastTitle>{error.label}: something went wrong</ToastTitle>
                <ToastBody>{error.reason}</ToastBody>
              </Toast>,
              { intent: 'error', timeout: 8000, pauseOnHover: true },
            ),
      ),
    [dispatchToast],
  );
  return <Toaster toasterId={toasterId} position="bottom-end" />;
}
