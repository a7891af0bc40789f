import { Dropdown, Option } from '@fluentui/react-components';
import type { ReferenceListName } from '@contract/admin/reference-lists';
import {
  personSortKeys,
  personSortLabels,
  personStatuses,
  type PersonListFilters,
  type PersonSortKey,
  type PersonStatus,
} from '@contract/people/profiles';
import { organisationRoleLabels, organisationRoles } from '@contract/people/roles';
import { useReferenceList } from '@/features/admin/hooks';

/** The directory filters the address holds, by their query parameter. */
export const directoryFilterKeys = ['site', 'department', 'role', 'people_tag', 'persona'] as const;
export type DirectoryFilterKey = (typeof directoryFilterKeys)[number];

const statusLabels: Record<PersonStatus, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
  all: 'Everyone',
};

/** Reads the directory's filters, sort and status from the address (unknown values dropped). */
export function filtersFromAddress(params: URLSearchParams): PersonListFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const direction = params.get('direction');
  const filters: PersonListFilters = {
    status: (personStatuses as readonly string[]).includes(status ?? '')
      ? (status as PersonStatus)
      : 'active',
  };
  for (const key of directoryFilterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  if ((personSortKeys as readonly string[]).includes(sort ?? '')) {
    filters.sort = sort as PersonSortKey;
    filters.direction = direction === 'desc' ? 'desc' : 'asc';
  }
  return filters;
}

interface Choice {
  value: string;
  label: string;
}

function FilterDropdown({
  label,
  every,
  value,
  choices,
  onChange,
}: {
  label: string;
  every: string;
  value: string | undefined;
  choices: Choice[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Dropdown
      aria-label={label}
      value={choices.find((c) => c.value === value)?.label ?? value ?? every}
      selectedOptions={[value ?? '']}
      onOptionSelect={(_e, data) => onChange(data.optionValue || undefined)}
    >
      <Option value="">{every}</Option>
      {choices.map((c) => (
        <Option key={c.value} value={c.value}>
          {c.label}
        </Option>
      ))}
    </Dropdown>
  );
}

function useNames(list: ReferenceListName): Choice[] {
  const entries = useReferenceList(list).data ?? [];
  return entries.filter((e) => !e.archived).map((e) => ({ value: e.name, label: e.name }));
}

const sortChoices: Choice[] = personSortKeys.flatMap((key) =>
  (['asc', 'desc'] as const).map((direction) => ({
    value: `${key}:${direction}`,
    label: `${personSortLabels[key]}, ${direction === 'asc' ? 'ascending' : 'descending'}`,
  })),
);

/**
 * The directory's filters (site, department, role, people tag, persona, active or not) and its
 * sort. Each change goes to the address through `onChange`, so a filtered view can be shared.
 */
export function DirectoryFilters({
  filters,
  onChange,
}: {
  filters: PersonListFilters;
  onChange: (key: DirectoryFilterKey | 'status' | 'sort', value: string | undefined) => void;
}) {
  const sites = useNames('reporting_sites');
  const departments = useNames('departments');
  const tags = useNames('people_tags');
  const personas = useNames('personas');
  const roles = organisationRoles.map((r) => ({ value: r, label: organisationRoleLabels[r] }));
  const sort = filters.sort ? `${filters.sort}:${filters.direction ?? 'asc'}` : undefined;
  return (
    <>
      <FilterDropdown
        label="Site"
        every="Every site"
        value={filters.site}
        choices={sites}
        onChange={(v) => onChange('site', v)}
      />
      <FilterDropdown
        label="Department"
        every="Every department"
        value={filters.department}
        choices={departments}
        onChange={(v) => onChange('department', v)}
      />
      <FilterDropdown
        label="Role"
        every="Every role"
        value={filters.role}
        choices={roles}
        onChange={(v) => onChange('role', v)}
      />
      <FilterDropdown
        label="People tag"
        every="Every tag"
        value={filters.people_tag}
        choices={tags}
        onChange={(v) => onChange('people_tag', v)}
      />
      <FilterDropdown
        label="Persona"
        every="Every persona"
        value={filters.persona}
        choices={personas}
        onChange={(v) => onChange('persona', v)}
      />
      <Dropdown
        aria-label="Show"
        value={statusLabels[filters.status ?? 'active']}
        selectedOptions={[filters.status ?? 'active']}
        onOptionSelect={(_e, data) => onChange('status', data.optionValue)}
      >
        {personStatuses.map((s) => (
          <Option key={s} value={s}>
            {statusLabels[s]}
          </Option>
        ))}
      </Dropdown>
      <FilterDropdown
        label="Sort by"
        every="Name, ascending"
        value={sort}
        choices={sortChoices.slice(1)}
        onChange={(v) => onChange('sort', v)}
      />
    </>
  );
}
