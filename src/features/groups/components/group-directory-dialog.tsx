import type { ProjectGroup } from '@contract/groups/project-groups.schema';
import {
  createDirectoryGroupInputSchema,
  linkDirectoryMembersInputSchema,
} from '@contract/groups/project-groups.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateDirectoryGroup, useLinkDirectoryMembers } from '../hooks';
import { DirectoryGroupPicker } from './directory-group-picker';

interface CreateValues {
  name: string;
}

/** Makes a directory group (Entra ID, or locally the organisation's own) of the group's people. */
export function CreateDirectoryGroupDialog({
  projectId,
  group,
  onClose,
}: {
  projectId: number;
  group: ProjectGroup;
  onClose: () => void;
}) {
  const create = useCreateDirectoryGroup();
  const form = useContractForm<CreateValues, Record<string, unknown>, unknown>({
    schema: createDirectoryGroupInputSchema,
    defaultValues: { name: group.name },
    toBody: (v) => ({ group: group.id, name: v.name }),
    submit: (body) => create(projectId, group.id, (body as { name?: string }).name),
    done: (_r, v) => `Made the directory group ${v.name}`,
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={`Make a directory group of ${group.name}`}
      submitLabel="Create directory group"
    >
      <FormField<CreateValues>
        name="name"
        label="Directory group name"
        hint={`Its members are the group's ${group.member_count} people; the group stays linked to it.`}
        required
      />
    </FormDialog>
  );
}

interface LinkValues {
  directory_group_id: string;
}

/** Replaces the group's people with a directory group's members, and keeps them in sync. */
export function LinkDirectoryGroupDialog({
  projectId,
  group,
  onClose,
}: {
  projectId: number;
  group: ProjectGroup;
  onClose: () => void;
}) {
  const link = useLinkDirectoryMembers();
  const form = useContractForm<LinkValues, Record<string, unknown>, unknown>({
    schema: linkDirectoryMembersInputSchema,
    defaultValues: { directory_group_id: '' },
    toBody: (v) => ({ group: group.id, directory_group_id: v.directory_group_id }),
    submit: (body) =>
      link(projectId, group.id, (body as { directory_group_id: string }).directory_group_id),
    done: (saved) =>
      `${group.name} now has the ${(saved as ProjectGroup).member_count} members of the directory group`,
    onClose,
  });
  return (
    <FormDialog form={form} title={`Link ${group.name} to a directory group`} submitLabel="Link">
      <FormField<LinkValues>
        name="directory_group_id"
        label="Directory group"
        hint="The group's people are replaced by the directory group's members."
        kind="custom"
        required
        render={(field, invalid) => (
          <DirectoryGroupPicker
            label="Directory group"
            value={field.value as string}
            onChange={field.onChange}
            invalid={invalid}
          />
        )}
      />
    </FormDialog>
  );
}
