import { Dropdown, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PersonSummary } from '@contract/people/profiles.schema';
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
import { useUpdateRole, useUsersWithRoles } from '../hooks';

const PAGE_SIZE = 50;

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

function isRole(value: string | null): value is OrganisationRole {
  return (organisationRoles as readonly string[]).includes(value ?? '');
}

/**
 * Roles: who holds which organisation role, searchable and filtered by role (both in the
 * address), and a change of role after a confirmation. The server refuses to demote the last
 * admin; its reason shows in the dialog.
 */
export function RolesTab() {
  const format = useFormat();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const roleParam = params.get('role');
  const role = isRole(roleParam) ? roleParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [pending, setPending] = useState<{ person: PersonSummary; role: OrganisationRole }>();
  const updateRole = useUpdateRole();
  const read = useUsersWithRoles({
    page_number: page,
    page_size: PAGE_SIZE,
    search,
    ...(role ? { role } : {}),
  });

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

  const columns: DataColumn<PersonSummary>[] = [
    { id: 'name', header: 'Name', cell: (p) => p.display_name },
    { id: 'email', header: 'Email', cell: (p) => p.email, from: 'medium' },
    {
      id: 'role',
      header: 'Role',
      cell: (p) => (
        <Dropdown
          aria-label={`Role of ${p.display_name}`}
          value={organisationRoleLabels[p.role]}
          selectedOptions={[p.role]}
          onOptionSelect={(_e, data) => {
            const next = data.optionValue ?? null;
            if (isRole(next) && next !== p.role) setPending({ person: p, role: next });
          }}
        >
          {organisationRoles.map((r) => (
            <Option key={r} value={r}>
              {organisationRoleLabels[r]}
            </Option>
          ))}
        </Dropdown>
      ),
    },
    { id: 'status', header: 'Status', cell: (p) => (p.is_active ? 'Active' : 'Deactivated') },
  ];

  return (
    <>
      <div className={styles.filters}>
        <Input
          aria-label="Search people with roles"
          placeholder="Search by name or email"
          value={typed}
          onChange={(_e, data) => setTyped(data.value)}
        />
        <Dropdown
          aria-label="Role"
          value={role ? organisationRoleLabels[role] : 'Every role'}
          selectedOptions={[role ?? 'all']}
          onOptionSelect={(_e, data) =>
            setParams((p) => {
              if (isRole(data.optionValue ?? null)) p.set('role', data.optionValue as string);
              else p.delete('role');
              p.delete('page');
              return p;
            })
          }
        >
          <Option value="all">Every role</Option>
          {organisationRoles.map((r) => (
            <Option key={r} value={r}>
              {organisationRoleLabels[r]}
            </Option>
          ))}
        </Dropdown>
      </div>
      <ReadState
        read={read}
        what="the roles"
        isEmpty={(found) => found.results.length === 0}
        empty={{ title: 'Nobody matches', message: 'Try another name, or every role.' }}
      >
        {(found) => (
          <>
            <Text>{format.count(found.count, { one: 'person', other: 'people' })}</Text>
            <DataTable caption="Roles" rows={found.results} columns={columns} rowId={(p) => p.id} />
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              count={found.count}
              label="Roles"
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
      {pending ? (
        <ConfirmDialog
          open
          title={`Make ${pending.person.display_name} ${organisationRoleLabels[pending.role]}?`}
          confirmLabel="Change role"
          onConfirm={() => updateRole(pending.person.id, pending.role)}
          describeFailure={(error) =>
            Object.values(error.fieldErrors ?? {})
              .flat()
              .join(' ') || error.reason
          }
          onClose={() => setPending(undefined)}
        >
          {`${pending.person.display_name} is ${organisationRoleLabels[pending.person.role]} now. Their access changes at their next action.`}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
