import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client/api-error';
import { useReturnFocus } from './use-return-focus';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorPaletteRedForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorPaletteRedForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

export interface ConfirmDialogProps {
  open: boolean;
  /** A question that names the thing: "Delete the change “Go live”?" */
  title: string;
  /** What will happen, and whether it can be undone. */
  children: ReactNode;
  /** The verb on the button: "Delete change". */
  confirmLabel: string;
  /** What the button says while it works: "Deleting…". */
  busyLabel?: string;
  /** Destructive actions get a red button. */
  destructive?: boolean;
  /** Does the work; a failure stays in the dialog with its reason. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Words for a failure, when the server's reason needs picking out (a field's message). */
  describeFailure?: (error: ApiError) => string;
}

/**
 * Asks before an action that changes or removes something. Keyboard focus starts on Cancel, so
 * Enter alone never destroys anything; the action's failure is shown in the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel = 'Working…',
  destructive = false,
  onConfirm,
  onClose,
  describeFailure = (error) => error.reason,
}: ConfirmDialogProps) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  useReturnFocus(open);

  const close = () => {
    if (busy) return;
    setFailure(undefined);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(
        error instanceof ApiError
          ? describeFailure(error)
          : 'Something went wrong. Check your connection and try again.',
      );
    }
  };

  // Closed, it renders nothing: a mounted Fluent Dialog sets up its focus trap's helpers on the
  // page even while closed.
  if (!open) return null;

  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_event, data) => {
        if (!data.open) close();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {children}
            {failure ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              appearance="primary"
              className={destructive ? styles.danger : undefined}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
