import { invitesPaths } from '@contract/people/invites';
import type { BulkInviteResult, Invite } from '@contract/people/invites.schema';
import type { OrganisationRole } from '@contract/people/roles';
import type {
  CreatePersonInput,
  Person,
  UpdatePersonInput,
} from '@contract/people/profiles.schema';
import { profilesPaths } from '@contract/people/profiles';
import { userRolesPaths } from '@contract/people/user-roles';
import { outboxPaths } from '@contract/integrations/outbox';
import { importsPaths } from '@contract/people/imports';
import type { PeopleImportPreview, PeopleImportSummary } from '@contract/people/imports.schema';
import { directoryPaths } from '@contract/people/directory';
import type { DirectoryStatus } from '@contract/people/directory.schema';
import { apiDownload, apiPatch, apiPost } from '@/lib/api-client/api-client';

// One function per people call the screens write through; reads are in hooks.ts.

export function updateRole(userId: number, role: OrganisationRole) {
  return apiPatch<Person>(
    userRolesPaths.update(),
    { user_id: userId, role },
    // Both screens that change a role show the refusal in their confirmation dialog.
    { label: 'Change role', notifyOnError: false },
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

/** `POST user_profiles/`: an admin adds a person without an invitation. */
export function createPerson(body: CreatePersonInput) {
  return apiPost<Person>(profilesPaths.create(), body, {
    label: 'Add person',
    notifyOnError: false,
  });
}

/** `PATCH user_profiles/{id}/`; the site moves only when the body carries it (`updateSite`). */
export function updatePerson(id: number, body: UpdatePersonInput) {
  return apiPatch<Person>(profilesPaths.update(id, body.site_id !== undefined), body, {
    label: 'Save profile',
    notifyOnError: false,
  });
}

function csvForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** Classifies every row of the file; changes nothing. */
export function previewPeopleCsv(file: File) {
  return apiPost<PeopleImportPreview>(importsPaths.preview(), csvForm(file), {
    label: 'Preview import',
    notifyOnError: false,
  });
}

/** Applies the accepted rows: an admin's import, or a people manager's of their own people. */
export function commitPeopleCsv(file: File, scope: 'admin' | 'people_manager') {
  const path = scope === 'admin' ? importsPaths.commit() : importsPaths.commitManaged();
  return apiPost<PeopleImportSummary>(path, csvForm(file), {
    label: 'Import people',
    notifyOnError: false,
  });
}

/** The import's report: every row with its outcome and reasons. */
export function downloadImportReport(id: number) {
  return apiDownload(importsPaths.report(id), { label: 'Import report' });
}

/** A sent item as it left: the `.eml` of a mail. */
export function downloadSentItem(id: number) {
  return apiDownload(outboxPaths.raw(id), { label: 'Sent item' });
}

/** Re-syncs group memberships from the directory (a job); answers the status with the new run. */
export function refreshDirectory() {
  return apiPost<DirectoryStatus>(directoryPaths.refresh(), {}, { label: 'Refresh directory' });
}
