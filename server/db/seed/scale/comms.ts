import { commsChanges, commsReceivers } from '../../schema/comms-links';
import { commsDeliveries, commsEmails, commsThreads } from '../../schema/comms';
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
    const receivers = [];
    const deliveries: (typeof commsDeliveries)['$inferInsert'][] = [];
    const links = [];
    const deliver = (kind: 'ANNOUNCEMENT' | 'EMAIL', itemId: number, to: number[], at: Date) => {
      for (const userId of to) {
        const opened = random.chance(0.35);
        deliveries.push({
          organisationId,
          itemKind: kind,
          itemId,
          userId,
          channel: kind === 'EMAIL' ? ('EMAIL' as const) : ('TEAMS' as const),
          sentAt: at,
          deliveredAt: at,
          openedAt: opened ? new Date(at.getTime() + 3_600_000) : null,
          actedAt: opened && random.chance(0.3) ? new Date(at.getTime() + 7_200_000) : null,
        });
      }
    };
    let t = 0;
    let e = 0;
    for (const [p, projectId] of projectIds.entries()) {
      for (let i = 0; i < (threadCounts[p] ?? 0); i++) {
        const id = threadIds[t++] as number;
        const state = random.next();
        const sentAt = state < 0.8 ? daysAgo(random.int(1, 60)) : null;
        const to = random.sample(people, random.int(10, 60));
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
        for (const userId of to)
          receivers.push({ organisationId, threadId: id, emailId: null, userId });
        if (sentAt) deliver('ANNOUNCEMENT', id, to, sentAt);
        const changes = changesByProject.get(projectId) ?? [];
        for (const changeId of random.sample(changes, random.int(1, 2))) {
          links.push({ organisationId, threadId: id, changeId });
        }
      }
      for (let i = 0; i < (emailCounts[p] ?? 0); i++) {
        const id = emailIds[e++] as number;
        const state = random.next();
        const sentAt = state < 0.7 ? daysAgo(random.int(1, 60)) : null;
        const to = random.sample(people, random.int(10, 60));
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
        for (const userId of to)
          receivers.push({ organisationId, threadId: null, emailId: id, userId });
        if (sentAt) deliver('EMAIL', id, to, sentAt);
      }
    }
    await ctx.insert(commsThreads, threads);
    await ctx.insert(commsEmails, emails);
    await ctx.insert(commsReceivers, receivers);
    await ctx.insert(commsChanges, links);
    await ctx.insert(commsDeliveries, deliveries);
    return `${threads.length} announcements, ${emails.length} emails, ${deliveries.length} deliveries`;
  },
};

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
