import { defaultPhaseNames, phaseCodes } from '@contract/projects/phases';
import { initialProjectStatuses } from '@contract/projects/projects';
import { FormField, optionsOf } from '@/components/form/form-field';
import { useOrganisationPhases } from '../hooks';
import type { ProjectFormValues } from './project-form-values';

const statusHints: Record<(typeof initialProjectStatuses)[number], string> = {
  None: 'No status yet: still an idea',
  Planned: 'Planned: agreed and being prepared',
  Live: 'Live: under way now',
};

/** How a new project starts: None, Planned or Live. */
export function StatusField() {
  return (
    <FormField<ProjectFormValues>
      name="status"
      label="Status to start with"
      kind="radio"
      layout="vertical"
      options={optionsOf(initialProjectStatuses, (status) => statusHints[status])}
    />
  );
}

/** The phase the project starts in, by the organisation's names, in their numbered order. */
export function PhaseStepField() {
  const { data: phases } = useOrganisationPhases();
  const name = (code: (typeof phaseCodes)[number]) =>
    phases?.find((phase) => phase.code === code)?.name ?? defaultPhaseNames[code];
  return (
    <FormField<ProjectFormValues>
      name="active_phase"
      label="Active phase"
      hint="Projects move through four phases in order; choose where this one is today."
      kind="radio"
      layout="vertical"
      options={phaseCodes.map((code, index) => ({
        value: code,
        label: `${index + 1}. ${name(code)}`,
      }))}
    />
  );
}
