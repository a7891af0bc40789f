import { useNavigate } from 'react-router';
import { createSurveyInputSchema } from '@contract/surveys/surveys.schema';
import { pulseTemplateKeys, pulseTemplates } from '@contract/surveys/templates';
import { useProjectCycles } from '@/features/leaders/hooks';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateSurvey } from '../hooks';

interface NewSurveyValues {
  start: string;
  activation_cycle_id: string;
  name: string;
  description: string;
}

const NWOW = 'NWOW';

const startOptions = [
  { value: 'CUSTOM', label: 'A blank survey of my own' },
  ...pulseTemplateKeys.map((key) => ({ value: key, label: pulseTemplates[key].name })),
];

/**
 * Starts a survey from one of the eight pulse check templates, blank, or (in a project) as a
 * new-ways-of-working survey asking how consistently each behaviour of an activation cycle is
 * practised. Without a project it makes an enterprise survey.
 */
export function NewSurveyDialog({
  projectId,
  onClose,
}: {
  projectId: number | null;
  onClose: () => void;
}) {
  const createSurvey = useCreateSurvey();
  const navigate = useNavigate();
  const cycles = useProjectCycles(projectId ?? undefined);
  const form = useContractForm({
    schema: createSurveyInputSchema,
    defaultValues: {
      start: 'GO_LIVE_EMPLOYEES',
      activation_cycle_id: '',
      name: '',
      description: '',
    } as NewSurveyValues,
    toBody: ({ start, activation_cycle_id, name, description }) => {
      const template =
        start === 'CUSTOM' || start === NWOW ? null : (start as (typeof pulseTemplateKeys)[number]);
      return {
        ...(projectId === null
          ? { scope: 'ENTERPRISE' as const, project: null }
          : { project: projectId }),
        template,
        ...(start === NWOW
          ? {
              is_nwow: true,
              activation_cycle_id: activation_cycle_id ? Number(activation_cycle_id) : null,
            }
          : {}),
        ...(name.trim() ? { name: name.trim() } : {}),
        description,
      };
    },
    submit: (body) => createSurvey(body),
    done: (saved) => `Created the survey “${saved.name}”`,
    onSaved: (saved) => navigate(String(saved.id)),
    fields: ['template', 'name', 'description', 'project', 'activation_cycle_id'],
    onClose,
  });
  const cycleOptions = (cycles.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const options =
    projectId !== null && cycleOptions.length
      ? [
          ...startOptions,
          { value: NWOW, label: 'New ways of working: how consistently behaviours are practised' },
        ]
      : startOptions;
  const nwow = form.form.watch('start') === NWOW;
  return (
    <FormDialog form={form} title="New survey" submitLabel="Create survey">
      <FormField<NewSurveyValues>
        name="start"
        label="Start from"
        kind="select"
        options={options}
        hint="Pulse checks come with questions you can change before sending."
      />
      {nwow && (
        <FormField<NewSurveyValues>
          name="activation_cycle_id"
          label="Activation cycle"
          kind="select"
          options={cycleOptions}
          placeholder="Choose a cycle"
          hint="The survey asks about each of the cycle’s behaviours."
        />
      )}
      <FormField<NewSurveyValues>
        name="name"
        label="Name"
        hint="Leave empty to use the template’s name."
      />
      <FormField<NewSurveyValues> name="description" label="Description" kind="textarea" />
    </FormDialog>
  );
}
