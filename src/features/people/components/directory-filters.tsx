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
  const dropdowns: { key: DirectoryFilterKey; label: string; every: string; choices: Choice[] }[] =
    [
      { key: 'site', label: 'Site', every: 'Every site', choices: sites },
      { key: 'department', label: 'Department', every: 'Every department', choices: departments },
      { key: 'role', label: 'Role', every: 'Every role', choices: roles },
      { key: 'people_tag', label: 'People tag', every: 'Every tag', choices: tags },
      { key: 'persona', label: 'Persona', every: 'Every persona', choices: personas },
    ];
  const sort = filters.sort ? `${filters.sort}:${filters.direction ?? 'asc'}` : undefined;
  return (
    <>
      {dropdowns.map((d) => (
        <FilterDropdown
          key={d.key}
          label={d.label}
          every={d.every}
          value={filters[d.key]}
          choices={d.choices}
          onChange={(v) => onChange(d.key, v)}
        />
      ))}
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
