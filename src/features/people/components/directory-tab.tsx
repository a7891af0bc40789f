import {
  Button,
  Dropdown,
  Input,
  Option,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DirectoryFilters, filtersFromAddress } from './directory-filters';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Person } from '@contract/people/profiles.schema';
import {
  organisationRoleLabels,
  organisationRoles,
  type OrganisationRole,
} from '@contract/people/roles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFormat } from '@/lib/format/use-format';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { ReadState } from '@/components/read-state';
import { usePeople, useSetPersonActive, useUpdateRole } from '../hooks';
import { PersonDialog } from './person-dialog';
import { PersonDrawer } from './person-drawer';

/** People a page of the directory holds (the house's largest page). */
export const DIRECTORY_PAGE_SIZE = 100;

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

type Pending =
  | { kind: 'role'; person: Person; role: OrganisationRole }
  | { kind: 'active'; person: Person; isActive: boolean };

/** The directory: search as you type (server-side), filters in the address, a virtualised table. */
export function DirectoryTab({ isAdmin }: { isAdmin: boolean }) {
  const format = useFormat();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const filters = filtersFromAddress(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  // The open person lives in the address too, so a link opens the drawer on them.
  const openPerson = Number(params.get('person')) || undefined;
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed === search) return;
      setParams(
        (p) => {
          if (typed) p.set('search', typed);
          else p.delete('search');
          p.delete('page');
          return p;
        },
        { replace: true },
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);
  const read = usePeople({
    ...filters,
    search: search || undefined,
    page_number: page,
    page_size: DIRECTORY_PAGE_SIZE,
  });
  const updateRole = useUpdateRole();
  const setActive = useSetPersonActive();
  const [pending, setPending] = useState<Pending | null>(null);
  const [adding, setAdding] = useState(false);

  const columns: DataColumn<Person>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (p) => (
        <Button
          appearance="transparent"
          size="small"
          aria-label={`Open ${p.display_name}`}
          onClick={() =>
            setParams((q) => {
              q.set('person', String(p.id));
              return q;
            })
          }
        >
          {p.display_name}
        </Button>
      ),
      compare: (a, b) => a.display_name.localeCompare(b.display_name),
    },
    { id: 'email', header: 'Email', cell: (p) => p.email },
    { id: 'site', header: 'Site', cell: (p) => p.site ?? '—' },
    { id: 'department', header: 'Department', cell: (p) => p.department ?? '—' },
    {
      id: 'role',
      header: 'Role',
      cell: (p) =>
        isAdmin ? (
          <Dropdown
            aria-label={`Role of ${p.display_name}`}
            value={organisationRoleLabels[p.role]}
            selectedOptions={[p.role]}
            onOptionSelect={(_e, data) => {
              const role = data.optionValue as OrganisationRole | undefined;
              if (role && role !== p.role) setPending({ kind: 'role', person: p, role });
            }}
          >
            {organisationRoles.map((role) => (
              <Option key={role} value={role}>
                {organisationRoleLabels[role]}
              </Option>
            ))}
          </Dropdown>
        ) : (
          organisationRoleLabels[p.role]
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (p) =>
        isAdmin ? (
          <Button
            size="small"
            onClick={() => setPending({ kind: 'active', person: p, isActive: !p.is_active })}
          >
            {p.is_active ? `Deactivate ${p.first_name}` : `Reactivate ${p.first_name}`}
          </Button>
        ) : p.is_active ? (
          'Active'
        ) : (
          'Deactivated'
        ),
    },
  ];

  return (
    <>
      <div className={styles.filters}>
        <Input
          aria-label="Search people"
          placeholder="Search by name or email"
          value={typed}
          onChange={(_e, data) => setTyped(data.value)}
        />
        {isAdmin ? (
          <Button appearance="primary" onClick={() => setAdding(true)}>
            Add person
          </Button>
        ) : null}
        <DirectoryFilters
          filters={filters}
          onChange={(key, value) =>
            setParams((p) => {
              if (key === 'sort') {
                const [sort, direction] = (value ?? '').split(':');
                if (sort) p.set('sort', sort);
                else p.delete('sort');
                if (direction) p.set('direction', direction);
                else p.delete('direction');
              } else if (value && !(key === 'status' && value === 'active')) p.set(key, value);
              else p.delete(key);
              p.delete('page');
              return p;
            })
          }
        />
      </div>
      <ReadState
        read={read}
        what="the people"
        isEmpty={(found) => found.count === 0}
        empty={{ title: 'Nobody matches', message: 'Try another name, or show everyone.' }}
      >
        {(found) => (
          <>
            <Text>{format.count(found.count, { one: 'person', other: 'people' })}</Text>
            <DataTable
              caption="People"
              rows={found.results}
              columns={columns}
              rowId={(p) => p.id}
              virtual={{ height: 560, rowHeight: 44 }}
            />
            <Pager
              page={page}
              pageSize={DIRECTORY_PAGE_SIZE}
              count={found.count}
              label="People"
              onPage={(next) =>
                setParams((p) => {
                  p.set('page', String(next));
                  return p;
                })
              }
            />
          </>
        )}
      </ReadState>
      {openPerson ? (
        <PersonDrawer
          personId={openPerson}
          canEdit={isAdmin}
          onClose={() =>
            setParams((q) => {
              q.delete('person');
              return q;
            })
          }
        />
      ) : null}
      {adding ? <PersonDialog onClose={() => setAdding(false)} /> : null}
      {pending && (
        <ConfirmDialog
          open
          title={
            pending.kind === 'role'
              ? `Make ${pending.person.display_name} ${organisationRoleLabels[pending.role]}?`
              : `${pending.isActive ? 'Reactivate' : 'Deactivate'} ${pending.person.display_name}?`
          }
          confirmLabel={
            pending.kind === 'role' ? 'Change role' : pending.isActive ? 'Reactivate' : 'Deactivate'
          }
          destructive={pending.kind === 'active' && !pending.isActive}
          onConfirm={() =>
            pending.kind === 'role'
              ? updateRole(pending.person.id, pending.role)
              : setActive(pending.person.id, pending.isActive)
          }
          onClose={() => setPending(null)}
        >
          {pending.kind === 'role'
            ? 'Their access changes at their next action.'
            : pending.isActive
              ? 'They can sign in again at once.'
              : 'They are signed out of everything and see that their account is deactivated.'}
        </ConfirmDialog>
      )}
    </>
  );
}
