import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { commsDeliveries } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';

/**
 * Reads each community's thread of a post back through the Viva Engage port and records it on
 * that community's row: the people who liked or replied, and, from the first of them, the row
 * counts as opened and acted (a like or a reply is both). What a row already counted stays (it
 * happened); a community whose thread cannot be read now keeps its figures as they were.
 */
export async function recordPostReactions(
  tx: TenantTx,
  integrations: Integrations,
  postId: number,
): Promise<void> {
  const rows = await tx
    .select({
      id: commsDeliveries.id,
      organisationId: commsDeliveries.organisationId,
      messageId: commsDeliveries.providerMessageId,
      actedPeople: commsDeliveries.actedPeople,
      counted: sql<boolean>`${commsDeliveries.actedAt} IS NOT NULL`,
    })
    .from(commsDeliveries)
    .where(
      and(
        eq(commsDeliveries.itemKind, 'YAMMER_POST'),
        eq(commsDeliveries.itemId, postId),
        isNotNull(commsDeliveries.deliveredAt),
        isNotNull(commsDeliveries.providerMessageId),
      ),
    );
  for (const row of rows) {
    const reactions = await integrations.vivaEngage
      .reactions(row.organisationId, row.messageId ?? '')
      .catch(() => null);
    if (!reactions) continue;
    const people = new Set(reactions.map((r) => r.address));
    // A write empties the organisation's cached answers on every replica: only write a change.
    if (row.actedPeople === people.size && (people.size === 0 || row.counted)) continue;
    const times = reactions.flatMap((r) => (r.at ? [r.at.getTime()] : []));
    const first = times.length ? new Date(Math.min(...times)).toISOString() : null;
    const when = first ? sql`${first}::timestamptz` : sql`now()`;
    await tx
      .update(commsDeliveries)
      .set({
        actedPeople: people.size,
        ...(people.size > 0
          ? {
              openedAt: sql`coalesce(${commsDeliveries.openedAt}, ${when})`,
              actedAt: sql`coalesce(${commsDeliveries.actedAt}, ${when})`,
            }
          : {}),
      })
      .where(eq(commsDeliveries.id, row.id));
  }
}
