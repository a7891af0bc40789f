import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import {
  changeWizardStepSchemas,
  type Change,
  type UpdateChangeInput,
} from '@contract/projects/changes.schema';
import type { ChangeWizardStep } from '@contract/projects/changes';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormFailure } from '@/components/form/form-failure';
import { useContractForm, type ContractForm } from '@/components/form/use-contract-form';
import { useSaveChangeStep } from '../hooks';
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

/**
 * The form of a step after the first: it checks the step's contract schema and saves the
 * step onto the change, which records the step as completed.
 */
export function useChangeStepForm<V extends FieldValues>(
  step: Exclude<ChangeWizardStep, 1>,
  { projectId, change, onSaved }: SavedChangeStepProps,
  defaultValues: V,
  toBody: (values: V) => UpdateChangeInput,
): ContractForm<V> {
  const saveStep = useSaveChangeStep();
  return useContractForm({
    schema: changeWizardStepSchemas[step],
    defaultValues,
    toBody,
    submit: (body) => saveStep(projectId, change.id, step, body),
    onSaved,
  });
}

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
