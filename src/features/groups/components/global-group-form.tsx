import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { PersonRef } from '@contract/shared/common.schema';
import {
  createGlobalImpactedGroupInputSchema,
  type GlobalImpactedGroup,
} from '@contract/groups/global-impacted-groups.schema';
import { FormFailure } from '@/components/form/form-failure';
import { PageHeader } from '@/components/page-header';
import { RouterLink } from '@/components/router-link';
import { groupPaths as paths } from '../paths';
import { FormField } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { useCreateGlobalGroup, useGroupNames, useUpdateGlobalGroup } from '../hooks';
import { PersonPicker } from '@/components/person-picker';
import { DirectoryGroupPicker } from './directory-group-picker';
import { usePersonSearch } from '@/features/people/hooks';

interface Values {
  name: string;
  description: string;
  directory_group_id: string;
  leaders: PersonRef[];
  employees: PersonRef[];
}

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '40rem',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * Create or edit a global impacted group, on a page of its own (its pickers search as you type;
 * a page keeps them out of a modal dialog). The name is checked for uniqueness as you type.
 */
export function GlobalGroupForm({ group }: { group?: GlobalImpactedGroup }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const back = paths.peopleGroups.href(group?.id);
  const create = useCreateGlobalGroup();
  const update = useUpdateGlobalGroup();
  const { data: names } = useGroupNames(group ? group.id : 'none');
  const form = useContractForm<Values, Record<string, unknown>, GlobalImpactedGroup>({
    schema: createGlobalImpactedGroupInputSchema,
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      directory_group_id: group?.directory_group?.id ?? '',
      leaders: group?.leaders ?? [],
      employees: group?.employees ?? [],
    },
    toBody: (v) => ({
      name: v.name,
      description: v.description,
      directory_group_id: v.directory_group_id || null,
      leaders: v.leaders.map((p) => p.id),
      employees: v.employees.map((p) => p.id),
    }),
    submit: (body) =>
      group
        ? update(group.id, body as Parameters<typeof update>[1])
        : create(body as Parameters<typeof create>[0]),
    done: (saved) => (group ? `Saved ${saved.name}` : `Created ${saved.name}`),
    onSaved: (saved) => navigate(paths.peopleGroups.href(saved.id)),
  });
  const typed = form.form.watch('name').trim().toLowerCase();
  const taken = typed !== '' && (names ?? []).some((n) => n.name.toLowerCase() === typed);
  const title = group ? `Edit ${group.name}` : 'New impacted group';
  return (
    <>
      <PageHeader
        title={title}
        above={<RouterLink to={back}>{group ? group.name : 'All impacted groups'}</RouterLink>}
      />
      <FormProvider {...form.form}>
        <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-label={title}>
          <FormFailure message={form.failure} title="The group was not saved." />
          <FormField<Values>
            name="name"
            label="Name"
            required
            hint={taken ? 'Another group already has this name.' : undefined}
          />
          <FormField<Values> name="description" label="Description" kind="textarea" rows={2} />
          <FormField<Values>
            name="directory_group_id"
            label="Directory group to sync members from"
            kind="custom"
            render={(field, invalid) => (
              <DirectoryGroupPicker
                value={field.value as string}
                onChange={field.onChange}
                invalid={invalid}
              />
            )}
          />
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
            name="employees"
            label="Other members"
            kind="custom"
            render={(field, invalid) => (
              <PersonPicker
                useSearch={usePersonSearch}
                label="Other members"
                value={field.value as PersonRef[]}
                onChange={field.onChange}
                invalid={invalid}
              />
            )}
          />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={form.submitting}>
              {form.submitting ? 'Saving…' : group ? 'Save group' : 'Create group'}
            </Button>
            <Button disabled={form.submitting} onClick={() => void navigate(back)}>
              Cancel
            </Button>
          </div>
        </form>
      </FormProvider>
    </>
  );
}
