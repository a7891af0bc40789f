import { useWatch } from 'react-hook-form';
import {
  dateModeLabels,
  dateModes,
  deploymentStateLabels,
  deploymentStates,
  type DateMode,
  type DeploymentState,
} from '@contract/projects/change-attributes';
import { FormField, optionsOf } from '@/components/form/form-field';
import { FormRow } from '@/components/form/form-row';
import { ChangeStepForm, useChangeStepForm, type SavedChangeStepProps } from './change-step-form';

interface TimingValues {
  deployment_state: DeploymentState;
  date_mode: DateMode | '';
  go_live_date: string;
  start_date: string;
  end_date: string;
}

const Field = FormField<TimingValues>;

function toBody(values: TimingValues) {
  const single = values.date_mode === 'SINGLE_DATE';
  const duration = values.date_mode === 'DURATION';
  return {
    deployment_state: values.deployment_state,
    date_mode: values.date_mode || undefined,
    go_live_date: single ? values.go_live_date || null : null,
    start_date: duration ? values.start_date || null : null,
    end_date: duration ? values.end_date || null : null,
  };
}

/** Step 3: when the change goes live (one date or a period) and how far deployment has come. */
export function ChangeTimingStep(props: SavedChangeStepProps) {
  const { change, backTo, last } = props;
  const form = useChangeStepForm(
    3,
    props,
    {
      deployment_state: change.deployment_state ?? 'NOT_YET_DEPLOYED',
      date_mode: change.date_mode ?? '',
      go_live_date: change.go_live_date ?? '',
      start_date: change.start_date ?? '',
      end_date: change.end_date ?? '',
    } as TimingValues,
    toBody,
  );
  const mode = useWatch({ control: form.form.control, name: 'date_mode' });
  return (
    <ChangeStepForm form={form} backTo={backTo} last={last}>
      <Field
        name="date_mode"
        label="How does it go live?"
        required
        kind="radio"
        layout="vertical"
        options={optionsOf(dateModes, (mode) => dateModeLabels[mode])}
      />
      {mode === 'SINGLE_DATE' ? (
        <FormRow>
          <Field name="go_live_date" label="Go-live date" required kind="date" />
        </FormRow>
      ) : null}
      {mode === 'DURATION' ? (
        <FormRow>
          <Field name="start_date" label="Deployment starts" required kind="date" />
          <Field name="end_date" label="Deployment ends" required kind="date" />
        </FormRow>
      ) : null}
      <Field
        name="deployment_state"
        label="Deployment"
        kind="radio"
        options={optionsOf(deploymentStates, (state) => deploymentStateLabels[state])}
      />
    </ChangeStepForm>
  );
}
