import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { commsDeliveries, commsYammerPosts } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';

export type YammerPostRow = typeof commsYammerPosts.$inferSelect;

/** A post's delivery row: one per community it goes to. */
interface CommunityRow {
  id: number;
  targetId: string | null;
  targetName: string | null;
}

/**
 * Posts to the community of each row through the Viva Engage port and records the outcome on
 * that row: posted (with the provider's message id and the community's reach) or refused with
 * the provider's reason, listed for a retry. One community refusing does not stop the others.
 */
export async function postToCommunities(
  tx: TenantTx,
  integrations: Integrations,
  post: YammerPostRow,
  rows: readonly CommunityRow[],
): Promise<void> {
  for (const row of rows) {
    const communityId = row.targetId ?? '';
    try {
      const sent = await integrations.vivaEngage.post({
        organisationId: post.organisationId,
        communityId,
        communityName: row.targetName ?? communityId,
        subject: post.subject,
        body: post.body,
        ...(post.fileName && post.fileContentType
          ? { attachment: { filename: post.fileName, contentType: post.fileContentType } }
          : {}),
        reference: `yammer-post:${post.id}`,
      });
      const reach = await integrations.vivaEngage.reach(post.organisationId, communityId);
      await tx
        .update(commsDeliveries)
        .set({
          deliveredAt: sql`now()`,
          failedReason: null,
          providerMessageId: sent.id,
          reach,
        })
        .where(eq(commsDeliveries.id, row.id));
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await tx
        .update(commsDeliveries)
        .set({ failedReason: reason.slice(0, 500) })
        .where(eq(commsDeliveries.id, row.id));
    }
  }
}

/** Posts to each of its communities through the Viva Engage port, once: a delivery row each. */
export async function sendYammerPost(
  tx: TenantTx,
  integrations: Integrations,
  post: YammerPostRow,
): Promise<void> {
  const [claimed] = await tx
    .update(commsYammerPosts)
    .set({ sentAt: sql`now()` })
    .where(and(eq(commsYammerPosts.id, post.id), isNull(commsYammerPosts.sentAt)))
    .returning({ id: commsYammerPosts.id });
  if (!claimed || post.communities.length === 0) return;
  const rows = await tx
    .insert(commsDeliveries)
    .values(
      post.communities.map((c) => ({
        organisationId: post.organisationId,
        itemKind: 'YAMMER_POST' as const,
        itemId: post.id,
        targetId: c.id,
        targetName: c.name,
        channel: 'VIVA_ENGAGE' as const,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: commsDeliveries.id,
      targetId: commsDeliveries.targetId,
      targetName: commsDeliveries.targetName,
    });
  await postToCommunities(tx, integrations, post, rows);
}

/** The organisation's posts whose send-by time has come (or that have none and are not drafts). */
export async function sendDueYammerPosts(tx: TenantTx, integrations: Integrations) {
  const due = await tx
    .select()
    .from(commsYammerPosts)
    .where(
      and(
        isNull(commsYammerPosts.sentAt),
        eq(commsYammerPosts.isDraft, false),
        or(isNull(commsYammerPosts.sendBy), lte(commsYammerPosts.sendBy, sql`now()`)),
      ),
    )
    .limit(200)
    .for('update', { skipLocked: true });
  for (const post of due) await sendYammerPost(tx, integrations, post);
  return due.length;
}
