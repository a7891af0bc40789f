import { auditLogPaths } from '@contract/admin/audit-log';
import type { AuditEvent } from '@contract/admin/audit-log.schema';
import { featureFlagPaths } from '@contract/admin/feature-flags';
import type { FeatureFlag } from '@contract/admin/feature-flags.schema';
import { organisationPaths } from '@contract/admin/organisation';
import type {
  Organisation,
  OrganisationSize,
  SyncLeaderExclusionList,
  ToolAccessSettings,
} from '@contract/admin/organisation.schema';
import {
  referenceListPaths,
  referenceLists,
  type ReferenceListName,
} from '@contract/admin/reference-lists';
import type { ReferenceEntry } from '@contract/admin/reference-lists.schema';
import { billingPaths } from '@contract/billing/plans';
import type { Product, SubscriptionDetails } from '@contract/billing/subscription.schema';
import type { Paginated } from '@contract/shared/common.schema';
import { defineWrite } from '@/lib/swr/define-write';
import { defineRead } from '@/lib/swr/use-api-read';
import {
  cancelOrRenew,
  changeBillingPeriod,
  createReferenceEntry,
  deleteReferenceEntry,
  reorderReferenceList,
  setFeatureFlag,
  startCheckout,
  updateOrganisation,
  updateReferenceEntry,
  updateSeats,
  updateSyncLeaderExclusions,
  updateToolAccess,
} from './api';

export const useReferenceList = defineRead<[ReferenceListName], ReferenceEntry[]>(
  'Reference list',
  (list) => referenceListPaths.list(list, { include_archived: true }),
);
/** A list's entries; a child list's only those under `parentId` (every entry when 0). */
export const useReferenceEntries = defineRead<[ReferenceListName, number], ReferenceEntry[]>(
  'Reference list',
  (list, parentId) =>
    referenceListPaths.list(list, {
      include_archived: true,
      ...(parentId > 0 ? { parent_id: parentId } : {}),
    }),
);
export const useSubscription = defineRead<[], SubscriptionDetails>(
  'Subscription',
  billingPaths.subscription,
);
export const useProducts = defineRead<[], Product[]>('Plans', billingPaths.products);
export const useAuditLog = defineRead<[number], Paginated<AuditEvent>>('Audit log', (page) =>
  auditLogPaths.list({ page_number: page, page_size: 25 }),
);

/** Every read of a list starts with its collection path (with or without a query). */
const listReads = (list: ReferenceListName) => [
  `${referenceLists[list].path}/`,
  'admin-audit-log/',
];

export const useCreateReferenceEntry = defineWrite(createReferenceEntry, {
  invalidates: (_result, [list]) => listReads(list),
});
export const useUpdateReferenceEntry = defineWrite(updateReferenceEntry, {
  invalidates: (_result, [list]) => listReads(list),
});
export const useDeleteReferenceEntry = defineWrite(deleteReferenceEntry, {
  invalidates: (_result, [list]) => listReads(list),
});
export const useReorderReferenceList = defineWrite(reorderReferenceList, {
  invalidates: (_result, [list]) => listReads(list),
});
export const useSetFeatureFlag = defineWrite(setFeatureFlag, {
  // Every screen reads the flags from this one key: turning one off hides it everywhere at once.
  invalidates: () => [featureFlagPaths.list(), 'feature-flags/', 'admin-audit-log/'],
  // The switch moves at once; a refused change puts it back.
  optimistic: ([id, enabled]) => [
    {
      match: featureFlagPaths.list(),
      update: (current) =>
        (current as FeatureFlag[]).map((flag) => (flag.id === id ? { ...flag, enabled } : flag)),
    },
  ],
});

export const useOrganisation = defineRead<[], Organisation>(
  'Organisation',
  organisationPaths.detail,
);
export const useOrganisationSize = defineRead<[], OrganisationSize>(
  'Organisation size',
  organisationPaths.size,
);
export const useToolAccess = defineRead<[], ToolAccessSettings>(
  'Tool access',
  organisationPaths.toolAccess,
);
export const useSyncLeaderExclusions = defineRead<[], SyncLeaderExclusionList>(
  'Leader sync exclusions',
  organisationPaths.syncLeaderExclusions,
);

// A renamed phase or a new time zone shows on every screen that reads phases or the organisation.
export const useUpdateOrganisation = defineWrite(updateOrganisation, {
  invalidates: () => [
    'organisation/',
    'user-organisation/',
    'phases/',
    'projects/',
    'admin-audit-log/',
  ],
});
export const useUpdateToolAccess = defineWrite(updateToolAccess, {
  invalidates: () => ['organisation/', 'get-users-profile/', 'admin-audit-log/'],
});
export const useUpdateSyncLeaderExclusions = defineWrite(updateSyncLeaderExclusions, {
  invalidates: () => ['organisation/get_sync_leader_exclusion_list/', 'admin-audit-log/'],
});
const billingReads = () => ['stripe-payments/', 'admin-audit-log/'];
export const useStartCheckout = defineWrite(startCheckout, { invalidates: billingReads });
export const useUpdateSeats = defineWrite(updateSeats, { invalidates: billingReads });
export const useChangeBillingPeriod = defineWrite(changeBillingPeriod, {
  invalidates: billingReads,
});
export const useCancelOrRenew = defineWrite(cancelOrRenew, { invalidates: billingReads });
