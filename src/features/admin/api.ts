import { referenceListPaths, type ReferenceListName } from '@contract/admin/reference-lists';
import type { ReferenceEntry } from '@contract/admin/reference-lists.schema';
import { featureFlagPaths } from '@contract/admin/feature-flags';
import type { FeatureFlag } from '@contract/admin/feature-flags.schema';
import { billingPaths, type BillingPeriod, type PriceCode } from '@contract/billing/plans';
import type { BillingRedirect, SubscriptionDetails } from '@contract/billing/subscription.schema';
import { auditLogPaths } from '@contract/admin/audit-log';
import { organisationPaths } from '@contract/admin/organisation';
import type {
  Organisation,
  SyncLeaderExclusionList,
  ToolAccessSettings,
  UpdateOrganisationInput,
  UpdateSyncLeaderExclusionListInput,
  UpdateToolAccessSettingsInput,
} from '@contract/admin/organisation.schema';
import { apiDelete, apiDownload, apiPatch, apiPost } from '@/lib/api-client/api-client';
import { jsonFieldsForm } from '@/lib/api-client/request-body';

// The admin area's writes, one typed function per call; forms show their own field messages.
const quiet = { notifyOnError: false };

/** A new entry; with a file (tool templates), its fields go as one JSON part beside the file. */
export function createReferenceEntry(
  list: ReferenceListName,
  body: Record<string, unknown>,
  file: File | null = null,
) {
  const sent = file ? jsonFieldsForm(body, { file }) : body;
  return apiPost<ReferenceEntry>(referenceListPaths.list(list), sent, {
    label: 'Add entry',
    ...quiet,
  });
}

export function downloadReferenceEntryFile(list: ReferenceListName, id: number) {
  return apiDownload(referenceListPaths.download(list, id), {
    label: 'Template file',
    notifyOnError: false,
  });
}

export function updateReferenceEntry(
  list: ReferenceListName,
  id: number,
  body: Record<string, unknown>,
) {
  return apiPatch<ReferenceEntry>(referenceListPaths.detail(list, id), body, {
    label: 'Save entry',
    ...quiet,
  });
}

export function deleteReferenceEntry(list: ReferenceListName, id: number) {
  return apiDelete(referenceListPaths.detail(list, id), { label: 'Delete entry', ...quiet });
}

export function reorderReferenceList(list: ReferenceListName, ids: number[]) {
  return apiPost<ReferenceEntry[]>(referenceListPaths.reorder(list), { ids }, { label: 'Reorder' });
}

export function setFeatureFlag(id: number, enabled: boolean) {
  return apiPatch<FeatureFlag>(
    featureFlagPaths.detail(id),
    { enabled },
    { label: 'Feature', ...quiet },
  );
}

export function startCheckout(price_code: PriceCode, quantity: number) {
  return apiPost<BillingRedirect>(
    billingPaths.checkout(),
    { price_code, quantity },
    { label: 'Checkout', ...quiet },
  );
}

export function updateSeats(quantity: number) {
  return apiPost<SubscriptionDetails>(
    billingPaths.seats(),
    { quantity },
    { label: 'Seats', ...quiet },
  );
}

export function changeBillingPeriod(billing_period: BillingPeriod) {
  return apiPost<SubscriptionDetails>(
    billingPaths.period(),
    { billing_period },
    { label: 'Billing period', ...quiet },
  );
}

export function cancelOrRenew(is_cancel: boolean) {
  return apiPost<SubscriptionDetails>(
    billingPaths.cancelRenew(),
    { is_cancel },
    { label: 'Cancel or renew', ...quiet },
  );
}

export function openBillingPortal(tabNumber: number) {
  return apiPost<BillingRedirect>(
    billingPaths.portal(),
    { tabNumber },
    { label: 'Billing portal' },
  );
}

export function updateOrganisation(id: number, body: UpdateOrganisationInput) {
  return apiPatch<Organisation>(organisationPaths.update(id), body, {
    label: 'Organisation settings',
    ...quiet,
  });
}

export function updateToolAccess(body: UpdateToolAccessSettingsInput) {
  return apiPatch<ToolAccessSettings>(organisationPaths.updateToolAccess(), body, {
    label: 'Tool access',
    ...quiet,
  });
}

export function updateSyncLeaderExclusions(body: UpdateSyncLeaderExclusionListInput) {
  return apiPatch<SyncLeaderExclusionList>(organisationPaths.updateSyncLeaderExclusions(), body, {
    label: 'Leader sync exclusions',
    ...quiet,
  });
}

export function downloadAuditLog() {
  return apiDownload(auditLogPaths.csv(), { label: 'Audit log export' });
}
