import { sql, type SQL } from 'drizzle-orm';
import type {
  DeliveryChannel,
  NudgeItemType,
  NudgeRecipients,
} from '../../../../contract/leaders/kinds';
import type { DeliveryFunnel, GroupRef } from '../../../../contract/leaders/shared.schema';
import type { CurrentUser } from '../../../auth/current-user';
import type { TenantTx } from '../../../db/tenant';
import { canEditProjectSql } from '../../projects/policy';
import { funnelColumnsSql } from '../cycles/queries';
import { visibleItemSql } from '../leader-policy';

export type NudgeRow = {
  id: number;
  impacted_group: GroupRef;
  item_id: number;
  item_type: NudgeItemType;
  cycle_id: number;
  project_id: number;
  title: string;
  description: string;
  description_html: string;
  button_name: string;
  button_link: string;
  alert_date_time: Date | string;
  channel: DeliveryChannel;
  recipients: NudgeRecipients;
  image_key: string | null;
  image_name: string | null;
  image_content_type: string | null;
  sent_at: Date | string | null;
  deliveries: DeliveryFunnel;
  can_edit: boolean;
  created_at: Date | string;
};

/** Nudges matching `where` (alias `n`, cycle `c`) that the caller may see, by alert time. */
export async function selectNudges(
  tx: TenantTx,
  user: CurrentUser,
  where: SQL,
): Promise<NudgeRow[]> {
  const result = await tx.execute<NudgeRow>(sql`
    SELECT n.id, json_build_object('id', g.id, 'name', g.name) AS impacted_group, n.item_id, n.item_type,
      n.cycle_id, c.project_id, n.title, n.description, n.description_html, n.button_name, n.button_link,
      n.alert_date_time, n.channel, n.recipients, n.image_key, n.image_name, n.image_content_type, n.sent_at,
      (SELECT json_build_object('sent', f.sent, 'delivered', f.delivered, 'opened', f.opened, 'acted', f.acted)
        FROM (SELECT ${funnelColumnsSql('d')} FROM activation_deliveries d
          WHERE d.item_kind = 'NUDGE' AND d.item_id = n.id) f) AS deliveries,
      ${canEditProjectSql(user)} AS can_edit, n.created_at
    FROM nudges n
    JOIN activation_cycles c ON c.id = n.cycle_id
    JOIN projects ON projects.id = c.project_id
    JOIN project_groups g ON g.id = n.impacted_group_id
    WHERE ${where} AND ${visibleItemSql(user, sql`n.cycle_id`, sql`n.impacted_group_id`)}
    ORDER BY n.alert_date_time, n.id`);
  return result.rows;
}

/** The cycle an item of a nudge belongs to, or null when there is no such item. */
export async function cycleOfItem(
  tx: TenantTx,
  type: NudgeItemType,
  itemId: number,
): Promise<number | null> {
  const query =
    type === 'ACTIVATION_CYCLE'
      ? sql`SELECT id AS cycle_id FROM activation_cycles WHERE id = ${itemId}`
      : type === 'KEY_MESSAGE'
        ? sql`SELECT cycle_id FROM key_messages WHERE id = ${itemId}`
        : type === 'NEW_WAY_OF_WORKING'
          ? sql`SELECT cycle_id FROM new_ways_of_working WHERE id = ${itemId}`
          : sql`SELECT cycle_id FROM leader_items WHERE id = ${itemId} AND kind = ${type === 'LEADER_TASK' ? 'TASK' : 'ACTION'}`;
  const result = await tx.execute<{ cycle_id: number }>(query);
  return result.rows[0]?.cycle_id ?? null;
}
