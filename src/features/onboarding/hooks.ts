import { organisationPaths } from '@contract/admin/organisation';
import type { Organisation } from '@contract/admin/organisation.schema';
import { defineWrite } from '@/lib/swr/define-write';
import { defineRead } from '@/lib/swr/use-api-read';
import { updateOrganisation } from './api';

export const useOrganisation = defineRead<[], Organisation>(
  'Organisation',
  organisationPaths.detail,
);

export const useUpdateOrganisation = defineWrite(updateOrganisation, {
  invalidates: () => ['organisation/', 'user-organisation/', 'phases/'],
});
