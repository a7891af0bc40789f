import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { defaultPhaseNames, phaseCodes } from '@contract/projects/phases';
import { initialProjectStatuses } from '@contract/projects/projects';
import { useOrganisationPhases } from '../hooks';
import type { ProjectFormValues } from './project-form-values';

interface FieldsProps {
  control: Control<ProjectFormValues>;
  errors: FieldErrors<ProjectFormValues>;
}

const statusHints: Record<(typeof initialProjectStatuses)[number], string> = {
  None: 'No status yet: still an idea',
  Planned: 'Planned: agreed and being prepared',
  Live: 'Live: under way now',
};

/** How a new project starts: None, Planned or Live. */
export function StatusField({ control, errors }: FieldsProps) {
  return (
    <Controller
      control={control}
      name="status"
      render={({ field }) => (
        <Field
          label="Status to start with"
          validationMessage={errors.status?.message}
          validationState={errors.status ? 'error' : 'none'}
        >
          <RadioGroup value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
            {initialProjectStatuses.map((status) => (
              <Radio key={status} value={status} label={statusHints[status]} />
            ))}
          </RadioGroup>
        </Field>
      )}
    />
  );
}

/** The phase the project starts in, by the organisation's names, in their numbered order. */
export function PhaseStepField({ control, errors }: FieldsProps) {
  const { data: phases } = useOrganisationPhases();
  const name = (code: (typeof phaseCodes)[number]) =>
    phases?.find((phase) => phase.code === code)?.name ?? defaultPhaseNames[code];
  return (
    <Controller
      control={control}
      name="active_phase"
      render={({ field }) => (
        <Field
          label="Active phase"
          hint="Projects move through four phases in order; choose where this one is today."
          validationMessage={errors.active_phase?.message}
          validationState={errors.active_phase ? 'error' : 'none'}
        >
          <RadioGroup value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
            {phaseCodes.map((code, index) => (
              <Radio key={code} value={code} label={`${index + 1}. ${name(code)}`} />
            ))}
          </RadioGroup>
        </Field>
      )}
    />
  );
}
