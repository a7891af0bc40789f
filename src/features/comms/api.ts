import { commsFilePaths, type CommsFileKind } from '@contract/comms/comms-files';
import type { CommsFile, CommsFilePatch } from '@contract/comms/comms-files.schema';
import { commsDeliveriesPaths, type CommsItemKind } from '@contract/comms/deliveries';
import type { DeliverySummary } from '@contract/comms/deliveries.schema';
import { threadsPaths } from '@contract/comms/threads';
import type { Thread, ThreadDetail, ThreadInput } from '@contract/comms/threads.schema';
import { impactedGroupsPaths } from '@contract/groups/impacted-groups';
import type { ImpactedGroup } from '@contract/groups/impacted-groups.schema';
import { documentLibraryPaths } from '@contract/integrations/document-library';
import { outboxPaths } from '@contract/integrations/outbox';
import type { OutboxPage } from '@contract/integrations/outbox.schema';
import type { CommsFileInput } from '@contract/comms/comms-files.schema';
import { emailTemplatePaths, engagementEmailPaths } from '@contract/comms/emails';
import type {
  EmailTemplate,
  EmailTemplateInput,
  EngagementEmail,
  EngagementEmailInput,
  SendResult,
} from '@contract/comms/emails.schema';
import { outlookEventPaths } from '@contract/comms/outlook-events';
import type {
  AllocatedTimeInput,
  AllocatedTimeResult,
  OutlookEvent,
  OutlookEventInput,
  SuggestedTimeSlotsInput,
  TimeSlot,
} from '@contract/comms/outlook-events.schema';
import { communityFeedPaths, yammerPostPaths } from '@contract/comms/yammer-posts';
import type {
  CommunityPost,
  YammerPost,
  YammerPostInput,
} from '@contract/comms/yammer-posts.schema';
import {
  apiDelete,
  apiDownload,
  apiGet,
  apiPatch,
  apiPost,
  type DownloadedFile,
} from '@/lib/api-client/api-client';
import { jsonFieldsForm } from '@/lib/api-client/request-body';

/** `GET threads/` */
export function listThreads(filters: Parameters<typeof threadsPaths.list>[0]) {
  return apiGet<Thread[]>(threadsPaths.list(filters), { label: 'Announcements' });
}

/** `POST threads/create_announcement/?isSend&uploadImage` (multipart when there is an image). */
export function createAnnouncement(input: ThreadInput, image: File | null, isSend: boolean) {
  return apiPost<ThreadDetail>(
    threadsPaths.createAnnouncement(isSend, image !== null),
    jsonFieldsForm(input, { image }),
    { label: 'New announcement', notifyOnError: false, unsanitisedField: 'description' },
  );
}

/** `PATCH threads/{id}/update_announcement/?isSend&uploadImage` (multipart with a new image). */
export function updateAnnouncement(
  id: number,
  input: ThreadInput,
  image: File | null,
  isSend: boolean,
) {
  return apiPatch<ThreadDetail>(
    threadsPaths.updateAnnouncement(id, isSend, image !== null),
    jsonFieldsForm(input, { image }),
    { label: 'Save announcement', notifyOnError: false, unsanitisedField: 'description' },
  );
}

/** `PATCH threads/{id}/remove_image/` */
export function removeImage(id: number) {
  return apiPatch<ThreadDetail>(threadsPaths.removeImage(id), {}, { label: 'Remove image' });
}

/** `DELETE threads/{id}/` */
export function deleteThread(id: number) {
  return apiDelete(threadsPaths.detail(id), { label: 'Delete announcement' });
}

/** `PATCH threads/{id}/toggle_like/` */
export function toggleLike(id: number) {
  return apiPatch<Thread>(threadsPaths.toggleLike(id), {}, { label: 'Like' });
}

/** `PATCH threads/{id}/add_message/` */
export function addMessage(id: number, body: string) {
  return apiPatch<ThreadDetail>(
    threadsPaths.addMessage(id),
    { body },
    { label: 'Reply', notifyOnError: false },
  );
}

/** `GET comms-deliveries/summary/` */
export function getDeliverySummary(kind: CommsItemKind, id: number) {
  return apiGet<DeliverySummary>(commsDeliveriesPaths.summary(kind, id), {
    label: 'Delivery figures',
  });
}

/** `POST comms-deliveries/{id}/retry/`: one failed send, again, through the same channel. */
export function retryDelivery(deliveryId: number) {
  return apiPost<DeliverySummary>(
    commsDeliveriesPaths.retry(deliveryId),
    {},
    { label: 'Send again', notifyOnError: false },
  );
}

/** `GET comms-deliveries/export/`: the figures per person as CSV. */
export function downloadDeliveries(kind: CommsItemKind, id: number): Promise<DownloadedFile> {
  return apiDownload(commsDeliveriesPaths.csv(kind, id), { label: 'Delivery figures (CSV)' });
}

/** `POST comms-files/` (or training materials, custom tools): multipart with the file. */
export function createCommsFile(kind: CommsFileKind, input: CommsFileInput, file: File | null) {
  return apiPost<CommsFile>(commsFilePaths.create(kind), jsonFieldsForm(input, { file }), {
    label: 'Upload file',
    notifyOnError: false,
  });
}

/** `PATCH comms-files/{id}/` */
export function patchCommsFile(kind: CommsFileKind, id: number, patch: CommsFilePatch) {
  return apiPatch<CommsFile>(commsFilePaths.detail(kind, id), patch, { label: 'Update file' });
}

/** `PATCH comms-files/{id}/update_shared_status/` */
export function updateSharedStatus(id: number, groupIds: number[]) {
  return apiPatch<CommsFile>(
    commsFilePaths.updateSharedStatus(id),
    { group_ids: groupIds },
    { label: 'Share file', notifyOnError: false },
  );
}

/** `GET comms-files/{id}/download/`: the file, named by the server. */
export function downloadCommsFile(kind: CommsFileKind, id: number): Promise<DownloadedFile> {
  return apiDownload(commsFilePaths.download(kind, id), { label: 'Download file' });
}

/** `GET impacted-groups/?project=`: the groups a project's communications reach. */
export function listProjectGroups(projectId: number) {
  return apiGet<ImpactedGroup[]>(impactedGroupsPaths.list(projectId), { label: 'Groups' });
}

/** `GET outbox/` */
export function listOutbox() {
  return apiGet<OutboxPage>(outboxPaths.list, { label: 'Sent items' });
}

const quiet = { notifyOnError: false };

/** `POST engagement-email/?isSchedule=` */
export function createEmail(input: EngagementEmailInput, isSchedule: boolean) {
  return apiPost<EngagementEmail>(engagementEmailPaths.create(isSchedule), input, {
    label: 'New email',
    unsanitisedField: 'body',
    ...quiet,
  });
}

/** `PATCH engagement-email/{id}/?isDraft=`: back to draft, or (re)scheduled. */
export function updateEmail(id: number, input: EngagementEmailInput, isDraft: boolean) {
  return apiPatch<EngagementEmail>(engagementEmailPaths.update(id, isDraft), input, {
    label: 'Save email',
    unsanitisedField: 'body',
    ...quiet,
  });
}

/** `POST engagement-email/{id}/send/` */
export function sendEmail(id: number) {
  return apiPost<SendResult>(engagementEmailPaths.send(id), {}, { label: 'Send email' });
}

/** `DELETE engagement-email/{id}/` */
export function deleteEmail(id: number) {
  return apiDelete(engagementEmailPaths.detail(id), { label: 'Delete email' });
}

/** `POST engagement-email/send_test_email/`: to the caller only. */
export function sendTestEmail(input: { subject: string; body: string; template: number | null }) {
  return apiPost<{ detail: string }>(engagementEmailPaths.sendTest, input, {
    label: 'Test email',
    unsanitisedField: 'body',
    ...quiet,
  });
}

/** `POST email-templates/` */
export function createTemplate(input: EmailTemplateInput) {
  return apiPost<EmailTemplate>(emailTemplatePaths.create, input, {
    label: 'New template',
    unsanitisedField: 'html_layout_content',
    ...quiet,
  });
}

/** `PATCH email-templates/{id}/` */
export function updateTemplate(id: number, input: EmailTemplateInput) {
  return apiPatch<EmailTemplate>(emailTemplatePaths.detail(id), input, {
    label: 'Save template',
    unsanitisedField: 'html_layout_content',
    ...quiet,
  });
}

/** `DELETE email-templates/{id}/` */
export function deleteTemplate(id: number) {
  return apiDelete(emailTemplatePaths.detail(id), { label: 'Delete template' });
}

/** `POST email-templates/{id}/send_test_email/` */
export function sendTemplateTest(id: number, emailBody: string) {
  return apiPost<{ detail: string }>(
    emailTemplatePaths.sendTest(id),
    { email_body: emailBody },
    { label: 'Test email', unsanitisedField: 'email_body' },
  );
}

/** `POST yammer-post/` */
export function createPost(input: YammerPostInput) {
  return apiPost<YammerPost>(yammerPostPaths.create, input, { label: 'New post', ...quiet });
}

/** `PATCH yammer-post/{id}/` */
export function updatePost(id: number, input: YammerPostInput) {
  return apiPatch<YammerPost>(yammerPostPaths.detail(id), input, { label: 'Save post', ...quiet });
}

/** `DELETE yammer-post/{id}/` */
export function deletePost(id: number) {
  return apiDelete(yammerPostPaths.detail(id), { label: 'Delete post' });
}

/** Likes a post in the app's community view, or takes the like back. */
export function likeCommunityPost(id: number, liked: boolean) {
  return apiPost<CommunityPost>(communityFeedPaths.like(id), { liked }, { label: 'Like' });
}

/** Replies to a post in the app's community view. */
export function replyToCommunityPost(id: number, body: string) {
  return apiPost<CommunityPost>(
    communityFeedPaths.reply(id),
    { body },
    { label: 'Reply', notifyOnError: false },
  );
}

/** `POST outlook-event/`: saved and the invitations sent. */
export function createEvent(input: OutlookEventInput) {
  return apiPost<OutlookEvent>(outlookEventPaths.create, input, { label: 'New event', ...quiet });
}

/** `PATCH outlook-event/{id}/`: saved and the updated invitations sent. */
export function updateEvent(id: number, input: OutlookEventInput) {
  return apiPatch<OutlookEvent>(outlookEventPaths.detail(id), input, {
    label: 'Save event',
    ...quiet,
  });
}

/** `POST suggested-time-slots/`: times the attendees are all free. */
export function suggestTimeSlots(input: SuggestedTimeSlotsInput) {
  return apiPost<TimeSlot[]>(outlookEventPaths.suggestedTimeSlots, input, {
    label: 'Suggested times',
    ...quiet,
  });
}

/** `POST allocated-time-results/`: for one proposed time, which attendees are free. */
export function allocatedTimeResults(input: AllocatedTimeInput) {
  return apiPost<AllocatedTimeResult[]>(outlookEventPaths.allocatedTimeResults, input, {
    label: 'Who is free',
    ...quiet,
  });
}

/**
 * `GET download-sharepoint-drive-item/`: a document store file as a `File`, to be uploaded as
 * the project's own copy (checked like any upload). Failures stay on the screen: no redirect.
 */
export async function fetchDocument(driveId: string, itemId: string, name: string) {
  const { blob, fileName } = await apiDownload(documentLibraryPaths.download(driveId, itemId), {
    label: 'SharePoint file',
    notifyOnError: false,
  });
  return new File([blob], fileName === 'download' ? name : fileName, { type: blob.type });
}
