import { Field, Input, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { changeWizardStepSchemas } from '@contract/projects/changes.schema';
import { changeTypeLabels, changeTypes, type ChangeType } from '@contract/projects/projects';
import { contractResolver } from '@/components/form/contract-resolver';
import { applyServerErrors } from '@/components/form/server-errors';
import { createChange, saveChangeStep } from '../api';
import type { ChangeStepProps } from './change-wizard';
import { ChangeStepForm } from './change-step-form';

interface DetailsValues {
  name: string;
  description: string;
  change_type: ChangeType | '';
}

const toBody = (values: DetailsValues) => ({
  name: values.name,
  description: values.description,
  change_type: values.change_type || null,
});

/** Step 1: what the change is. Saving it creates a new change. */
export function ChangeDetailsStep({ projectId, change, onSaved, backTo, last }: ChangeStepProps) {
  const [failure, setFailure] = useState<string>();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DetailsValues>({
    defaultValues: {
      name: change?.name ?? '',
      description: change?.description ?? '',
      change_type: change?.change_type ?? '',
    },
    resolver: contractResolver(changeWizardStepSchemas[1], toBody),
  });

  const save = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const saved = change
        ? await saveChangeStep(projectId, change.id, 1, toBody(values))
        : await createChange(projectId, toBody(values));
      await onSaved(saved);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'description', 'change_type']));
    }
  });

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
        name="name"
        render={({ field }) => (
          <Field
            label="Change name"
            required
            hint="Say what will be different, e.g. “Bedside charting on tablets”."
            validationMessage={errors.name?.message}
            validationState={errors.name ? 'error' : 'none'}
          >
            <Input {...field} autoComplete="off" />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <Field
            label="Description"
            hint="Who it affects and how their work changes."
            validationMessage={errors.description?.message}
            validationState={errors.description ? 'error' : 'none'}
          >
            <Textarea {...field} rows={4} resize="vertical" />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="change_type"
        render={({ field }) => (
          <Field
            label="Type of change"
            validationMessage={errors.change_type?.message}
            validationState={errors.change_type ? 'error' : 'none'}
          >
            <RadioGroup
              layout="horizontal"
              value={field.value}
              onChange={(_event, data) => field.onChange(data.value)}
            >
              {changeTypes.map((type) => (
                <Radio key={type} value={type} label={changeTypeLabels[type]} />
              ))}
              <Radio value="" label="Not decided" />
            </RadioGroup>
          </Field>
        )}
      />
    </ChangeStepForm>
  );
}
