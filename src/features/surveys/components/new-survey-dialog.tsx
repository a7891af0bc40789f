import { useNavigate } from 'react-router';
import { createSurveyInputSchema } from '@contract/surveys/surveys.schema';
import { pulseTemplateKeys, pulseTemplates } from '@contract/surveys/templates';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateSurvey } from '../hooks';

interface NewSurveyValues {
  start: string;
  name: string;
  description: string;
}

const startOptions = [
  { value: 'CUSTOM', label: 'A blank survey of my own' },
  ...pulseTemplateKeys.map((key) => ({ value: key, label: pulseTemplates[key].name })),
];

/** Starts a survey from one of the eight pulse check templates, or blank. */
export function NewSurveyDialog({
  projectId,
  onClose,
}: {
  projectId: number;
  onClose: () => void;
}) {
  const createSurvey = useCreateSurvey();
  const navigate = useNavigate();
  const form = useContractForm({
    schema: createSurveyInputSchema,
    defaultValues: { start: 'GO_LIVE_EMPLOYEES', name: '', description: '' } as NewSurveyValues,
    toBody: ({ start, name, description }) => {
      const template = start === 'CUSTOM' ? null : (start as (typeof pulseTemplateKeys)[number]);
      return {
        project: projectId,
        template,
        ...(name.trim() ? { name: name.trim() } : {}),
        description,
      };
    },
    submit: (body) => createSurvey(body),
    done: (saved) => `Created the survey “${saved.name}”`,
    onSaved: (saved) => navigate(String(saved.id)),
    fields: ['template', 'name', 'description', 'project'],
    onClose,
  });
  return (
    <FormDialog form={form} title="New survey" submitLabel="Create survey">
      <FormField<NewSurveyValues>
        name="start"
        label="Start from"
        kind="select"
        options={startOptions}
        hint="Pulse checks come with questions you can change before sending."
      />
      <FormField<NewSurveyValues>
        name="name"
        label="Name"
        hint="Leave empty to use the template’s name."
      />
      <FormField<NewSurveyValues> name="description" label="Description" kind="textarea" />
    </FormDialog>
  );
}
