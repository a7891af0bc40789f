import { commsChanges } from '../../schema/comms-links';
import { commsEmails, commsThreads } from '../../schema/comms';
import { CommsReach, idsByProject } from './comms-reach';
import type { ScaleContext, ScalePart } from './context';
import { commsTopics } from './names';
import { sum } from './spread';

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
    // Most items go to one or two of the project's impacted groups (one receiver row each, sent
    // to their members), the rest to people picked by name.
    const reach = new CommsReach(ctx, people);
    const audience = (
      kind: 'ANNOUNCEMENT' | 'EMAIL',
      id: number,
      sentAt: Date | null,
      projectId: number,
    ) => {
      const groups = groupsByProject.get(projectId) ?? [];
      if (groups.length && random.chance(0.6)) {
        reach.toGroups({ kind, id, sentAt }, random.sample(groups, random.int(1, 2)));
      } else {
        reach.toPeople({ kind, id, sentAt });
      }
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
          title: `${random.pick(commsTopics)} (${i + 1})`,
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
          subject: `${random.pick(commsTopics)}: an update`,
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
    const written = await reach.write();
    return `${threads.length} announcements, ${emails.length} emails, ${written.receivers} receivers (${written.groupReceivers} groups), ${written.deliveries} deliveries`;
  },
};
