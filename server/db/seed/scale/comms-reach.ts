import type { ScaleContext } from './context';
import { coprimeStride } from './spread';

/** A comms item (announcement, email, Outlook event…) and when it went out (null: not yet). */
export interface ReachedItem {
  kind: 'ANNOUNCEMENT' | 'EMAIL' | 'OUTLOOK_EVENT';
  id: number;
  sentAt: Date | null;
}

/** The receiver column of `comms_receivers` each kind fills. */
const itemColumn = {
  ANNOUNCEMENT: 'thread_id',
  EMAIL: 'email_id',
  OUTLOOK_EVENT: 'event_id',
} as const;

/** The channel each kind reaches a person through. */
const channelSql = `CASE i.kind WHEN 'EMAIL' THEN 'EMAIL' WHEN 'OUTLOOK_EVENT' THEN 'OUTLOOK' ELSE 'TEAMS' END`;

/** The receiver row's item columns from `i.kind` / `i.id`. */
const itemColumnsSql = Object.values(itemColumn).join(', ');
const itemValuesSql = Object.entries(itemColumn)
  .map(([kind]) => `CASE WHEN i.kind = '${kind}' THEN i.id END`)
  .join(', ');

/** About a third of the recipients opened it and a third of those acted, fixed per item and person. */
const funnelSql = (roll: string) =>
  `CASE WHEN ${roll} < 35 THEN i.sent_at + interval '1 hour' END,
   CASE WHEN ${roll} < 10 THEN i.sent_at + interval '2 hours' END`;

/**
 * Who comms items reach, written by PostgreSQL from a few numbers per item rather than shipped
 * as 200,000 rows: items addressed to people by name (`byName`: `n` distinct people from a
 * seeded start round the list) and items addressed to groups (`byGroup`: one receiver row per
 * group, reaching its members). Each recipient of what was sent gets a delivery row, and only
 * of what was sent: an active person, once per item.
 */
export class CommsReach {
  private readonly byName: (ReachedItem & { start: number; stride: number; n: number })[] = [];
  private readonly byGroup: (ReachedItem & { groupId: number })[] = [];

  constructor(
    private readonly ctx: ScaleContext,
    private readonly people: number[],
  ) {}

  /** Ten to sixty people picked by name. */
  toPeople(item: ReachedItem): void {
    const { random } = this.ctx;
    const stride = coprimeStride(
      this.people.length,
      random.int(1, Math.max(1, this.people.length - 1)),
    );
    const start = random.int(0, this.people.length - 1);
    const n = Math.min(random.int(10, 60), this.people.length);
    this.byName.push({ ...item, start, stride, n });
  }

  toGroups(item: ReachedItem, groupIds: number[]): void {
    for (const groupId of groupIds) this.byGroup.push({ ...item, groupId });
  }

  /** Writes the receivers and deliveries; returns how many of each. */
  async write(): Promise<{ receivers: number; groupReceivers: number; deliveries: number }> {
    const { client, organisationId } = this.ctx;
    const named = this.byName;
    const items = `unnest($3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::timestamptz[])
        AS i(kind, id, start, stride, n, sent_at)
      CROSS JOIN LATERAL generate_series(0, i.n - 1) AS k
      CROSS JOIN LATERAL (SELECT ($2::int[])[1 + ((i.start + k::bigint * i.stride) % cardinality($2::int[]))] AS user_id,
        ((i.id::bigint * 7919 + k * 104729) % 100) AS roll) AS r`;
    const params = [
      organisationId,
      this.people,
      named.map((r) => r.kind),
      named.map((r) => r.id),
      named.map((r) => r.start),
      named.map((r) => r.stride),
      named.map((r) => r.n),
      named.map((r) => r.sentAt?.toISOString() ?? null),
    ];
    const receivers = await client.query(
      `INSERT INTO comms_receivers (organisation_id, ${itemColumnsSql}, user_id)
       SELECT $1, ${itemValuesSql}, r.user_id FROM ${items} ORDER BY i.id, k`,
      params,
    );
    const deliveries = await client.query(
      `INSERT INTO comms_deliveries (organisation_id, item_kind, item_id, user_id, channel, sent_at,
              delivered_at, opened_at, acted_at)
       SELECT $1, i.kind, i.id, r.user_id, ${channelSql}, i.sent_at, i.sent_at, ${funnelSql('r.roll')}
       FROM ${items} JOIN user_profiles u ON u.id = r.user_id AND u.is_active
       WHERE i.sent_at IS NOT NULL ORDER BY i.kind, i.id, k`,
      params,
    );
    const grouped = this.byGroup;
    const groupParams = [
      organisationId,
      grouped.map((g) => g.kind),
      grouped.map((g) => g.id),
      grouped.map((g) => g.groupId),
      grouped.map((g) => g.sentAt?.toISOString() ?? null),
    ];
    const groupReceivers = await client.query(
      `INSERT INTO comms_receivers (organisation_id, ${itemColumnsSql}, group_id)
       SELECT $1, ${itemValuesSql}, i.group_id
       FROM unnest($2::text[], $3::int[], $4::int[]) AS i(kind, id, group_id)`,
      groupParams.slice(0, 4),
    );
    // As the comms area sends: each active member of the groups once (the project group's own
    // members and those of the organisation-wide group it links), under the first group.
    const roll = '(i.id::bigint * 7919 + m.user_id::bigint * 104729) % 100';
    const groupDeliveries = await client.query(
      `INSERT INTO comms_deliveries (organisation_id, item_kind, item_id, user_id, group_id, channel,
              sent_at, delivered_at, opened_at, acted_at)
       SELECT DISTINCT ON (i.kind, i.id, m.user_id) $1, i.kind, i.id, m.user_id, m.group_id,
              ${channelSql}, i.sent_at, i.sent_at, ${funnelSql(roll)}
       FROM unnest($2::text[], $3::int[], $4::int[], $5::timestamptz[]) AS i(kind, id, group_id, sent_at)
       CROSS JOIN LATERAL (
         SELECT pm.user_id, pm.group_id FROM project_group_members pm WHERE pm.group_id = i.group_id
         UNION
         SELECT gm.user_id, pg.id FROM project_groups pg
           JOIN global_impacted_group_members gm ON gm.group_id = pg.global_impacted_group_id
          WHERE pg.id = i.group_id) AS m
       JOIN user_profiles u ON u.id = m.user_id AND u.is_active
       WHERE i.sent_at IS NOT NULL
       ORDER BY i.kind, i.id, m.user_id, m.group_id`,
      groupParams,
    );
    const groupCount = groupReceivers.rowCount ?? 0;
    return {
      receivers: (receivers.rowCount ?? 0) + groupCount,
      groupReceivers: groupCount,
      deliveries: (deliveries.rowCount ?? 0) + (groupDeliveries.rowCount ?? 0),
    };
  }
}

/** Ids per project, read back with `text` (earlier parts keep ids only). */
export async function idsByProject(
  ctx: ScaleContext,
  text: string,
): Promise<Map<number, number[]>> {
  const rows = await ctx.client.query<{ id: number; project_id: number }>(text, [
    ctx.organisationId,
  ]);
  const byProject = new Map<number, number[]>();
  for (const row of rows.rows) {
    const ids = byProject.get(row.project_id);
    if (ids) ids.push(row.id);
    else byProject.set(row.project_id, [row.id]);
  }
  return byProject;
}
