import { invitesPaths } from '@contract/people/invites';
import type { BulkInviteResult, Invite } from '@contract/people/invites.schema';
import type { OrganisationRole } from '@contract/people/roles';
import type { Person } from '@contract/people/profiles.schema';
import { userRolesPaths } from '@contract/people/user-roles';
import { apiPatch, apiPost } from '@/lib/api-client/api-client';

// One function per people call the screens write through; reads are in hooks.ts.

export function updateRole(userId: number, role: OrganisationRole) {
  return apiPatch<Person>(
    userRolesPaths.update(),
    { user_id: userId, role },
    { label: 'Change role' },
  );
}

export function setPersonActive(userId: number, isActive: boolean) {
  return apiPatch<Person>(
    userRolesPaths.deactivate(),
    { user_id: userId, is_active: isActive },
    { label: isActive ? 'Reactivate person' : 'Deactivate person' },
  );
}

export function bulkInvite(emails: string, role: OrganisationRole) {
  return apiPost<BulkInviteResult>(
    invitesPaths.bulk(),
    { emails, role },
    { label: 'Invite people' },
  );
}

export function resendInvite(id: number) {
  return apiPost<Invite>(invitesPaths.resend(), { id }, { label: 'Resend invitation' });
}

export function cancelInvite(id: number) {
  return apiPost<Invite>(invitesPaths.cancel(), { id }, { label: 'Cancel invitation' });
}
