import { and, eq, sql } from 'drizzle-orm';
import type { ThreadData } from '../../../../contract/comms/threads.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { commsThreadLikes, commsThreadMessages, commsThreads } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { badRequest, forbidden } from '../../../http-errors';
import { markActed } from '../deliveries/deliveries';
import {
  isCommsWriter,
  requireChanges,
  requireCommsEditor,
  requireVisibleProject,
} from '../shared/comms-access';
import { saveChanges, saveReceivers } from '../shared/links';
import { requireReceivers, splitReceivers } from '../shared/receivers';
import { sanitiseCommsHtml } from '../shared/rich-text';
import { storeUpload, type UploadedFile } from '../../../integrations/files/uploads';
import { findThread, type ThreadRow } from './queries';
import { sendThread } from './sending';

export interface SendOptions {
  isSend: boolean;
  onBehalf?: boolean;
  image?: UploadedFile | null;
}

interface Deps {
  integrations: Integrations;
  publicUrl: string;
}

/** Checks who may write this kind of thread, and what it points at. */
async function checkThread(tx: TenantTx, user: CurrentUser, data: ThreadData, isSend: boolean) {
  if (data.type === 'ANNOUNCEMENT' || data.pinned) {
    await requireCommsEditor(tx, user, data.project);
  } else if (data.project) {
    await requireVisibleProject(tx, user, data.project);
  }
  const { groups, people } = splitReceivers(data.receivers);
  await requireReceivers(tx, groups, people);
  await requireChanges(tx, data.associated_changes, data.project);
  if (isSend && data.type === 'ANNOUNCEMENT' && groups.length + people.length === 0) {
    throw badRequest({ receivers: ['Choose who receives this announcement.'] });
  }
  if (isSend && data.send_date && new Date(data.send_date).getTime() < Date.now() - 60_000) {
    throw badRequest({ send_date: ['Choose a time in the future, or send it now.'] });
  }
  return { groups, people };
}

function columnsOf(data: ThreadData, isSend: boolean) {
  return {
    type: data.type,
    title: data.title,
    descriptionHtml: sanitiseCommsHtml(data.description),
    dueAt: data.due_at ? new Date(data.due_at) : null,
    pinned: data.pinned,
    pinExpiry: data.pinned && data.pin_expiry ? new Date(data.pin_expiry) : null,
    projectId: data.project ?? null,
    sendDate: data.send_date ? new Date(data.send_date) : null,
    isDrafted: !isSend,
    inTeams: data.in_teams,
  };
}

/** Sends now unless a later send date waits for the job. */
async function sendIfDue(tx: TenantTx, deps: Deps, id: number) {
  const [row] = await tx.select().from(commsThreads).where(eq(commsThreads.id, id));
  if (!row || row.isDrafted || row.sentAt) return;
  if (row.sendDate && row.sendDate.getTime() > Date.now()) return;
  await sendThread(tx, deps.integrations, row, deps.publicUrl);
}

/** `POST threads/` and `threads/create_announcement/`. */
export async function createThread(
  tx: TenantTx,
  user: CurrentUser,
  deps: Deps,
  data: ThreadData,
  options: SendOptions,
): Promise<number> {
  const { groups, people } = await checkThread(tx, user, data, options.isSend);
  if (options.onBehalf && !isCommsWriter(user)) {
    throw forbidden('Only those who send communications post on behalf of the change team.');
  }
  const image = options.image
    ? await storeUpload(
        deps.integrations.files,
        user.organisationId,
        options.image,
        'image',
        'image',
      )
    : null;
  const [created] = await tx
    .insert(commsThreads)
    .values({
      organisationId: user.organisationId,
      ...columnsOf(data, options.isSend),
      onBehalf: options.onBehalf ?? false,
      imageKey: image?.key ?? null,
      imageName: image?.name ?? null,
      imageContentType: image?.contentType ?? null,
      createdById: user.id,
    })
    .returning({ id: commsThreads.id });
  if (!created) throw new Error('thread not created');
  await saveReceivers(tx, 'thread', created.id, { groups, people });
  await saveChanges(tx, 'thread', created.id, data.associated_changes);
  await sendIfDue(tx, deps, created.id);
  return created.id;
}

async function editableThread(tx: TenantTx, user: CurrentUser, id: number): Promise<ThreadRow> {
  const { thread, canEdit } = await findThread(tx, user, id);
  if (!canEdit) throw forbidden('Only its author and those who run the project change this.');
  return thread;
}

/** `PATCH threads/{id}/` and `threads/{id}/update_announcement/`. */
export async function updateThread(
  tx: TenantTx,
  user: CurrentUser,
  deps: Deps,
  id: number,
  data: ThreadData,
  options: SendOptions,
): Promise<void> {
  const current = await editableThread(tx, user, id);
  const sent = current.sentAt !== null;
  const { groups, people } = await checkThread(tx, user, data, options.isSend && !sent);
  const image = options.image
    ? await storeUpload(
        deps.integrations.files,
        user.organisationId,
        options.image,
        'image',
        'image',
      )
    : null;
  const columns = columnsOf(data, options.isSend || sent);
  await tx
    .update(commsThreads)
    .set({
      ...columns,
      // Once sent, who received it and when stay as they were.
      ...(sent ? { sendDate: current.sendDate } : {}),
      ...(image
        ? { imageKey: image.key, imageName: image.name, imageContentType: image.contentType }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(commsThreads.id, id));
  // Once sent, who received it stays as it was.
  if (!sent) await saveReceivers(tx, 'thread', id, { groups, people });
  await saveChanges(tx, 'thread', id, data.associated_changes);
  if (image && current.imageKey) await deps.integrations.files.delete(current.imageKey);
  await sendIfDue(tx, deps, id);
}

/** `DELETE threads/{id}/`. */
export async function deleteThread(tx: TenantTx, user: CurrentUser, deps: Deps, id: number) {
  const current = await editableThread(tx, user, id);
  await tx.delete(commsThreads).where(eq(commsThreads.id, id));
  if (current.imageKey) await deps.integrations.files.delete(current.imageKey);
}

/** `PATCH threads/{id}/remove_image/`. */
export async function removeThreadImage(tx: TenantTx, user: CurrentUser, deps: Deps, id: number) {
  const current = await editableThread(tx, user, id);
  await tx
    .update(commsThreads)
    .set({ imageKey: null, imageName: null, imageContentType: null, updatedAt: sql`now()` })
    .where(eq(commsThreads.id, id));
  if (current.imageKey) await deps.integrations.files.delete(current.imageKey);
}

/** `PATCH threads/{id}/add_message/`: a reply, which counts as acting on an announcement. */
export async function addThreadMessage(tx: TenantTx, user: CurrentUser, id: number, body: string) {
  const { thread } = await findThread(tx, user, id);
  if (thread.type === 'ANNOUNCEMENT' && !thread.sentAt) {
    throw badRequest({ body: ['Replies open once the announcement is sent.'] });
  }
  await tx.insert(commsThreadMessages).values({
    organisationId: user.organisationId,
    threadId: id,
    authorId: user.id,
    body,
  });
  await markActed(tx, 'ANNOUNCEMENT', id, user.id);
}

/** `PATCH threads/{id}/toggle_like/`: like, or take the like back. */
export async function toggleThreadLike(tx: TenantTx, user: CurrentUser, id: number) {
  const { thread } = await findThread(tx, user, id);
  if (thread.type === 'ANNOUNCEMENT' && !thread.sentAt) {
    throw badRequest({ non_field_errors: ['Likes open once the announcement is sent.'] });
  }
  const removed = await tx
    .delete(commsThreadLikes)
    .where(and(eq(commsThreadLikes.threadId, id), eq(commsThreadLikes.userId, user.id)))
    .returning({ userId: commsThreadLikes.userId });
  if (removed.length === 0) {
    await tx
      .insert(commsThreadLikes)
      .values({ organisationId: user.organisationId, threadId: id, userId: user.id });
    await markActed(tx, 'ANNOUNCEMENT', id, user.id);
  }
}
