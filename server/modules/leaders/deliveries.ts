import { sql } from 'drizzle-orm';
import type { DeliveryChannel, DeliveryItemKind } from '../../../contract/leaders/kinds';
import type { CurrentUser } from '../../auth/current-user';
import type { TenantTx } from '../../db/tenant';
import { intArray } from '../../db/sql-arrays';
import { badRequest } from '../../http-errors';
import { ledGroupIdsSql, visibleItemSql } from './leader-policy';

/*
 * One row per person and item, moving forward only: sent → delivered → opened → acted. Each
 * later stage fills the earlier ones it skipped (an in-app view is sent, delivered and opened
 * at once), so every funnel built on these rows reconciles.
 */

export interface DeliveryTarget {
  userId: number;
  isLeader: boolean;
}

/** Records that an item went out to these people (a person already sent it is left as is). */
export async function recordSent(
  tx: TenantTx,
  item: { kind: DeliveryItemKind; id: number; cycleId: number; groupId: number | null },
  channel: DeliveryChannel,
  targets: readonly DeliveryTarget[],
  delivered: boolean,
): Promise<void> {
  if (targets.length === 0) return;
  await tx.execute(sql`
    INSERT INTO activation_deliveries (cycle_id, impacted_group_id, item_kind, item_id, user_id, is_leader, channel, sent_at, delivered_at)
    SELECT ${item.cycleId}, ${item.groupId}, ${item.kind}, ${item.id}, t.user_id, t.is_leader, ${channel}, now(),
      ${delivered ? sql`now()` : sql`NULL`}
    FROM unnest(${intArray(targets.map((t) => t.userId))}, ${`{${targets.map((t) => (t.isLeader ? 't' : 'f')).join(',')}}`}::boolean[]) AS t(user_id, is_leader)
    ON CONFLICT (item_kind, item_id, user_id) DO NOTHING`);
}

/** Whether the person leads a group the item reaches, for the engagement score. */
function leadsSql(userId: number, groupSql: ReturnType<typeof sql>) {
  return sql`(${groupSql} IN ${ledGroupIdsSql(userId)})`;
}

/**
 * The caller opened these items of a cycle (the leader's view shows them): items they cannot
 * see are refused, the rest move to opened.
 */
export async function markOpened(
  tx: TenantTx,
  user: CurrentUser,
  cycleId: number,
  kind: DeliveryItemKind,
  ids: readonly number[],
  stage: 'opened' | 'acted' = 'opened',
): Promise<void> {
  const source =
    kind === 'NUDGE'
      ? sql`SELECT n.id, n.impacted_group_id AS group_id FROM nudges n WHERE n.cycle_id = ${cycleId} AND n.id = ANY(${intArray(ids)})
          AND ${visibleItemSql(user, sql`n.cycle_id`, sql`n.impacted_group_id`)}`
      : kind === 'KEY_MESSAGE'
        ? sql`SELECT k.id, k.impacted_group_id AS group_id FROM key_messages k WHERE k.cycle_id = ${cycleId} AND k.id = ANY(${intArray(ids)})
          AND ${visibleItemSql(user, sql`k.cycle_id`, sql`k.impacted_group_id`)}`
        : sql`SELECT i.id, i.impacted_group_id AS group_id FROM leader_items i WHERE i.cycle_id = ${cycleId} AND i.kind = ${kind} AND i.id = ANY(${intArray(ids)})
          AND ${visibleItemSql(user, sql`i.cycle_id`, sql`i.impacted_group_id`)}`;
  const found = await tx.execute<{ id: number; group_id: number | null }>(source);
  if (found.rows.length !== new Set(ids).size) {
    throw badRequest({ item_ids: ['Choose items of this cycle that you can see.'] });
  }
  const acted = stage === 'acted';
  await tx.execute(sql`
    INSERT INTO activation_deliveries (cycle_id, impacted_group_id, item_kind, item_id, user_id, is_leader, sent_at, delivered_at, opened_at, acted_at)
    SELECT ${cycleId},
      coalesce(s.group_id, (SELECT og.impacted_group_id FROM activation_cycle_groups og
        WHERE og.cycle_id = ${cycleId} AND ${leadsSql(user.id, sql`og.impacted_group_id`)}
        ORDER BY og.impacted_group_id LIMIT 1)),
      ${kind}, s.id, ${user.id},
      CASE WHEN s.group_id IS NULL
        THEN EXISTS (SELECT 1 FROM activation_cycle_groups og WHERE og.cycle_id = ${cycleId} AND ${leadsSql(user.id, sql`og.impacted_group_id`)})
        ELSE ${leadsSql(user.id, sql`s.group_id`)} END,
      now(), now(), now(), ${acted ? sql`now()` : sql`NULL`}
    FROM (${source}) s
    ON CONFLICT (item_kind, item_id, user_id) DO UPDATE SET
      sent_at = coalesce(activation_deliveries.sent_at, excluded.sent_at),
      delivered_at = coalesce(activation_deliveries.delivered_at, excluded.delivered_at),
      opened_at = coalesce(activation_deliveries.opened_at, excluded.opened_at),
      acted_at = coalesce(activation_deliveries.acted_at, excluded.acted_at)`);
}
