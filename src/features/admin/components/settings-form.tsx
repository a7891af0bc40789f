import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormFailure } from '@/components/form/form-failure';
import type { ContractForm } from '@/components/form/use-contract-form';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '40rem',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * A settings form on the page itself (not in a dialog): the fields, the failure above them and
 * Save, which stays off until something changed. Reset puts back what is stored.
 */
export function SettingsForm<V extends FieldValues>({
  form,
  label,
  submitLabel,
  children,
}: {
  form: ContractForm<V>;
  /** The form's accessible name: "Organisation settings". */
  label: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const dirty = form.form.formState.isDirty;
  return (
    <FormProvider {...form.form}>
      <form className={styles.form} aria-label={label} onSubmit={form.onSubmit} noValidate>
        <FormFailure message={form.failure} title="Not saved." />
        {children}
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={!dirty || form.submitting}>
            {form.submitting ? 'Saving…' : submitLabel}
          </Button>
          <Button disabled={!dirty || form.submitting} onClick={() => form.form.reset()}>
            Discard changes
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
