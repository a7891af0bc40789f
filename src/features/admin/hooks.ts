import { auditLogPaths } from '@contract/admin/audit-log';
import type { AuditEvent } from '@contract/admin/audit-log.schema';
import { featureFlagPaths } from '@contract/admin/feature-flags';
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
  updateReferenceEntry,
  updateSeats,
} from './api';

export const useReferenceList = defineRead<[ReferenceListName], ReferenceEntry[]>(
  'Reference list',
  (list) => referenceListPaths.list(list, { include_archived: true }),
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
});
const billingReads = () => ['stripe-payments/', 'admin-audit-log/'];
export const useStartCheckout = defineWrite(startCheckout, { invalidates: billingReads });
export const useUpdateSeats = defineWrite(updateSeats, { invalidates: billingReads });
export const useChangeBillingPeriod = defineWrite(changeBillingPeriod, {
  invalidates: billingReads,
});
export const useCancelOrRenew = defineWrite(cancelOrRenew, { invalidates: billingReads });
