import { commsChanges } from '../../schema/comms-links';
import { commsEmails, commsThreads } from '../../schema/comms';
import type { ScaleContext, ScalePart } from './context';

const topics = [
  'What changes on go-live',
  'Training is open',
  'Your questions answered',
  'Next steps',
];

/**
 * Per project, two to six announcements and one to four emails (most sent in the past weeks, a
 * few scheduled for the coming days, some drafts), each to one or two of the project's impacted
 * groups or to ten to sixty people by name, with a delivery row per active recipient of what was
 * sent (about a third opened, a tenth acted on): the rows
 * the comms feed, the sent items and the delivery analytics read. Announcements name one or two
 * of their project's changes.
 */
export const commsPart: ScalePart = {
  name: 'comms: announcements, emails, receivers, deliveries',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const people = ctx.need('people');
    const projectIds = ctx.need('projects');
    const changesByProject = await idsByProject(
      ctx,
      'SELECT id, project_id FROM changes WHERE organisation_id = $1 ORDER BY id',
    );
    const groupsByProject = await idsByProject(
      ctx,
      `SELECT id, project_id FROM project_groups
        WHERE organisation_id = $1 AND group_type = 'Impacted' AND NOT archived ORDER BY id`,
    );
    const daysAgo = (n: number) => new Date(ctx.today.getTime() - n * 86_400_000);

    const threadCounts = projectIds.map(() => random.int(2, 6));
    const emailCounts = projectIds.map(() => random.int(1, 4));
    const threadIds = await ctx.allocateIds(commsThreads, sum(threadCounts));
    const emailIds = await ctx.allocateIds(commsEmails, sum(emailCounts));
    const threads = [];
    const emails = [];
    const links = [];
    // Who each item goes to: `n` distinct people, every `stride`-th from `start` round the list
    // (a stride prime to the list's length never repeats). PostgreSQL expands these into the
    // receiver and delivery rows itself, which spares building and shipping 200,000 rows.
    const reach: {
      kind: string;
      id: number;
      start: number;
      stride: number;
      n: number;
      sentAt: Date | null;
    }[] = [];
    // Most items go to one or two of the project's impacted groups (one receiver row each, sent
    // to their members), the rest to people picked by name.
    const groupReach: { kind: string; id: number; groupId: number; sentAt: Date | null }[] = [];
    const audience = (
      kind: 'ANNOUNCEMENT' | 'EMAIL',
      id: number,
      sentAt: Date | null,
      projectId: number,
    ) => {
      const groups = groupsByProject.get(projectId) ?? [];
      if (groups.length && random.chance(0.6)) {
        for (const groupId of random.sample(groups, random.int(1, 2))) {
          groupReach.push({ kind, id, groupId, sentAt });
        }
        return;
      }
      let stride = random.int(1, Math.max(1, people.length - 1));
      while (gcd(stride, people.length) !== 1) stride += 1;
      reach.push({
        kind,
        id,
        start: random.int(0, people.length - 1),
        stride,
        n: Math.min(random.int(10, 60), people.length),
        sentAt,
      });
    };
    let t = 0;
    let e = 0;
    for (const [p, projectId] of projectIds.entries()) {
      for (let i = 0; i < (threadCounts[p] ?? 0); i++) {
        const id = threadIds[t++] as number;
        const state = random.next();
        const sentAt = state < 0.8 ? daysAgo(random.int(1, 60)) : null;
        threads.push({
          id,
          organisationId,
          projectId,
          type: 'ANNOUNCEMENT' as const,
          title: `${random.pick(topics)} (${i + 1})`,
          descriptionHtml: '<p>What this change means for your team, and where to ask.</p>',
          isDrafted: state >= 0.9,
          sendDate: sentAt ?? (state < 0.9 ? daysAgo(-random.int(1, 14)) : null),
          sentAt,
          createdById: random.pick(people),
        });
        audience('ANNOUNCEMENT', id, sentAt, projectId);
        const changes = changesByProject.get(projectId) ?? [];
        for (const changeId of random.sample(changes, random.int(1, 2))) {
          links.push({ organisationId, threadId: id, changeId });
        }
      }
      for (let i = 0; i < (emailCounts[p] ?? 0); i++) {
        const id = emailIds[e++] as number;
        const state = random.next();
        const sentAt = state < 0.7 ? daysAgo(random.int(1, 60)) : null;
        emails.push({
          id,
          organisationId,
          projectId,
          subject: `${random.pick(topics)}: an update`,
          bodyHtml: '<p>Here is where the change stands and what you need to do.</p>',
          isDraft: state >= 0.9,
          scheduledAt: sentAt ?? (state < 0.9 ? daysAgo(-random.int(1, 14)) : null),
          sentAt,
          createdById: random.pick(people),
        });
        audience('EMAIL', id, sentAt, projectId);
      }
    }
    await ctx.insert(commsThreads, threads);
    await ctx.insert(commsEmails, emails);
    await ctx.insert(commsChanges, links);
    const items = `unnest($3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::timestamptz[])
        AS i(kind, id, start, stride, n, sent_at)
      CROSS JOIN LATERAL generate_series(0, i.n - 1) AS k
      CROSS JOIN LATERAL (SELECT ($2::int[])[1 + ((i.start + k::bigint * i.stride) % cardinality($2::int[]))] AS user_id,
        -- A fixed spread per item and person: about a third opened, a third of those acted.
        ((i.id::bigint * 7919 + k * 104729) % 100) AS roll) AS r`;
    const params = [
      organisationId,
      people,
      reach.map((r) => r.kind),
      reach.map((r) => r.id),
      reach.map((r) => r.start),
      reach.map((r) => r.stride),
      reach.map((r) => r.n),
      reach.map((r) => r.sentAt?.toISOString() ?? null),
    ];
    const receivers = await ctx.client.query(
      `INSERT INTO comms_receivers (organisation_id, thread_id, email_id, user_id)
       SELECT $1, CASE WHEN i.kind = 'ANNOUNCEMENT' THEN i.id END,
              CASE WHEN i.kind = 'EMAIL' THEN i.id END, r.user_id
       FROM ${items} ORDER BY i.id, k`,
      params,
    );
    // A delivery for each recipient of what was sent, and only of what was sent.
    const deliveries = await ctx.client.query(
      `INSERT INTO comms_deliveries (organisation_id, item_kind, item_id, user_id, channel, sent_at,
              delivered_at, opened_at, acted_at)
       SELECT $1, i.kind, i.id, r.user_id, CASE WHEN i.kind = 'EMAIL' THEN 'EMAIL' ELSE 'TEAMS' END,
              i.sent_at, i.sent_at,
              CASE WHEN r.roll < 35 THEN i.sent_at + interval '1 hour' END,
              CASE WHEN r.roll < 10 THEN i.sent_at + interval '2 hours' END
       FROM ${items} JOIN user_profiles u ON u.id = r.user_id AND u.is_active
       WHERE i.sent_at IS NOT NULL ORDER BY i.kind, i.id, k`,
      params,
    );
    const groupParams = [
      organisationId,
      groupReach.map((g) => g.kind),
      groupReach.map((g) => g.id),
      groupReach.map((g) => g.groupId),
      groupReach.map((g) => g.sentAt?.toISOString() ?? null),
    ];
    const groupReceivers = await ctx.client.query(
      `INSERT INTO comms_receivers (organisation_id, thread_id, email_id, group_id)
       SELECT $1, CASE WHEN g.kind = 'ANNOUNCEMENT' THEN g.id END,
              CASE WHEN g.kind = 'EMAIL' THEN g.id END, g.group_id
       FROM unnest($2::text[], $3::int[], $4::int[]) AS g(kind, id, group_id)`,
      groupParams.slice(0, 4),
    );
    // As the comms area sends: each active member of the groups once (the project group's own
    // members and those of the organisation-wide group it links), under the first group.
    const groupDeliveries = await ctx.client.query(
      `INSERT INTO comms_deliveries (organisation_id, item_kind, item_id, user_id, group_id, channel,
              sent_at, delivered_at, opened_at, acted_at)
       SELECT DISTINCT ON (g.kind, g.id, m.user_id) $1, g.kind, g.id, m.user_id, m.group_id,
              CASE WHEN g.kind = 'EMAIL' THEN 'EMAIL' ELSE 'TEAMS' END, g.sent_at, g.sent_at,
              CASE WHEN (g.id::bigint * 7919 + m.user_id::bigint * 104729) % 100 < 35 THEN g.sent_at + interval '1 hour' END,
              CASE WHEN (g.id::bigint * 7919 + m.user_id::bigint * 104729) % 100 < 10 THEN g.sent_at + interval '2 hours' END
       FROM unnest($2::text[], $3::int[], $4::int[], $5::timestamptz[]) AS g(kind, id, group_id, sent_at)
       CROSS JOIN LATERAL (
         SELECT pm.user_id, pm.group_id FROM project_group_members pm WHERE pm.group_id = g.group_id
         UNION
         SELECT gm.user_id, pg.id FROM project_groups pg
           JOIN global_impacted_group_members gm ON gm.group_id = pg.global_impacted_group_id
          WHERE pg.id = g.group_id) AS m
       JOIN user_profiles u ON u.id = m.user_id AND u.is_active
       WHERE g.sent_at IS NOT NULL
       ORDER BY g.kind, g.id, m.user_id, m.group_id`,
      groupParams,
    );
    return `${threads.length} announcements, ${emails.length} emails, ${(receivers.rowCount ?? 0) + (groupReceivers.rowCount ?? 0)} receivers (${groupReceivers.rowCount} groups), ${(deliveries.rowCount ?? 0) + (groupDeliveries.rowCount ?? 0)} deliveries`;
  },
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

/** Ids per project, read back with `text` (earlier parts keep ids only). */
async function idsByProject(ctx: ScaleContext, text: string): Promise<Map<number, number[]>> {
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
