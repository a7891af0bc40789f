import { invitesPaths } from '@contract/people/invites';
import type { Invite } from '@contract/people/invites.schema';
import { profilesPaths, type PersonListFilters } from '@contract/people/profiles';
import type { Person } from '@contract/people/profiles.schema';
import type { Paginated } from '@contract/shared/common.schema';
import { defineWrite } from '@/lib/swr/define-write';
import { defineRead, useApiRead } from '@/lib/swr/use-api-read';
import { bulkInvite, cancelInvite, resendInvite, setPersonActive, updateRole } from './api';

/** The directory: one server-side page (search, filters and sort are the server's). */
export function usePeople(filters: PersonListFilters) {
  return useApiRead<Paginated<Person>>(profilesPaths.list(filters), 'People', {
    keepPreviousData: true,
  });
}

export const useInvites = defineRead<[], Invite[]>('Invitations', () => invitesPaths.list());

const people = ['user_profiles/'];
export const useUpdateRole = defineWrite(updateRole, { invalidates: () => people });
export const useSetPersonActive = defineWrite(setPersonActive, { invalidates: () => people });
export const useBulkInvite = defineWrite(bulkInvite, { invalidates: () => ['invites/'] });
export const useResendInvite = defineWrite(resendInvite, { invalidates: () => ['invites/'] });
export const useCancelInvite = defineWrite(cancelInvite, { invalidates: () => ['invites/'] });
