import { Field, Input, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { TeamMember } from '@contract/projects/projects.schema';
import {
  createWorkstreamInputSchema,
  updateWorkstreamInputSchema,
  type Workstream,
} from '@contract/projects/work-plan.schema';
import { announceAction } from '@/components/action-toasts';
import { contractResolver } from '@/components/form/contract-resolver';
import { applyServerErrors } from '@/components/form/server-errors';
import { createWorkstream, updateWorkstream } from '../api';
import { FormDialog } from './form-dialog';
import { OwnerSelect } from './owner-select';

interface WorkstreamValues {
  name: string;
  description: string;
  owner: string;
}

/** Adds a workstream to the project, or edits one. */
export function WorkstreamDialog({
  projectId,
  workstream,
  team,
  onClose,
  onSaved,
}: {
  projectId: number;
  workstream?: Workstream;
  team: readonly TeamMember[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string>();
  const toBody = (values: WorkstreamValues) => ({
    ...(workstream ? {} : { project: projectId }),
    name: values.name,
    description: values.description,
    owner: values.owner ? Number(values.owner) : null,
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WorkstreamValues>({
    defaultValues: {
      name: workstream?.name ?? '',
      description: workstream?.description ?? '',
      owner: workstream?.owner ? String(workstream.owner.id) : '',
    },
    resolver: contractResolver(
      workstream ? updateWorkstreamInputSchema : createWorkstreamInputSchema,
      toBody,
    ),
  });

  const save = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const body = toBody(values);
      const saved = workstream
        ? await updateWorkstream(workstream.id, body)
        : await createWorkstream({ ...body, project: projectId });
      await onSaved();
      announceAction({
        title: workstream ? 'Workstream saved' : `Added the workstream “${saved.name}”`,
      });
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'description', 'owner']));
    }
  });

  return (
    <FormDialog
      title={workstream ? 'Edit workstream' : 'New workstream'}
      submitLabel={workstream ? 'Save workstream' : 'Add workstream'}
      submitting={isSubmitting}
      failure={failure}
      onSubmit={(event) => void save(event)}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <Field
            label="Name"
            required
            hint="A stream of work with its own lead, e.g. “Training” or “Ward readiness”."
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
            validationMessage={errors.description?.message}
            validationState={errors.description ? 'error' : 'none'}
          >
            <Textarea {...field} rows={3} resize="vertical" />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="owner"
        render={({ field }) => (
          <OwnerSelect
            value={field.value}
            onChange={field.onChange}
            people={team}
            current={workstream?.owner}
            error={errors.owner?.message}
          />
        )}
      />
    </FormDialog>
  );
}
