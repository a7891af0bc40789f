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

/** The toaster for failed calls, each titled by the call's label. */
export function FailureToasts() {
  const toasterId = useId('failures');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      onFailureAnnounced((error) =>
        dispatchToast(
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
