import { useNavigate } from 'react-router';
import {
  createProjectInputSchema,
  type CreateProjectInput,
} from '@contract/projects/projects.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { RouterLink } from '@/components/router-link';
import { useCreateProject } from '@/features/projects/hooks';
import { projectPaths } from '@/features/projects/paths';

interface QuickValues {
  name: string;
  business_objective: string;
}

const toBody = (values: QuickValues): CreateProjectInput => ({
  name: values.name,
  business_objective: values.business_objective,
});

/** A project from a name (and an objective), straight into its workspace to carry on. */
export function QuickCreateDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const form = useContractForm({
    schema: createProjectInputSchema,
    defaultValues: { name: '', business_objective: '' } as QuickValues,
    toBody,
    submit: (body) => createProject(body),
    done: (project) => ({
      title: `Created “${project.name}”`,
      body: 'Add its details, team and changes when you are ready.',
    }),
    onSaved: (project) => void navigate(projectPaths.project.href(project.id)),
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title="Quick create a project"
      submitLabel="Create project"
      failureTitle="The project was not created."
    >
      <FormField<QuickValues> name="name" label="Project name" required />
      <FormField<QuickValues>
        name="business_objective"
        label="Business objective"
        hint="Optional: what the organisation gains."
        kind="textarea"
      />
      <RouterLink to={projectPaths.newProject.href()}>
        Or set up everything with the new project wizard
      </RouterLink>
    </FormDialog>
  );
}
