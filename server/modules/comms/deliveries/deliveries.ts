import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CommsItemKind, DeliveryChannel } from '../../../../contract/comms/deliveries';
import type { DeliveryCounts } from '../../../../contract/comms/deliveries.schema';
import { commsDeliveries } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Recipient } from '../shared/receivers';

/**
 * The most recipients one port call carries: Graph's Teams activity notifications take 100 a
 * request and refuse more. Each call's people get that call's outcome, so a refused call fails
 * only its own.
 */
export const MAX_RECIPIENTS_PER_CALL = 100;

/** The sums every delivery figure is made of: counts of rows, so they always add up. */
export const countsSql = {
  recipients: sql<number>`count(*)::int`,
  sent: sql<number>`count(*)::int`,
  delivered: sql<number>`count(${commsDeliveries.deliveredAt})::int`,
  opened: sql<number>`count(${commsDeliveries.openedAt})::int`,
  acted: sql<number>`count(${commsDeliveries.actedAt})::int`,
  failed: sql<number>`count(${commsDeliveries.failedReason})::int`,
};

export const noDeliveries: DeliveryCounts = {
  recipients: 0,
  sent: 0,
  delivered: 0,
  opened: 0,
  acted: 0,
  failed: 0,
};

/** Delivery counts of several items of one kind, in one query. */
export async function deliveryCounts(
  tx: TenantTx,
  kind: CommsItemKind,
  itemIds: readonly number[],
): Promise<Map<number, DeliveryCounts>> {
  const map = new Map<number, DeliveryCounts>();
  if (itemIds.length === 0) return map;
  const rows = await tx
    .select({ itemId: commsDeliveries.itemId, ...countsSql })
    .from(commsDeliveries)
    .where(and(eq(commsDeliveries.itemKind, kind), inArray(commsDeliveries.itemId, [...itemIds])))
    .groupBy(commsDeliveries.itemId);
  for (const { itemId, ...counts } of rows) map.set(itemId, counts);
  return map;
}

/**
 * Sends one item to its recipients through `deliver` (at most `MAX_RECIPIENTS_PER_CALL` a
 * call), one delivery row per person (a person already sent this item is not sent it again).
 * Rows the port accepted are delivered; a port failure marks the rows it covered as failed with
 * its reason, for a retry.
 */
export async function sendToRecipients(
  tx: TenantTx,
  options: {
    organisationId: number;
    kind: CommsItemKind;
    itemId: number;
    channel: DeliveryChannel;
    recipients: readonly Recipient[];
    /**
     * People per port call: at most `MAX_RECIPIENTS_PER_CALL` (Teams); 1 where each person's
     * copy is its own send (mail), so one refused address fails that person alone.
     */
    perCall?: number;
    /** Sends one call's people: return provider ids by user id. */
    deliver: (
      recipients: readonly (Recipient & { token: string })[],
    ) => Promise<Map<number, string>>;
  },
): Promise<DeliveryCounts> {
  if (options.recipients.length) {
    const inserted = await tx
      .insert(commsDeliveries)
      .values(
        options.recipients.map((r) => ({
          organisationId: options.organisationId,
          itemKind: options.kind,
          itemId: options.itemId,
          userId: r.userId,
          groupId: r.groupId,
          channel: options.channel,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: commsDeliveries.id,
        userId: commsDeliveries.userId,
        token: commsDeliveries.token,
      });
    const byUser = new Map(inserted.map((row) => [row.userId ?? 0, row]));
    const fresh = options.recipients
      .filter((r) => byUser.has(r.userId))
      .map((r) => ({ ...r, token: byUser.get(r.userId)?.token ?? '' }));
    const perCall = Math.min(options.perCall ?? MAX_RECIPIENTS_PER_CALL, MAX_RECIPIENTS_PER_CALL);
    for (let i = 0; i < fresh.length; i += perCall) {
      await deliverRows(tx, fresh.slice(i, i + perCall), byUser, options.deliver);
    }
  }
  const counts = await deliveryCounts(tx, options.kind, [options.itemId]);
  return counts.get(options.itemId) ?? noDeliveries;
}

/**
 * Runs the port for these rows and records what happened to each. A row holds the outcome of
 * the latest send only: a refused re-send (an edited invitation) is no longer delivered but
 * failed, until a retry delivers it again, so no recipient counts as both. What the recipient
 * already did (opened, acted) stays: it happened.
 */
export async function deliverRows<R extends Recipient & { token: string }>(
  tx: TenantTx,
  recipients: readonly R[],
  rows: Map<number, { id: number }>,
  deliver: (recipients: readonly R[]) => Promise<Map<number, string>>,
): Promise<void> {
  if (recipients.length === 0) return;
  const ids = recipients.map((r) => rows.get(r.userId)?.id ?? 0);
  try {
    const providerIds = await deliver(recipients);
    for (const r of recipients) {
      await tx
        .update(commsDeliveries)
        .set({
          deliveredAt: sql`now()`,
          failedReason: null,
          providerMessageId: providerIds.get(r.userId) ?? null,
        })
        .where(eq(commsDeliveries.id, rows.get(r.userId)?.id ?? 0));
    }
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await tx
      .update(commsDeliveries)
      .set({ failedReason: reason.slice(0, 500), deliveredAt: null, providerMessageId: null })
      .where(inArray(commsDeliveries.id, ids));
  }
}

/**
 * What opening or acting says about delivery: the item reached the recipient (they read it in
 * the app although its notification was refused), so the row counts as delivered and no longer
 * waits for a retry. The figures stay a funnel: opened never exceeds delivered.
 */
const reachedThem = {
  deliveredAt: sql`coalesce(${commsDeliveries.deliveredAt}, now())`,
  failedReason: null,
};

/** The recipient opened the item (the first time counts). */
export async function markOpened(
  tx: TenantTx,
  kind: CommsItemKind,
  itemId: number,
  userId: number,
): Promise<void> {
  await tx
    .update(commsDeliveries)
    .set({ openedAt: sql`now()`, ...reachedThem })
    .where(
      and(
        eq(commsDeliveries.itemKind, kind),
        eq(commsDeliveries.itemId, itemId),
        eq(commsDeliveries.userId, userId),
        isNull(commsDeliveries.openedAt),
      ),
    );
}

/** The recipient acted on the item (liked, replied, followed a link); acting implies opening. */
export async function markActed(
  tx: TenantTx,
  kind: CommsItemKind,
  itemId: number,
  userId: number,
): Promise<void> {
  await tx
    .update(commsDeliveries)
    .set({
      actedAt: sql`coalesce(${commsDeliveries.actedAt}, now())`,
      openedAt: sql`coalesce(${commsDeliveries.openedAt}, now())`,
      // An answer to an invitation may be to the version before a refused update, which the
      // attendee still lacks: that refusal stays listed for a retry.
      ...(kind === 'OUTLOOK_EVENT' ? {} : reachedThem),
    })
    .where(
      and(
        eq(commsDeliveries.itemKind, kind),
        eq(commsDeliveries.itemId, itemId),
        eq(commsDeliveries.userId, userId),
      ),
    );
}
