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
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useReturnFocus } from '../use-return-focus';
import { FormFailure } from './form-failure';
import type { ContractForm } from './use-contract-form';

const useStyles = makeStyles({
  surface: { maxWidth: '40rem', width: 'calc(100vw - 2rem)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  ask: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface FormDialogProps<V extends FieldValues> {
  /** What `useContractForm` returned. */
  form: ContractForm<V>;
  title: string;
  /** The form's own verb: "Add metric", "Save details". */
  submitLabel: string;
  /** Title of the failure message: "The metric was not saved." */
  failureTitle?: string;
  children: ReactNode;
}

/**
 * A dialog holding one form: title, failure, fields, Cancel and the form's verb. Its fields
 * (`FormField`) find the form through context. Escape or Cancel on a form with changes asks
 * before throwing them away. Closing gives focus back to the button that opened it.
 */
export function FormDialog<V extends FieldValues>({
  form,
  title,
  submitLabel,
  failureTitle = 'Not saved.',
  children,
}: FormDialogProps<V>) {
  const styles = useStyles();
  const [asking, setAsking] = useState(false);
  useReturnFocus();
  const { submitting, failure, onSubmit, onClose } = form;
  // Read while rendering, so the form keeps track of it.
  const dirty = form.form.formState.isDirty;
  const close = () => {
    if (submitting) return;
    if (dirty && !asking) setAsking(true);
    else onClose();
  };
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <FormProvider {...form.form}>
          <form onSubmit={onSubmit} noValidate>
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent className={styles.content}>
                <FormFailure message={failure} title={failureTitle} />
                {children}
              </DialogContent>
              <DialogActions>
                {asking ? (
                  <div role="alert" className={styles.ask}>
                    <span>Discard your changes?</span>
                    <Button appearance="secondary" onClick={() => setAsking(false)}>
                      Keep editing
                    </Button>
                    <Button appearance="primary" onClick={onClose}>
                      Discard
                    </Button>
                  </div>
                ) : (
                  <>
                    <Button appearance="secondary" onClick={close} disabled={submitting}>
                      Cancel
                    </Button>
                    <Button type="submit" appearance="primary" disabled={submitting}>
                      {submitting ? 'Saving…' : submitLabel}
                    </Button>
                  </>
                )}
              </DialogActions>
            </DialogBody>
          </form>
        </FormProvider>
      </DialogSurface>
    </Dialog>
  );
}
