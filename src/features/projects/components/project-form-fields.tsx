import { makeStyles, tokens } from '@fluentui/react-components';
import {
  changeTypeLabels,
  changeTypes,
  scopeLevelLabels,
  scopeLevels,
} from '@contract/projects/projects';
import type { ProjectTag } from '@contract/projects/projects.schema';
import { ChoicePicker } from '@/components/choice-picker';
import { FormField, optionsOf } from '@/components/form/form-field';
import { useCreateReferenceEntry } from '@/features/admin/hooks';
import { useUsersProfile } from '@/lib/session/session-reads';
import { PeopleField } from '../widgets/owner-field';
import type { ProjectFormValues } from './project-form-values';

const useStyles = makeStyles({
  dates: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

const Field = FormField<ProjectFormValues>;
const undecided = { value: '', label: 'Not decided' };

export function NameAndObjectiveFields() {
  return (
    <>
      <Field name="name" label="Project name" required />
      <Field
        name="business_objective"
        label="Business objective"
        hint="What the organisation gains when this project succeeds."
        kind="textarea"
        rows={5}
      />
    </>
  );
}

export function ScopeAndTypeFields() {
  return (
    <>
      <Field
        name="scope_level"
        label="Scope"
        hint="How far across the organisation the project reaches."
        kind="radio"
        options={[...optionsOf(scopeLevels, (s) => scopeLevelLabels[s]), undecided]}
      />
      <Field
        name="change_type"
        label="Main type of change"
        hint="Each change can still have its own type."
        kind="radio"
        options={[...optionsOf(changeTypes, (t) => changeTypeLabels[t]), undecided]}
      />
    </>
  );
}

export function DateFields() {
  const styles = useStyles();
  return (
    <div className={styles.dates}>
      <Field name="start_date" label="Start date" kind="date" />
      <Field name="end_date" label="End date" kind="date" />
    </div>
  );
}

export function TagsField({ tags }: { tags: readonly ProjectTag[] | undefined }) {
  const { data: profile } = useUsersProfile();
  const createEntry = useCreateReferenceEntry();
  // The organisation's tag list is the admin area's: whoever may change it adds tags here too.
  const onCreate = profile?.has_tool_access
    ? {
        label: (text: string) => `Create tag “${text}”`,
        create: async (text: string) => (await createEntry('project_tags', { name: text })).id,
      }
    : undefined;
  return (
    <Field
      name="tags"
      label="Tags"
      hint={
        onCreate
          ? 'Tags group projects in lists and reports. Type a new name to create a tag.'
          : 'Tags group projects in lists and reports.'
      }
      kind="custom"
      render={(field) => (
        <ChoicePicker
          noun="tags"
          choices={tags?.map((tag) => ({ id: tag.id, label: tag.name }))}
          selected={field.value as number[]}
          onChange={field.onChange}
          placeholder="Type to find a tag"
          onCreate={onCreate}
        />
      )}
    />
  );
}

export function TeamField({ locked, hint }: { locked?: readonly number[]; hint?: string }) {
  return <PeopleField name="team_member_ids" label="Team" hint={hint} locked={locked} />;
}
