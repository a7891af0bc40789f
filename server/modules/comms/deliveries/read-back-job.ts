import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { commsDeliveries, commsOutlookEvents } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { tenantJob } from '../../../jobs/tenant-job';
import { recordResponses } from '../outlook-events/invitations';
import { recordPostReactions } from '../yammer-posts/reactions';

/** Reactions and answers keep coming for a while after a send; after this they are settled. */
const READ_BACK_DAYS = 14;

/**
 * Brings what recipients did outside the product into the figures on a schedule: likes and
 * replies to Viva Engage posts and answers to Outlook invitations, for whatever went out in
 * the last two weeks (events: that end at most two weeks ago). Opening an item's figures reads
 * its own back at once as well; this keeps the plan's counts current when nobody opens them.
 */
export async function readBackRecentDeliveries(
  tx: TenantTx,
  integrations: Integrations,
): Promise<{ posts: number; events: number }> {
  const since = sql`now() - make_interval(days => ${READ_BACK_DAYS})`;
  const posts = await tx
    .selectDistinct({ id: commsDeliveries.itemId })
    .from(commsDeliveries)
    .where(
      and(
        eq(commsDeliveries.itemKind, 'YAMMER_POST'),
        isNotNull(commsDeliveries.providerMessageId),
        gte(commsDeliveries.deliveredAt, since),
      ),
    );
  for (const post of posts) await recordPostReactions(tx, integrations, post.id);

  const events = await tx
    .selectDistinct({ id: commsDeliveries.itemId })
    .from(commsDeliveries)
    .innerJoin(commsOutlookEvents, eq(commsOutlookEvents.id, commsDeliveries.itemId))
    .where(
      and(
        eq(commsDeliveries.itemKind, 'OUTLOOK_EVENT'),
        isNotNull(commsDeliveries.deliveredAt),
        isNotNull(commsOutlookEvents.createdById),
        gte(commsOutlookEvents.endAt, since),
      ),
    );
  // The invitation is in its creator's calendar (an event without one has nobody to ask).
  for (const event of events) await recordResponses(tx, integrations, event.id, '');
  return { posts: posts.length, events: events.length };
}

/** Every quarter of an hour, per organisation, under its own tenant transaction. */
export function readBackDeliveriesJob(integrations: Integrations) {
  return tenantJob({
    name: 'comms.read-back',
    cron: '*/15 * * * *',
    schema: z.object({}).default({}),
    async run(tx) {
      await readBackRecentDeliveries(tx, integrations);
    },
  });
}
