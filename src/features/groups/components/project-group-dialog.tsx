import type { PersonRef } from '@contract/shared/common.schema';
import { groupTypes } from '@contract/groups/group-kinds';
import { createProjectGroupInputSchema } from '@contract/groups/project-groups.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateProjectGroup } from '../hooks';
import { PersonPicker } from '@/components/person-picker';
import { usePersonSearch } from '@/features/people/hooks';

interface Values {
  name: string;
  group_type: string;
  category: string;
  notes: string;
  teams_access: boolean;
  members: PersonRef[];
  leaders: PersonRef[];
}

/** A stakeholder, sponsor or project-team group of the project, with its people. */
export function ProjectGroupDialog({
  projectId,
  onClose,
}: {
  projectId: number;
  onClose: () => void;
}) {
  const create = useCreateProjectGroup();
  const form = useContractForm<Values, Record<string, unknown>, unknown>({
    schema: createProjectGroupInputSchema,
    defaultValues: {
      name: '',
      group_type: 'Stakeholder',
      category: '',
      notes: '',
      teams_access: false,
      members: [],
      leaders: [],
    },
    toBody: (v) => ({
      name: v.name,
      group_type: v.group_type,
      category: v.category,
      notes: v.notes,
      teams_access: v.teams_access,
      members: v.members.map((p) => p.id),
      leaders: v.leaders.map((p) => p.id),
    }),
    submit: (body) => create(projectId, body as Parameters<typeof create>[1]),
    done: (_r, v) => `Added ${v.name}`,
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title="New group"
      submitLabel="Add group"
      failureTitle="The group was not added."
    >
      <FormField<Values> name="name" label="Name" required />
      <FormField<Values>
        name="group_type"
        label="Type"
        kind="radio"
        layout="horizontal"
        options={groupTypes.filter((t) => t !== 'Impacted').map((t) => ({ value: t, label: t }))}
      />
      <FormField<Values> name="category" label="Category" />
      <FormField<Values>
        name="leaders"
        label="Leaders"
        kind="custom"
        render={(field, invalid) => (
          <PersonPicker
            useSearch={usePersonSearch}
            label="Leaders"
            value={field.value as PersonRef[]}
            onChange={field.onChange}
            invalid={invalid}
          />
        )}
      />
      <FormField<Values>
        name="members"
        label="Members"
        kind="custom"
        render={(field, invalid) => (
          <PersonPicker
            useSearch={usePersonSearch}
            label="Members"
            value={field.value as PersonRef[]}
            onChange={field.onChange}
            invalid={invalid}
          />
        )}
      />
      <FormField<Values> name="teams_access" label="Give the group access in Teams" kind="switch" />
      <FormField<Values> name="notes" label="Notes" kind="textarea" rows={3} />
    </FormDialog>
  );
}
