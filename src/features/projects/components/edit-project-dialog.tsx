import { updateProjectInputSchema, type Project } from '@contract/projects/projects.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { useContractForm } from '@/components/form/use-contract-form';
import { useUsersProfile } from '@/lib/session/session-reads';
import { useProjectTagOptions, useUpdateProject } from '../hooks';
import {
  DateFields,
  NameAndObjectiveFields,
  ScopeAndTypeFields,
  TagsField,
  TeamField,
} from './project-form-fields';
import { projectFormValues, toUpdateProjectBody } from './project-form-values';

/** Edits a project's name, objective, scope, type, dates, tags and team. */
export function EditProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const updateProject = useUpdateProject();
  const { data: profile } = useUsersProfile();
  const { tags } = useProjectTagOptions();
  const form = useContractForm({
    schema: updateProjectInputSchema,
    defaultValues: projectFormValues(project),
    toBody: toUpdateProjectBody,
    submit: (body) => updateProject(project.id, body),
    done: 'Project details saved',
    onClose,
  });

  // The project's own tags are choices even when the lists do not hold them.
  const tagChoices = tags && [
    ...tags,
    ...project.tags.filter((t) => !tags.some((c) => c.id === t.id)),
  ];
  // A change manager edits only projects they are on: keep them on this one.
  const locked =
    profile?.role === 'CHANGE_MANAGER' && project.team.some((m) => m.id === profile.id)
      ? [profile.id]
      : [];

  return (
    <FormDialog
      form={form}
      title="Edit project details"
      submitLabel="Save details"
      failureTitle="The project was not saved."
    >
      <NameAndObjectiveFields />
      <ScopeAndTypeFields />
      <DateFields />
      <TagsField tags={tagChoices} />
      <TeamField
        locked={locked}
        hint="People on the team can edit the project if they are change managers."
      />
    </FormDialog>
  );
}
