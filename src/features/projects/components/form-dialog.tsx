import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormEventHandler, ReactNode } from 'react';
import { FormFailure } from '@/components/form/form-failure';

const useStyles = makeStyles({
  surface: { maxWidth: '36rem', width: 'calc(100vw - 2rem)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** A dialog holding one form: title, failure, fields, Cancel and the form's own verb. */
export function FormDialog({
  title,
  submitLabel,
  submitting,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  submitting: boolean;
  failure?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && !submitting && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <FormFailure message={failure} title="Not saved." />
              {children}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" disabled={submitting}>
                {submitting ? 'Saving…' : submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
