import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  createProjectInputSchema,
  type CreateProjectInput,
  type Project,
} from '@contract/projects/projects.schema';
import { projectsPaths } from '@contract/projects/projects';
import { projectPaths } from '@/features/projects/paths';
import { announceAction } from '@/components/action-toasts';
import { contractResolver } from '@/components/form/contract-resolver';
import { FormFailure } from '@/components/form/form-failure';
import { applyServerErrors } from '@/components/form/server-errors';
import { RouterLink } from '@/components/router-link';
import { apiPost } from '@/lib/api-client/api-client';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

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
  const styles = useStyles();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string>();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuickValues>({
    defaultValues: { name: '', business_objective: '' },
    resolver: contractResolver(createProjectInputSchema, toBody),
  });

  const create = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const project = await apiPost<Project>(projectsPaths.create(), toBody(values), {
        label: 'New project',
        redirectOnError: false,
        notifyOnError: false,
      });
      void mutate((key) => typeof key === 'string' && key.startsWith('projects/'));
      announceAction({
        title: `Created “${project.name}”`,
        body: 'Add its details, team and changes when you are ready.',
      });
      onClose();
      void navigate(projectPaths.project.href(project.id));
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'business_objective']));
    }
  });

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && !isSubmitting && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void create(event)} noValidate>
          <DialogBody>
            <DialogTitle>Quick create a project</DialogTitle>
            <DialogContent className={styles.content}>
              <FormFailure message={failure} title="The project was not created." />
              <Controller
                control={control}
                name="name"
                render={({ field }) => (
                  <Field
                    label="Project name"
                    required
                    validationMessage={errors.name?.message}
                    validationState={errors.name ? 'error' : 'none'}
                  >
                    <Input {...field} autoComplete="off" />
                  </Field>
                )}
              />
              <Controller
                control={control}
                name="business_objective"
                render={({ field }) => (
                  <Field
                    label="Business objective"
                    hint="Optional: what the organisation gains."
                    validationMessage={errors.business_objective?.message}
                    validationState={errors.business_objective ? 'error' : 'none'}
                  >
                    <Textarea {...field} rows={3} resize="vertical" />
                  </Field>
                )}
              />
              <RouterLink to={projectPaths.newProject.href()}>
                Or set up everything with the new project wizard
              </RouterLink>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" disabled={isSubmitting}>
                {isSubmitting ? 'Creating…' : 'Create project'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
