import { and, eq, sql } from 'drizzle-orm';
import type { CommsItemKind } from '../../../../contract/comms/deliveries';
import type { DeliverySummary, FailedDelivery } from '../../../../contract/comms/deliveries.schema';
import { commsDeliveries } from '../../../db/schema/comms';
import { userProfiles } from '../../../db/schema/people';
import type { TenantTx } from '../../../db/tenant';
import { groupNames } from '../shared/receivers';
import { countsSql, noDeliveries } from './deliveries';
import { deliveryLinesCsv } from './delivery-csv';

/** Sum of the reach of the rows posted to a place; null when none says. */
const reachSql = sql<number | null>`sum(${commsDeliveries.reach})::int`;
/** Sum of the people who liked or replied where a post went; null when no thread was read. */
const actedPeopleSql = sql<number | null>`sum(${commsDeliveries.actedPeople})::int`;

/**
 * Sent → delivered → opened → acted of one communication, overall and per group that reached
 * people (or per community a post went to): every figure is a count of the same rows.
 */
export async function deliverySummary(
  tx: TenantTx,
  kind: CommsItemKind,
  id: number,
): Promise<DeliverySummary> {
  const where = and(eq(commsDeliveries.itemKind, kind), eq(commsDeliveries.itemId, id));
  const [total] = await tx
    .select({ ...countsSql, reach: reachSql, acted_people: actedPeopleSql })
    .from(commsDeliveries)
    .where(where);
  const groups = await tx
    .select({
      group: commsDeliveries.groupId,
      target: commsDeliveries.targetName,
      ...countsSql,
      reach: reachSql,
      acted_people: actedPeopleSql,
    })
    .from(commsDeliveries)
    .where(where)
    .groupBy(commsDeliveries.groupId, commsDeliveries.targetName)
    .orderBy(sql`${commsDeliveries.groupId} NULLS LAST`, commsDeliveries.targetName);
  const names = await groupNames(
    tx,
    groups.flatMap((g) => (g.group ? [g.group] : [])),
  );
  return {
    item_kind: kind,
    item_id: id,
    ...(total ?? { ...noDeliveries, reach: null, acted_people: null }),
    by_group: groups.map(({ target, ...g }) => ({
      ...g,
      group_name: g.group ? (names.get(g.group)?.name ?? 'Group') : (target ?? 'Named people'),
    })),
  };
}

/** One line per person (or community) reached, with each step's time, as CSV. */
export async function deliveryCsv(tx: TenantTx, kind: CommsItemKind, id: number) {
  const rows = await tx
    .select({
      name: sql<string>`CASE WHEN ${commsDeliveries.userId} IS NULL THEN coalesce(${commsDeliveries.targetName}, '')
        ELSE trim(concat(${userProfiles.firstName}, ' ', ${userProfiles.lastName})) END`,
      email: sql<string>`coalesce(${userProfiles.email}, '')`,
      group: commsDeliveries.groupId,
      sent: commsDeliveries.sentAt,
      delivered: commsDeliveries.deliveredAt,
      opened: commsDeliveries.openedAt,
      acted: commsDeliveries.actedAt,
      failed: commsDeliveries.failedReason,
      reach: commsDeliveries.reach,
      actedPeople: commsDeliveries.actedPeople,
    })
    .from(commsDeliveries)
    .leftJoin(userProfiles, eq(userProfiles.id, commsDeliveries.userId))
    .where(and(eq(commsDeliveries.itemKind, kind), eq(commsDeliveries.itemId, id)))
    .orderBy(userProfiles.lastName, userProfiles.firstName, commsDeliveries.targetName);
  const names = await groupNames(
    tx,
    rows.flatMap((r) => (r.group ? [r.group] : [])),
  );
  return deliveryLinesCsv(
    rows.map((r) => ({ ...r, group: r.group ? (names.get(r.group)?.name ?? '') : '' })),
  );
}

/** The project's sends a channel refused, newest first, with who (or where) and why. */
export async function failedDeliveries(tx: TenantTx, projectId: number): Promise<FailedDelivery[]> {
  const rows = await tx.execute<{
    id: number;
    item_kind: CommsItemKind;
    item_id: number;
    item_title: string;
    user_id: number | null;
    display_name: string;
    email: string;
    failed_reason: string;
    sent_at: string;
  }>(sql`
    SELECT d.id, d.item_kind, d.item_id,
           coalesce(t.title, e.subject, f.title, o.subject, y.subject, '') AS item_title,
           d.user_id,
           coalesce(nullif(trim(concat(u.first_name, ' ', u.last_name)), ''), u.email, d.target_name, '') AS display_name,
           coalesce(u.email, '') AS email,
           d.failed_reason, to_char(d.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS sent_at
    FROM comms_deliveries d
    LEFT JOIN user_profiles u ON u.id = d.user_id
    LEFT JOIN comms_threads t ON d.item_kind = 'ANNOUNCEMENT' AND t.id = d.item_id
    LEFT JOIN comms_emails e ON d.item_kind = 'EMAIL' AND e.id = d.item_id
    LEFT JOIN comms_files f ON d.item_kind = 'COMMS_FILE' AND f.id = d.item_id
    LEFT JOIN comms_outlook_events o ON d.item_kind = 'OUTLOOK_EVENT' AND o.id = d.item_id
    LEFT JOIN comms_yammer_posts y ON d.item_kind = 'YAMMER_POST' AND y.id = d.item_id
    WHERE d.failed_reason IS NOT NULL
      AND coalesce(t.project_id, e.project_id, f.project_id, o.project_id, y.project_id) = ${projectId}
    ORDER BY d.sent_at DESC, d.id LIMIT 500`);
  return rows.rows.map((r) => ({
    id: r.id,
    item_kind: r.item_kind,
    item_id: r.item_id,
    item_title: r.item_title,
    recipient: { id: r.user_id, display_name: r.display_name, email: r.email },
    failed_reason: r.failed_reason,
    sent_at: r.sent_at,
  }));
}
