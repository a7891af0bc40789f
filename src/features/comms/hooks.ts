import { commsFilePaths, type CommsFileKind } from '@contract/comms/comms-files';
import type { CommsFile } from '@contract/comms/comms-files.schema';
import { commsDeliveriesPaths, type CommsItemKind } from '@contract/comms/deliveries';
import type { DeliverySummary } from '@contract/comms/deliveries.schema';
import { threadsPaths } from '@contract/comms/threads';
import type { Thread } from '@contract/comms/threads.schema';
import { impactedGroupsPaths } from '@contract/groups/impacted-groups';
import type { ImpactedGroup } from '@contract/groups/impacted-groups.schema';
import { outboxPaths } from '@contract/integrations/outbox';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import { defineWrite } from '@/lib/swr/define-write';
import { defineRead } from '@/lib/swr/use-api-read';
import {
  addMessage,
  createAnnouncement,
  createCommsFile,
  deleteThread,
  patchCommsFile,
  toggleLike,
  updateSharedStatus,
} from './api';

export const useProjectAnnouncements = defineRead<[projectId: number], Thread[]>(
  'Announcements',
  (projectId) => threadsPaths.list({ project: projectId, announcementsOnly: true }),
);
export const useDeliverySummary = defineRead<[kind: CommsItemKind, id: number], DeliverySummary>(
  'Delivery figures',
  commsDeliveriesPaths.summary,
);
export const useCommsFiles = defineRead<
  [kind: CommsFileKind, projectId: number, archived: boolean],
  CommsFile[]
>('Files', (kind, projectId, archived) =>
  commsFilePaths.list(kind, { project: projectId, archived }),
);
export const useProjectGroups = defineRead<[projectId: number], ImpactedGroup[]>(
  'Groups',
  (projectId) => impactedGroupsPaths.list(projectId),
);
export const useOutbox = defineRead<[], OutboxPage>('Sent items', () => outboxPaths.list);

const threadReads = ['threads/', 'comms-deliveries/', 'outbox/'];
export const useCreateAnnouncement = defineWrite(createAnnouncement, {
  invalidates: () => threadReads,
});
export const useDeleteThread = defineWrite(deleteThread, { invalidates: () => threadReads });
export const useToggleLike = defineWrite(toggleLike, { invalidates: () => threadReads });
export const useAddMessage = defineWrite(addMessage, { invalidates: () => threadReads });

const fileReads = ['comms-files/', 'training-materials/', 'custom-tools/'];
export const useCreateCommsFile = defineWrite(createCommsFile, { invalidates: () => fileReads });
export const usePatchCommsFile = defineWrite(patchCommsFile, { invalidates: () => fileReads });
export const useUpdateSharedStatus = defineWrite(updateSharedStatus, {
  invalidates: () => fileReads,
});
