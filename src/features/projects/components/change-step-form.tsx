import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Change } from '@contract/projects/changes.schema';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormFailure } from '@/components/form/form-failure';
import type { ContractForm } from '@/components/form/use-contract-form';
import { WizardActions } from '@/components/form/wizard-steps';

export interface ChangeStepProps {
  projectId: number;
  /** The change being set up; none yet on the first step of a new change. */
  change?: Change;
  /** After the step is saved; the wizard then moves on. */
  onSaved: (change: Change) => unknown;
  /** Where Back goes; none on the first step. */
  backTo?: string;
  /** Last step: the button says Finish. */
  last: boolean;
}

/** A step after the first: the change exists. */
export type SavedChangeStepProps = ChangeStepProps & { change: Change };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** One step's form: its fields, a failure above them, Save and Back below. */
export function ChangeStepForm<V extends FieldValues>({
  form,
  backTo,
  last,
  children,
}: {
  form: ContractForm<V>;
  backTo?: string;
  last: boolean;
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
          continueLabel="Save and continue"
          finishLabel="Save and finish"
        />
      </form>
    </FormProvider>
  );
}
