import type { PersonRef } from '@contract/shared/common.schema';
import type { TeamMember } from '@contract/projects/projects.schema';
import {
  createWorkstreamInputSchema,
  updateWorkstreamInputSchema,
  type Workstream,
} from '@contract/projects/work-plan.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateWorkstream, useUpdateWorkstream } from '../hooks';
import { OwnerField, ownerId, ownerValue } from '../widgets/owner-field';

interface WorkstreamValues {
  name: string;
  description: string;
  owner: PersonRef | null;
}

/** Adds a workstream to the project, or edits one. */
export function WorkstreamDialog({
  projectId,
  workstream,
  team,
  onClose,
}: {
  projectId: number;
  workstream?: Workstream;
  team: readonly TeamMember[];
  onClose: () => void;
}) {
  const createWorkstream = useCreateWorkstream();
  const updateWorkstream = useUpdateWorkstream();
  const form = useContractForm({
    schema: workstream ? updateWorkstreamInputSchema : createWorkstreamInputSchema,
    defaultValues: {
      name: workstream?.name ?? '',
      description: workstream?.description ?? '',
      owner: ownerValue(workstream?.owner),
    } as WorkstreamValues,
    // Only a new workstream names its project.
    toBody: (values) => ({
      ...(workstream ? {} : { project: projectId }),
      ...values,
      owner: ownerId(values.owner),
    }),
    submit: (body) =>
      workstream
        ? updateWorkstream(workstream.id, body)
        : createWorkstream({ ...body, project: projectId }),
    done: (saved) => (workstream ? 'Workstream saved' : `Added the workstream “${saved.name}”`),
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={workstream ? 'Edit workstream' : 'New workstream'}
      submitLabel={workstream ? 'Save workstream' : 'Add workstream'}
    >
      <FormField<WorkstreamValues>
        name="name"
        label="Name"
        required
        hint="A stream of work with its own lead, e.g. “Training” or “Ward readiness”."
      />
      <FormField<WorkstreamValues> name="description" label="Description" kind="textarea" />
      <OwnerField team={team} />
    </FormDialog>
  );
}
