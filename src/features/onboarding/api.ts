import { organisationPaths } from '@contract/admin/organisation';
import type { Organisation, UpdateOrganisationInput } from '@contract/admin/organisation.schema';
import { apiPatch } from '@/lib/api-client/api-client';

// The onboarding's own write: the organisation's name, time zone and phase names.

export function updateOrganisation(id: number, body: UpdateOrganisationInput) {
  return apiPatch<Organisation>(organisationPaths.update(id), body, {
    label: 'Save organisation',
    notifyOnError: false,
  });
}
