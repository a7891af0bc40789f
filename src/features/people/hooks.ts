import { importsPaths } from '@contract/people/imports';
import type { PeopleImportSummary } from '@contract/people/imports.schema';
import { invitesPaths } from '@contract/people/invites';
import type { Invite } from '@contract/people/invites.schema';
import { profilesPaths, type PersonListFilters } from '@contract/people/profiles';
import type { Person, PersonDetail } from '@contract/people/profiles.schema';
import type { Paginated } from '@contract/shared/common.schema';
import { directoryPaths } from '@contract/people/directory';
import type { DirectoryStatus } from '@contract/people/directory.schema';
import { userRolesPaths } from '@contract/people/user-roles';
import type { UsersWithRolesBody } from '@contract/people/user-roles.schema';
import type { PersonSummary } from '@contract/people/profiles.schema';
import useSWR from 'swr';
import type { ReferenceListName } from '@contract/admin/reference-lists';
import type { FieldOption } from '@/components/form/form-field';
import { useReferenceList } from '@/features/admin/hooks';
import { apiPost } from '@/lib/api-client/api-client';
import type { ApiError } from '@/lib/api-client/api-error';
import { defineWrite } from '@/lib/swr/define-write';
import { defineRead, useApiRead } from '@/lib/swr/use-api-read';
import {
  refreshDirectory,
  bulkInvite,
  createPerson,
  commitPeopleCsv,
  cancelInvite,
  resendInvite,
  setPersonActive,
  updatePerson,
  updateRole,
} from './api';

/** The directory: one server-side page (search, filters and sort are the server's). */
export function usePeople(filters: PersonListFilters) {
  return useApiRead<Paginated<Person>>(profilesPaths.list(filters), 'People', {
    keepPreviousData: true,
  });
}

/**
 * As-you-type person search (`user_profiles/search_profiles/`, 30 at a time, active people):
 * the search every person picker in the app runs, through `PersonPicker` in `src/components`.
 */
export const usePersonSearch = defineRead<
  [search: string],
  PersonSummary[],
  Paginated<PersonSummary>
>(
  'People',
  (search) => profilesPaths.search(search),
  (page) => page.results,
);

export const useInvites = defineRead<[], Invite[]>('Invitations', () => invitesPaths.list());

const people = ['user_profiles/', userRolesPaths.list()];
export const useUpdateRole = defineWrite(updateRole, { invalidates: () => people });
export const useSetPersonActive = defineWrite(setPersonActive, { invalidates: () => people });
export const useBulkInvite = defineWrite(bulkInvite, { invalidates: () => ['invites/'] });
export const useResendInvite = defineWrite(resendInvite, { invalidates: () => ['invites/'] });
export const useCancelInvite = defineWrite(cancelInvite, { invalidates: () => ['invites/'] });

/** One person with their groups and projects (the drawer, the set-up wizard, the profile). */
export const usePerson = defineRead<[number], PersonDetail>('Person', (id) =>
  profilesPaths.detail(id),
);
export const useUpdatePerson = defineWrite(updatePerson, {
  invalidates: () => [...people, 'get-users-profile/'],
});
export const useCreatePerson = defineWrite(createPerson, { invalidates: () => people });

/**
 * The live entries of one of the organisation's reference lists as select options (the value is
 * the entry's id), keeping the person's `current` entry among them even when it was archived.
 */
export function useReferenceOptions(
  list: ReferenceListName,
  current: { id: number | null; name: string | null },
): { options: FieldOption[]; loaded: boolean } {
  const read = useReferenceList(list);
  const options = (read.data ?? [])
    .filter((entry) => !entry.archived || entry.id === current.id)
    .map((entry) => ({ value: String(entry.id), label: entry.name }));
  if (current.id !== null && !options.some((o) => o.value === String(current.id))) {
    options.unshift({ value: String(current.id), label: current.name ?? `#${current.id}` });
  }
  return { options, loaded: read.data !== undefined || read.error !== undefined };
}

/** A select's value (an id as text, or empty for "not set") as the reference the API takes. */
export function referenceIdOf(value: string): number | null {
  return value === '' ? null : Number(value);
}

export const useImportHistory = defineRead<[], PeopleImportSummary[]>(
  'Import history',
  importsPaths.history,
);

/** One import, polled every second while a background job is still applying it. */
export function useImport(id: number | undefined) {
  return useApiRead<PeopleImportSummary>(id ? importsPaths.detail(id) : null, 'Import', {
    refreshInterval: (data) => (data?.status === 'running' ? 1000 : 0),
  });
}

export const useCommitPeopleCsv = defineWrite(commitPeopleCsv, {
  invalidates: () => [...people, 'get-history-for-user-csv-upload/', 'people-imports/'],
});

/**
 * Who has which organisation role (`get-users-with-roles/`, a POST read: paging and search travel
 * in the body). The key starts with the path, so every role write refreshes it.
 */
export function useUsersWithRoles(body: UsersWithRolesBody) {
  const path = userRolesPaths.list();
  return useSWR<Paginated<PersonSummary>, ApiError>(
    `${path}#${JSON.stringify(body)}`,
    () => apiPost<Paginated<PersonSummary>>(path, body, { label: 'People with roles' }),
    { keepPreviousData: true },
  );
}

/** The directory's source and last sync, polled every second while a sync runs. */
export function useDirectoryStatus() {
  return useApiRead<DirectoryStatus>(directoryPaths.syncStatus(), 'Directory sync', {
    refreshInterval: (data) =>
      data?.latest && ['queued', 'running'].includes(data.latest.status) ? 1000 : 0,
  });
}

export const useRefreshDirectory = defineWrite(refreshDirectory, {
  invalidates: () => [directoryPaths.syncStatus()],
  seeds: (status) => ({ [directoryPaths.syncStatus()]: status }),
});
