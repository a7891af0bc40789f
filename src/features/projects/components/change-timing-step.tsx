import { Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  dateModeLabels,
  dateModes,
  deploymentStateLabels,
  deploymentStates,
  type DateMode,
  type DeploymentState,
} from '@contract/projects/change-attributes';
import { changeWizardStepSchemas } from '@contract/projects/changes.schema';
import { contractResolver } from '@/components/form/contract-resolver';
import { applyServerErrors } from '@/components/form/server-errors';
import { saveChangeStep } from '../api';
import type { ChangeStepProps } from './change-wizard';
import { ChangeStepForm } from './change-step-form';

const useStyles = makeStyles({
  dates: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

interface TimingValues {
  deployment_state: DeploymentState;
  date_mode: DateMode | '';
  go_live_date: string;
  start_date: string;
  end_date: string;
}

const FIELDS = ['deployment_state', 'date_mode', 'go_live_date', 'start_date', 'end_date'];

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
export function ChangeTimingStep({ projectId, change, onSaved, backTo, last }: ChangeStepProps) {
  const styles = useStyles();
  const [failure, setFailure] = useState<string>();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TimingValues>({
    defaultValues: {
      deployment_state: change?.deployment_state ?? 'NOT_YET_DEPLOYED',
      date_mode: change?.date_mode ?? '',
      go_live_date: change?.go_live_date ?? '',
      start_date: change?.start_date ?? '',
      end_date: change?.end_date ?? '',
    },
    resolver: contractResolver(changeWizardStepSchemas[3], toBody),
  });
  const mode = useWatch({ control, name: 'date_mode' });

  const save = handleSubmit(async (values) => {
    if (!change) return;
    setFailure(undefined);
    try {
      await onSaved(await saveChangeStep(projectId, change.id, 3, toBody(values)));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  const dateField = (name: 'go_live_date' | 'start_date' | 'end_date', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field
          label={label}
          required
          validationMessage={errors[name]?.message}
          validationState={errors[name] ? 'error' : 'none'}
        >
          <Input {...field} type="date" />
        </Field>
      )}
    />
  );

  return (
    <ChangeStepForm
      onSubmit={(event) => void save(event)}
      submitting={isSubmitting}
      failure={failure}
      backTo={backTo}
      last={last}
    >
      <Controller
        control={control}
        name="date_mode"
        render={({ field }) => (
          <Field
            label="How does it go live?"
            required
            validationMessage={errors.date_mode?.message}
            validationState={errors.date_mode ? 'error' : 'none'}
          >
            <RadioGroup value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
              {dateModes.map((value) => (
                <Radio key={value} value={value} label={dateModeLabels[value]} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      {mode === 'SINGLE_DATE' ? (
        <div className={styles.dates}>{dateField('go_live_date', 'Go-live date')}</div>
      ) : null}
      {mode === 'DURATION' ? (
        <div className={styles.dates}>
          {dateField('start_date', 'Deployment starts')}
          {dateField('end_date', 'Deployment ends')}
        </div>
      ) : null}
      <Controller
        control={control}
        name="deployment_state"
        render={({ field }) => (
          <Field
            label="Deployment"
            validationMessage={errors.deployment_state?.message}
            validationState={errors.deployment_state ? 'error' : 'none'}
          >
            <RadioGroup
              layout="horizontal"
              value={field.value}
              onChange={(_event, data) => field.onChange(data.value)}
            >
              {deploymentStates.map((value) => (
                <Radio key={value} value={value} label={deploymentStateLabels[value]} />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
    </ChangeStepForm>
  );
}
