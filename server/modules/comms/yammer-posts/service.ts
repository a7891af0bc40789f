import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { yammerPostPaths } from '../../../../contract/comms/yammer-posts';
import type {
  YammerPost,
  yammerPostInputSchema,
} from '../../../../contract/comms/yammer-posts.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { commsDeliveries, commsYammerPosts } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { badRequest, notFound } from '../../../http-errors';
import { personRefSql } from '../../../db/sql-helpers';
import { requireChanges, requireCommsEditor } from '../shared/comms-access';
import { changesOf, saveChanges } from '../shared/links';
import { storeUpload, type UploadedFile } from '../../../integrations/files/uploads';
import { deliveryCounts, noDeliveries } from '../deliveries/deliveries';
import { sendYammerPost, type YammerPostRow } from './sending';

type PostData = z.output<typeof yammerPostInputSchema>;

async function present(
  tx: TenantTx,
  rows: { post: YammerPostRow; creator: YammerPost['creator'] }[],
): Promise<YammerPost[]> {
  const changeIds = await changesOf(
    tx,
    'post',
    rows.map((r) => r.post.id),
  );
  const delivery = await deliveryCounts(
    tx,
    'YAMMER_POST',
    rows.map((r) => r.post.id),
  );
  return rows.map(({ post: p, creator }) => ({
    id: p.id,
    subject: p.subject,
    body: p.body,
    communities: p.communities,
    project: p.projectId,
    creator,
    send_by: p.sendBy?.toISOString() ?? null,
    file: p.fileKey ? yammerPostPaths.image(p.id) : null,
    file_name: p.fileName,
    associated_changes: changeIds.get(p.id) ?? [],
    is_draft: p.isDraft,
    status: p.sentAt ? 'SENT' : p.isDraft ? 'DRAFT' : 'SCHEDULED',
    sent_at: p.sentAt?.toISOString() ?? null,
    delivery: delivery.get(p.id) ?? noDeliveries,
  }));
}

const selection = { post: commsYammerPosts, creator: personRefSql(commsYammerPosts.createdById) };

export async function listYammerPosts(tx: TenantTx, user: CurrentUser, projectId: number) {
  await requireCommsEditor(tx, user, projectId);
  const rows = await tx
    .select(selection)
    .from(commsYammerPosts)
    .where(eq(commsYammerPosts.projectId, projectId))
    .orderBy(desc(commsYammerPosts.createdAt));
  return present(tx, rows);
}

async function find(tx: TenantTx, user: CurrentUser, id: number) {
  const [row] = await tx
    .select(selection)
    .from(commsYammerPosts)
    .where(eq(commsYammerPosts.id, id));
  if (!row) throw notFound();
  await requireCommsEditor(tx, user, row.post.projectId);
  return row;
}

export async function loadYammerPost(tx: TenantTx, user: CurrentUser, id: number) {
  const row = await find(tx, user, id);
  const [post] = await present(tx, [row]);
  if (!post) throw notFound();
  return post;
}

/** The chosen community ids, checked against the organisation's communities, with names. */
async function communitiesOf(integrations: Integrations, organisationId: number, ids: string[]) {
  if (ids.length === 0) return [];
  const known = await integrations.vivaEngage.communities(organisationId);
  const byId = new Map(known.map((c) => [c.id, c]));
  const chosen = [...new Set(ids)].map((id) => byId.get(id));
  if (chosen.some((c) => !c))
    throw badRequest({ communities: ['Choose communities from the list.'] });
  return chosen.filter((c): c is { id: string; name: string } => Boolean(c));
}

async function sendIfDue(tx: TenantTx, integrations: Integrations, id: number) {
  const [row] = await tx.select().from(commsYammerPosts).where(eq(commsYammerPosts.id, id));
  if (!row || row.isDraft || row.sentAt) return;
  if (row.sendBy && row.sendBy.getTime() > Date.now()) return;
  await sendYammerPost(tx, integrations, row);
}

export async function createYammerPost(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  data: PostData,
  file: UploadedFile | null,
) {
  await requireCommsEditor(tx, user, data.project);
  await requireChanges(tx, data.associated_changes, data.project);
  const communities = await communitiesOf(integrations, user.organisationId, data.communities);
  const stored = file
    ? await storeUpload(integrations.files, user.organisationId, file, 'file', 'file')
    : null;
  const [created] = await tx
    .insert(commsYammerPosts)
    .values({
      organisationId: user.organisationId,
      projectId: data.project,
      subject: data.subject,
      body: data.body,
      communities,
      sendBy: data.send_by ? new Date(data.send_by) : null,
      isDraft: data.is_draft,
      fileKey: stored?.key ?? null,
      fileName: stored?.name ?? null,
      fileContentType: stored?.contentType ?? null,
      createdById: user.id,
    })
    .returning({ id: commsYammerPosts.id });
  if (!created) throw new Error('post not created');
  await saveChanges(tx, 'post', created.id, data.associated_changes);
  await sendIfDue(tx, integrations, created.id);
  return created.id;
}

export async function updateYammerPost(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  id: number,
  data: PostData,
  file: UploadedFile | null,
) {
  const { post } = await find(tx, user, id);
  if (post.sentAt)
    throw badRequest({ non_field_errors: ['This post has gone out; it cannot change.'] });
  await requireCommsEditor(tx, user, data.project);
  await requireChanges(tx, data.associated_changes, data.project);
  const communities = await communitiesOf(integrations, user.organisationId, data.communities);
  const stored = file
    ? await storeUpload(integrations.files, user.organisationId, file, 'file', 'file')
    : null;
  await tx
    .update(commsYammerPosts)
    .set({
      projectId: data.project,
      subject: data.subject,
      body: data.body,
      communities,
      sendBy: data.send_by ? new Date(data.send_by) : null,
      isDraft: data.is_draft,
      ...(stored
        ? { fileKey: stored.key, fileName: stored.name, fileContentType: stored.contentType }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(commsYammerPosts.id, id));
  await saveChanges(tx, 'post', id, data.associated_changes);
  if (stored && post.fileKey) await integrations.files.delete(post.fileKey);
  await sendIfDue(tx, integrations, id);
}

export async function deleteYammerPost(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  id: number,
) {
  const { post } = await find(tx, user, id);
  await tx.delete(commsYammerPosts).where(eq(commsYammerPosts.id, id));
  // Its figures and any failed sends go with it (nothing is left to retry).
  await tx
    .delete(commsDeliveries)
    .where(and(eq(commsDeliveries.itemKind, 'YAMMER_POST'), eq(commsDeliveries.itemId, id)));
  if (post.fileKey) await integrations.files.delete(post.fileKey);
}
