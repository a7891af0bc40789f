import { makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormFailure } from '@/components/form/form-failure';
import type { ContractForm } from '@/components/form/use-contract-form';
import { WizardActions } from '@/components/form/wizard-steps';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '36rem',
  },
});

/** One wizard step's form: a failure above its fields, Continue (or Finish) and Back below. */
export function StepForm<V extends FieldValues>({
  form,
  backTo,
  last,
  finishLabel,
  children,
}: {
  form: ContractForm<V>;
  backTo?: string;
  last: boolean;
  finishLabel: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <FormProvider {...form.form}>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <FormFailure message={form.failure} title="This step was not saved." />
        {children}
        <WizardActions
          backTo={backTo}
          last={last}
          submitting={form.submitting}
          finishLabel={finishLabel}
        />
      </form>
    </FormProvider>
  );
}

/** A step with nothing to fill in: Continue records it as done and moves on. */
export function ContinueStep({
  backTo,
  onDone,
  children,
}: {
  backTo?: string;
  onDone: () => Promise<unknown>;
  children: ReactNode;
}) {
  const styles = useStyles();
  const [submitting, setSubmitting] = useState(false);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitting(true);
        void onDone().finally(() => setSubmitting(false));
      }}
    >
      {children}
      <WizardActions backTo={backTo} last={false} submitting={submitting} finishLabel="Finish" />
    </form>
  );
}
