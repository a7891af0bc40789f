import { organisationRoleLabels, organisationRoles } from '@contract/people/roles';
import {
  createPersonInputSchema,
  updatePersonInputSchema,
  type PersonDetail,
} from '@contract/people/profiles.schema';
import type { PersonRef } from '@contract/shared/common.schema';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField, optionsOf } from '@/components/form/form-field';
import { useContractForm } from '@/components/form/use-contract-form';
import { PersonPicker } from '@/components/person-picker';
import {
  referenceIdOf,
  useCreatePerson,
  usePersonSearch,
  useReferenceOptions,
  useUpdatePerson,
} from '../hooks';

interface PersonValues {
  email: string;
  first_name: string;
  last_name: string;
  job_title: string;
  role: PersonDetail['role'];
  site_id: string;
  department_id: string;
  manager: PersonRef | null;
  is_people_manager: boolean;
}

const idText = (id: number | null | undefined) => (id == null ? '' : String(id));

/**
 * An admin adds a person to the directory (without an invitation), or edits someone's directory
 * fields. Site and department come from the organisation's lists; moving a site says so.
 */
export function PersonDialog({ person, onClose }: { person?: PersonDetail; onClose: () => void }) {
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const sites = useReferenceOptions('reporting_sites', {
    id: person?.site_id ?? null,
    name: person?.site ?? null,
  });
  const departments = useReferenceOptions('departments', {
    id: person?.department_id ?? null,
    name: person?.department ?? null,
  });
  const initial: PersonValues = {
    email: person?.email ?? '',
    first_name: person?.first_name ?? '',
    last_name: person?.last_name ?? '',
    job_title: person?.job_title ?? '',
    role: person?.role ?? 'EMPLOYEE',
    site_id: idText(person?.site_id),
    department_id: idText(person?.department_id),
    manager: person?.manager ?? null,
    is_people_manager: person?.is_people_manager ?? false,
  };
  const form = useContractForm({
    schema: person ? updatePersonInputSchema : createPersonInputSchema,
    defaultValues: initial,
    toBody: (v) => {
      const fields = {
        first_name: v.first_name,
        last_name: v.last_name,
        job_title: v.job_title || null,
        department_id: referenceIdOf(v.department_id),
        manager_id: v.manager?.id ?? null,
        is_people_manager: v.is_people_manager,
      };
      // The site moves only when it changed (the API asks for `updateSite` then).
      const site = v.site_id !== initial.site_id ? { site_id: referenceIdOf(v.site_id) } : {};
      return person ? { ...fields, ...site } : { ...fields, ...site, email: v.email, role: v.role };
    },
    submit: (body) =>
      person ? update(person.id, body) : create(body as Parameters<typeof create>[0]),
    done: (saved) =>
      person ? `Saved ${saved.display_name}` : `Added ${saved.display_name} to the directory`,
    fields: [...Object.keys(initial), 'manager_id'],
    onClose,
  });
  return (
    <FormDialog
      form={form}
      title={person ? `Edit ${person.display_name}` : 'Add a person'}
      submitLabel={person ? 'Save person' : 'Add person'}
      failureTitle="The person was not saved."
    >
      {person ? null : (
        <FormField<PersonValues>
          name="email"
          label="Email"
          required
          autoComplete="off"
          hint="No invitation is sent; invite people from Invitations to let them sign in."
        />
      )}
      <FormField<PersonValues> name="first_name" label="First name" required />
      <FormField<PersonValues> name="last_name" label="Last name" />
      <FormField<PersonValues> name="job_title" label="Job title" />
      {person ? null : (
        <FormField<PersonValues>
          name="role"
          label="Role"
          kind="select"
          options={optionsOf(organisationRoles, (r) => organisationRoleLabels[r])}
        />
      )}
      <FormField<PersonValues>
        name="site_id"
        label="Site"
        kind="select"
        placeholder="Not set"
        options={sites.options}
      />
      <FormField<PersonValues>
        name="department_id"
        label="Department"
        kind="select"
        placeholder="Not set"
        options={departments.options}
        hint="Impacted groups' functions gather people by department."
      />
      <FormField<PersonValues>
        name="manager"
        label="Line manager"
        kind="custom"
        render={(field, invalid) => {
          const manager = field.value as PersonRef | null;
          return (
            <PersonPicker
              label="Line manager"
              single
              value={manager ? [manager] : []}
              onChange={(chosen) => field.onChange(chosen[0] ?? null)}
              useSearch={usePersonSearch}
              invalid={invalid}
            />
          );
        }}
      />
      <FormField<PersonValues>
        name="is_people_manager"
        label="People manager (may import the people they manage)"
        kind="switch"
      />
    </FormDialog>
  );
}
