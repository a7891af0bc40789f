import { commsFilePaths, type CommsFileKind } from '@contract/comms/comms-files';
import type { CommsFile } from '@contract/comms/comms-files.schema';
import { commsDeliveriesPaths, type CommsItemKind } from '@contract/comms/deliveries';
import type { DeliverySummary, FailedDelivery } from '@contract/comms/deliveries.schema';
import { threadsPaths } from '@contract/comms/threads';
import type { Thread, ThreadDetail } from '@contract/comms/threads.schema';
import { changesPaths } from '@contract/projects/changes';
import type { Change } from '@contract/projects/changes.schema';
import { impactedGroupsPaths } from '@contract/groups/impacted-groups';
import type { ImpactedGroup } from '@contract/groups/impacted-groups.schema';
import { documentLibraryPaths } from '@contract/integrations/document-library';
import type { DocumentSite, DriveItem } from '@contract/integrations/document-library.schema';
import { outboxPaths } from '@contract/integrations/outbox';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import type { PhaseCode } from '@contract/projects/phases';
import { defineWrite } from '@/lib/swr/define-write';
import { defineRead } from '@/lib/swr/use-api-read';
import { emailTemplatePaths, engagementEmailPaths } from '@contract/comms/emails';
import type { EmailTemplate, EngagementEmail } from '@contract/comms/emails.schema';
import { outlookEventPaths } from '@contract/comms/outlook-events';
import type { OutlookEvent } from '@contract/comms/outlook-events.schema';
import { communityFeedPaths, yammerPostPaths } from '@contract/comms/yammer-posts';
import type {
  CommunityPost,
  YammerCommunity,
  YammerPost,
} from '@contract/comms/yammer-posts.schema';
import {
  addMessage,
  createAnnouncement,
  createCommsFile,
  createEmail,
  createEvent,
  createPost,
  createTemplate,
  deleteEmail,
  deletePost,
  likeCommunityPost,
  replyToCommunityPost,
  deleteTemplate,
  deleteThread,
  patchCommsFile,
  removeImage,
  retryDelivery,
  sendEmail,
  sendTemplateTest,
  sendTestEmail,
  toggleLike,
  updateAnnouncement,
  updateEmail,
  updateEvent,
  updatePost,
  updateSharedStatus,
  updateTemplate,
} from './api';

export const useProjectAnnouncements = defineRead<[projectId: number], Thread[]>(
  'Announcements',
  (projectId) => threadsPaths.list({ project: projectId, announcementsOnly: true }),
);
/** `GET threads/?announcementsOnly=true`: what was sent to the user, from every project. */
export const useMyAnnouncements = defineRead<[], Thread[]>('Announcements', () =>
  threadsPaths.list({ announcementsOnly: true }),
);
/** Home's latest announcements: the few newest sent to the user, from every project. */
export const useHomeAnnouncements = defineRead<[], Thread[]>('Announcements', () =>
  threadsPaths.homeAnnouncements(),
);
/** `GET threads/{id}/`: reading it counts as opening it. */
export const useThread = defineRead<[id: number], ThreadDetail>(
  'Announcement',
  threadsPaths.detail,
);
export const useProjectChanges = defineRead<[projectId: number], Change[]>('Changes', (projectId) =>
  changesPaths.list(projectId),
);
export const useDeliverySummary = defineRead<[kind: CommsItemKind, id: number], DeliverySummary>(
  'Delivery figures',
  commsDeliveriesPaths.summary,
);
export const useCommsFiles = defineRead<
  [kind: CommsFileKind, projectId: number, archived: boolean, phase?: PhaseCode],
  CommsFile[]
>('Files', (kind, projectId, archived, phase) =>
  commsFilePaths.list(kind, { project: projectId, archived, phase }),
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
export const useUpdateAnnouncement = defineWrite(updateAnnouncement, {
  invalidates: () => threadReads,
});
export const useRemoveImage = defineWrite(removeImage, { invalidates: () => threadReads });
export const useDeleteThread = defineWrite(deleteThread, { invalidates: () => threadReads });
export const useToggleLike = defineWrite(toggleLike, { invalidates: () => threadReads });
export const useAddMessage = defineWrite(addMessage, { invalidates: () => threadReads });

const fileReads = ['comms-files/', 'training-materials/', 'custom-tools/'];

/** `GET comms-deliveries/failed/?project=`: sends a channel refused, with its reason. */
export const useFailedDeliveries = defineRead<[projectId: number], FailedDelivery[]>(
  'Failed sends',
  commsDeliveriesPaths.failed,
);
/** A retry changes the failures, the item's figures and the lists that show them. */
export const useRetryDelivery = defineWrite(retryDelivery, {
  invalidates: () => ['comms-deliveries/', 'engagement-email/', ...threadReads, ...fileReads],
});
export const useCreateCommsFile = defineWrite(createCommsFile, { invalidates: () => fileReads });
export const usePatchCommsFile = defineWrite(patchCommsFile, { invalidates: () => fileReads });
export const useUpdateSharedStatus = defineWrite(updateSharedStatus, {
  invalidates: () => fileReads,
});

export const useProjectEmails = defineRead<[projectId: number], EngagementEmail[]>(
  'Emails',
  engagementEmailPaths.list,
);
export const useEmailTemplates = defineRead<[projectId: number], EmailTemplate[]>(
  'Email templates',
  emailTemplatePaths.list,
);
export const useProjectPosts = defineRead<[projectId: number], YammerPost[]>(
  'Viva Engage posts',
  yammerPostPaths.list,
);
export const useCommunities = defineRead<[], YammerCommunity[]>(
  'Viva Engage communities',
  () => yammerPostPaths.communities,
);
export const useProjectEvents = defineRead<[projectId: number], OutlookEvent[]>(
  'Events',
  outlookEventPaths.list,
);
/** The document store (SharePoint): sites, a site's library, a folder, a search in a site. */
export const useDocumentSites = defineRead<[], DocumentSite[]>(
  'SharePoint sites',
  () => documentLibraryPaths.sites,
);
export const useLibraryItems = defineRead<[siteId: string], DriveItem[]>(
  'SharePoint library',
  documentLibraryPaths.libraryItems,
);
export const useFolderItems = defineRead<[driveId: string, itemId: string], DriveItem[]>(
  'SharePoint folder',
  documentLibraryPaths.folderItems,
);
export const useDocumentSearch = defineRead<[siteId: string, search: string], DriveItem[]>(
  'SharePoint search',
  documentLibraryPaths.search,
);
/** Rooms and places matching what is typed (Graph's rooms, or the organisation's sites). */
export const useEventLocations = defineRead<[search: string], string[]>(
  'Locations',
  outlookEventPaths.locations,
);

const emailReads = ['engagement-email/', 'comms-deliveries/', 'outbox/'];
export const useCreateEmail = defineWrite(createEmail, { invalidates: () => emailReads });
export const useUpdateEmail = defineWrite(updateEmail, { invalidates: () => emailReads });
export const useSendEmail = defineWrite(sendEmail, { invalidates: () => emailReads });
export const useDeleteEmail = defineWrite(deleteEmail, { invalidates: () => emailReads });
export const useSendTestEmail = defineWrite(sendTestEmail, { invalidates: () => ['outbox/'] });

const templateReads = ['email-templates/'];
export const useCreateTemplate = defineWrite(createTemplate, { invalidates: () => templateReads });
export const useUpdateTemplate = defineWrite(updateTemplate, { invalidates: () => templateReads });
export const useDeleteTemplate = defineWrite(deleteTemplate, { invalidates: () => templateReads });
export const useSendTemplateTest = defineWrite(sendTemplateTest, {
  invalidates: () => ['outbox/'],
});

const postReads = ['yammer-post/', 'outbox/'];
export const useCreatePost = defineWrite(createPost, { invalidates: () => postReads });
export const useUpdatePost = defineWrite(updatePost, { invalidates: () => postReads });
export const useDeletePost = defineWrite(deletePost, { invalidates: () => postReads });

/** The project's posts in the viewer's communities (the local Viva Engage), with their threads. */
export const useCommunityFeed = defineRead<[projectId: number], CommunityPost[]>(
  'Community posts',
  communityFeedPaths.list,
);
const communityReads = ['yammer-post/community-feed/'];
export const useLikeCommunityPost = defineWrite(likeCommunityPost, {
  invalidates: () => communityReads,
});
export const useReplyToCommunityPost = defineWrite(replyToCommunityPost, {
  invalidates: () => communityReads,
});

export const useCreateEvent = defineWrite(createEvent, {
  invalidates: () => ['outlook-event/', 'outbox/'],
});
export const useUpdateEvent = defineWrite(updateEvent, {
  invalidates: () => ['outlook-event/', 'outbox/'],
});
