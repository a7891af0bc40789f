import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { commsYammerPosts } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';

export type YammerPostRow = typeof commsYammerPosts.$inferSelect;

/** Posts to each of its communities through the Viva Engage port, once. */
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
  if (!claimed) return;
  for (const community of post.communities) {
    await integrations.vivaEngage.post({
      organisationId: post.organisationId,
      communityId: community.id,
      communityName: community.name,
      subject: post.subject,
      body: post.body,
      ...(post.fileName && post.fileContentType
        ? { attachment: { filename: post.fileName, contentType: post.fileContentType } }
        : {}),
      reference: `yammer-post:${post.id}`,
    });
  }
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
