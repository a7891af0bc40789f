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
 * few scheduled for the coming days, some drafts), each reaching ten to sixty people, with a
 * delivery row per recipient of what was sent (about a third opened, a tenth acted on): the rows
 * the comms feed, the sent items and the delivery analytics read. Announcements name one or two
 * of their project's changes.
 */
export const commsPart: ScalePart = {
  name: 'comms: announcements, emails, receivers, deliveries',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const people = ctx.need('people');
    const projectIds = ctx.need('projects');
    const changesByProject = await changesOf(ctx);
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
    const audience = (kind: 'ANNOUNCEMENT' | 'EMAIL', id: number, sentAt: Date | null) => {
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
        audience('ANNOUNCEMENT', id, sentAt);
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
        audience('EMAIL', id, sentAt);
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
       FROM ${items} WHERE i.sent_at IS NOT NULL ORDER BY i.kind, i.id, k`,
      params,
    );
    return `${threads.length} announcements, ${emails.length} emails, ${receivers.rowCount} receivers, ${deliveries.rowCount} deliveries`;
  },
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

/** The scaled organisation's changes per project, read back (the changes part keeps ids only). */
async function changesOf(ctx: ScaleContext): Promise<Map<number, number[]>> {
  const rows = await ctx.client.query<{ id: number; project_id: number }>(
    'SELECT id, project_id FROM changes WHERE organisation_id = $1',
    [ctx.organisationId],
  );
  const byProject = new Map<number, number[]>();
  for (const row of rows.rows) {
    byProject.set(row.project_id, [...(byProject.get(row.project_id) ?? []), row.id]);
  }
  return byProject;
}
