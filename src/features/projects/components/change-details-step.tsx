import { changeWizardStepSchemas } from '@contract/projects/changes.schema';
import { changeTypeLabels, changeTypes, type ChangeType } from '@contract/projects/projects';
import { FormField, optionsOf } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateChange, useSaveChangeStep } from '../hooks';
import { ChangeStepForm, type ChangeStepProps } from './change-step-form';

interface DetailsValues {
  name: string;
  description: string;
  change_type: ChangeType | '';
}

const Field = FormField<DetailsValues>;

/** Step 1: what the change is. Saving it creates a new change. */
export function ChangeDetailsStep({ projectId, change, onSaved, backTo, last }: ChangeStepProps) {
  const createChange = useCreateChange();
  const saveStep = useSaveChangeStep();
  const form = useContractForm({
    schema: changeWizardStepSchemas[1],
    defaultValues: {
      name: change?.name ?? '',
      description: change?.description ?? '',
      change_type: change?.change_type ?? '',
    } as DetailsValues,
    toBody: (values) => ({ ...values, change_type: values.change_type || null }),
    submit: (body) =>
      change ? saveStep(projectId, change.id, 1, body) : createChange(projectId, body),
    onSaved,
  });
  return (
    <ChangeStepForm form={form} backTo={backTo} last={last}>
      <Field
        name="name"
        label="Change name"
        required
        hint="Say what will be different, e.g. “Bedside charting on tablets”."
      />
      <Field
        name="description"
        label="Description"
        hint="Who it affects and how their work changes."
        kind="textarea"
        rows={4}
      />
      <Field
        name="change_type"
        label="Type of change"
        kind="radio"
        options={[
          ...optionsOf(changeTypes, (type) => changeTypeLabels[type]),
          { value: '', label: 'Not decided' },
        ]}
      />
    </ChangeStepForm>
  );
}
