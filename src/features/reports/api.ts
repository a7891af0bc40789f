import { capacityPaths } from '@contract/reports/capacity';
import type { GroupCapacity, GroupCapacityInput } from '@contract/reports/capacity.schema';
import { reportPatterns } from '@contract/reports/portfolio';
import type { ExportInput, ExportStatus } from '@contract/reports/portfolio.schema';
import {
  apiDelete,
  apiDownload,
  apiPost,
  apiPut,
  type DownloadedFile,
} from '@/lib/api-client/api-client';

/** Sets (or replaces) an organisation group's own capacity thresholds. */
export function setGroupCapacity(
  groupId: number,
  input: GroupCapacityInput,
): Promise<GroupCapacity> {
  return apiPut<GroupCapacity>(capacityPaths.item(groupId), input, {
    label: 'Group capacity',
    notifyOnError: false,
    redirectOnError: false,
  });
}

/** The group follows the organisation's thresholds again. */
export function clearGroupCapacity(groupId: number): Promise<void> {
  return apiDelete(capacityPaths.item(groupId), { label: 'Group capacity' });
}

/** Starts building a project's deck (answers at once; the deck is built in the background). */
export function exportDeck(input: ExportInput): Promise<ExportStatus> {
  // The panel says what went wrong itself (a deck already building, a project gone).
  return apiPost<ExportStatus>(reportPatterns.exportPowerpoint, input, {
    label: 'PowerPoint export',
    notifyOnError: false,
    redirectOnError: false,
  });
}

/** The organisation's export: 202 building, 201 ready, 200 nothing pending (same body). */
export function exportStatus(): Promise<ExportStatus> {
  return apiPost<ExportStatus>(
    reportPatterns.exportStatus,
    {},
    { label: 'PowerPoint export status', notifyOnError: false, redirectOnError: false },
  );
}

export function downloadDeck(): Promise<DownloadedFile> {
  return apiDownload(reportPatterns.downloadPowerpoint, {
    method: 'POST',
    body: {},
    label: 'Deck download',
    notifyOnError: false,
  });
}

export async function clearDeck(): Promise<void> {
  await apiPost<null>(
    reportPatterns.clearPowerpoint,
    {},
    { label: 'Clearing the export', notifyOnError: false, redirectOnError: false },
  );
}
