import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateProjectInputSchema, type Project } from '@contract/projects/projects.schema';
import { announceAction } from '@/components/action-toasts';
import { contractResolver } from '@/components/form/contract-resolver';
import { FormFailure } from '@/components/form/form-failure';
import { applyServerErrors } from '@/components/form/server-errors';
import { useUsersProfile } from '@/lib/session/session-reads';
import { updateProject } from '../api';
import { usePeopleFromMyTeams, useProject, useProjectTagOptions, useRevalidate } from '../hooks';
import {
  DateFields,
  NameAndObjectiveFields,
  ScopeAndTypeFields,
  TagsField,
  TeamField,
} from './project-form-fields';
import {
  projectFormValues,
  toUpdateProjectBody,
  type ProjectFormValues,
} from './project-form-values';

const useStyles = makeStyles({
  surface: { maxWidth: '40rem', width: 'calc(100vw - 2rem)' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const FIELDS = [
  'name',
  'business_objective',
  'scope_level',
  'change_type',
  'start_date',
  'end_date',
  'tags',
  'team_member_ids',
] as const;

/** Edits a project's name, objective, scope, type, dates, tags and team. */
export function EditProjectDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const styles = useStyles();
  const { mutate } = useProject(project.id);
  const revalidate = useRevalidate();
  const { data: profile } = useUsersProfile();
  const { tags } = useProjectTagOptions();
  const { people } = usePeopleFromMyTeams();
  const [failure, setFailure] = useState<string>();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormValues>({
    defaultValues: projectFormValues(project),
    resolver: contractResolver(updateProjectInputSchema, toUpdateProjectBody),
  });

  // The project's own tags and people are choices even when the lists do not hold them.
  const tagChoices = tags
    ? [...tags, ...project.tags.filter((tag) => !tags.some((t) => t.id === tag.id))]
    : undefined;
  const peopleChoices = people
    ? [...people, ...project.team.filter((member) => !people.some((p) => p.id === member.id))]
    : undefined;
  // A change manager edits only projects they are on: keep them on this one.
  const locked =
    profile?.role === 'CHANGE_MANAGER' && project.team.some((m) => m.id === profile.id)
      ? [profile.id]
      : [];

  const save = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const saved = await updateProject(project.id, toUpdateProjectBody(values));
      await mutate(saved, { revalidate: false });
      void revalidate('projects', `projects/${project.id}/`);
      announceAction({ title: 'Project details saved' });
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && !isSubmitting && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void save(event)} noValidate>
          <DialogBody>
            <DialogTitle>Edit project details</DialogTitle>
            <DialogContent className={styles.form}>
              <FormFailure message={failure} title="The project was not saved." />
              <NameAndObjectiveFields control={control} errors={errors} />
              <ScopeAndTypeFields control={control} errors={errors} />
              <DateFields control={control} errors={errors} />
              <TagsField control={control} errors={errors} tags={tagChoices} />
              <TeamField
                control={control}
                errors={errors}
                people={peopleChoices}
                locked={locked}
                hint="People on the team can edit the project if they are change managers."
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" appearance="primary" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save details'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
