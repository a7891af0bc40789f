import type { PhaseCode } from '../../../../contract/projects/phases';
import { commsChanges, commsReceivers } from '../../schema/comms-links';
import {
  commsEmailTemplates,
  commsFiles,
  commsOutlookEvents,
  commsYammerPosts,
} from '../../schema/comms';
import { CommsReach, idsByProject } from './comms-reach';
import type { ScaleContext, ScalePart } from './context';
import { commsFileTitles, commsTopics, yammerCommunities } from './names';

const phases: PhaseCode[] = ['ALIGN', 'UNDERSTAND_DESIGN', 'DEPLOY', 'SUSTAIN'];
const layout = (accent: string) =>
  `<table width="600" style="font-family:Segoe UI,sans-serif"><tr><td style="border-top:4px solid ${accent}">{{content}}</td></tr></table>`;

/**
 * The other channels of comms, per project: its own email layout on a third of them (beside
 * five organisation-wide ones); zero to three Outlook events (briefings and drop-ins around
 * go-live, invitations to one of its impacted groups, each invitee a delivery row); two to six
 * files, training materials and tools (links, shared with an impacted group, about one of its
 * changes); zero to three Viva Engage posts to one or two communities (most posted, a row per
 * community reached, some scheduled or drafts). A third of the emails use a layout.
 */
export const commsChannelsPart: ScalePart = {
  name: 'comms: layouts, Outlook events, files, Viva Engage posts',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const people = ctx.need('people');
    const projectIds = ctx.need('projects');
    const day = (n: number) => new Date(ctx.today.getTime() + n * 86_400_000);
    const changesByProject = await idsByProject(
      ctx,
      'SELECT id, project_id FROM changes WHERE organisation_id = $1 ORDER BY id',
    );
    const groupsByProject = await idsByProject(
      ctx,
      `SELECT id, project_id FROM project_groups
        WHERE organisation_id = $1 AND group_type = 'Impacted' AND NOT archived ORDER BY id`,
    );

    const templates = [];
    const events = [];
    const files = [];
    const posts = [];
    const fileLinks = [];
    const postLinks = [];
    const fileReceivers = [];
    const reach = new CommsReach(ctx, people);
    const accents = ['#0f6cbd', '#107c10', '#c50f1f', '#8764b8', '#ca5010'];
    for (const [i, accent] of accents.entries()) {
      templates.push({
        organisationId,
        projectId: null,
        name: `House style ${i + 1}`,
        subject: '',
        htmlLayoutContent: layout(accent),
        createdById: people[0] ?? null,
      });
    }
    const counts = projectIds.map(() => ({
      events: random.int(0, 3),
      files: random.int(2, 6),
      posts: random.int(0, 3),
    }));
    // One after the other: the scaler has one connection, and it runs one statement at a time.
    const eventIds = await ctx.allocateIds(
      commsOutlookEvents,
      counts.reduce((n, c) => n + c.events, 0),
    );
    const fileIds = await ctx.allocateIds(
      commsFiles,
      counts.reduce((n, c) => n + c.files, 0),
    );
    const postIds = await ctx.allocateIds(
      commsYammerPosts,
      counts.reduce((n, c) => n + c.posts, 0),
    );
    let e = 0;
    let f = 0;
    let y = 0;
    for (const [p, projectId] of projectIds.entries()) {
      const groups = groupsByProject.get(projectId) ?? [];
      const changes = changesByProject.get(projectId) ?? [];
      const count = counts[p] ?? { events: 0, files: 0, posts: 0 };
      if (random.chance(1 / 3)) {
        templates.push({
          organisationId,
          projectId,
          name: `Project layout ${p + 1}`,
          subject: `${random.pick(commsTopics)}: `,
          htmlLayoutContent: layout(random.pick(accents)),
          createdById: random.pick(people),
        });
      }
      for (let i = 0; i < count.events; i++) {
        const id = eventIds[e++] as number;
        const startAt = new Date(
          day(random.int(-30, 30)).getTime() + random.int(9, 16) * 3_600_000,
        );
        // Invitations go out when the event is made, some weeks before it.
        const sentAt = new Date(Math.min(startAt.getTime(), ctx.today.getTime()) - 14 * 86_400_000);
        events.push({
          id,
          organisationId,
          projectId,
          subject: random.pick(['Go-live briefing', 'Drop-in clinic', 'Training walkthrough']),
          bodyHtml: '<p>Bring your questions; the session is recorded.</p>',
          location: 'Microsoft Teams meeting',
          startAt,
          endAt: new Date(startAt.getTime() + 3_600_000),
          timeZone: 'Europe/London',
          providerId: `local-event-${id}`,
          createdById: random.pick(people),
        });
        const item = { kind: 'OUTLOOK_EVENT' as const, id, sentAt };
        if (groups.length) reach.toGroups(item, [random.pick(groups)]);
        else reach.toPeople(item);
      }
      for (let i = 0; i < count.files; i++) {
        const id = fileIds[f++] as number;
        const kind = random.pick(['COMMS_FILE', 'TRAINING_MATERIAL', 'CUSTOM_TOOL'] as const);
        files.push({
          id,
          organisationId,
          kind,
          projectId,
          phase: random.pick(phases),
          title: `${random.pick(commsFileTitles)} ${i + 1}`,
          description: 'Kept up to date by the change team.',
          toolType: 'link' as const,
          link: `https://contoso.sharepoint.com/sites/change/project-${p + 1}/item-${i + 1}`,
          plannedDate: ctx.isoDate(random.int(-40, 40)),
          isDraft: random.chance(0.1),
          createdById: random.pick(people),
        });
        if (groups.length)
          fileReceivers.push({ organisationId, fileId: id, groupId: random.pick(groups) });
        if (changes.length)
          fileLinks.push({ organisationId, fileId: id, changeId: random.pick(changes) });
      }
      for (let i = 0; i < count.posts; i++) {
        const id = postIds[y++] as number;
        const state = random.next();
        const sentAt = state < 0.7 ? day(-random.int(1, 60)) : null;
        posts.push({
          id,
          organisationId,
          projectId,
          subject: `${random.pick(commsTopics)} (${i + 1})`,
          body: 'What is changing, when, and where to ask. Reply here with your questions.',
          communities: random.sample(yammerCommunities, random.int(1, 2)),
          sendBy: sentAt ?? (state < 0.85 ? day(random.int(1, 14)) : null),
          isDraft: state >= 0.85,
          sentAt,
          createdById: random.pick(people),
        });
        if (changes.length)
          postLinks.push({ organisationId, postId: id, changeId: random.pick(changes) });
      }
    }
    await ctx.insert(commsEmailTemplates, templates);
    await ctx.insert(commsOutlookEvents, events);
    await ctx.insert(commsFiles, files);
    await ctx.insert(commsYammerPosts, posts);
    // Each batch names the same columns in every row (the bulk insert takes the first's).
    await ctx.insert(commsChanges, fileLinks);
    await ctx.insert(commsChanges, postLinks);
    await ctx.insert(commsReceivers, fileReceivers);
    const written = await reach.write();
    // A post reaches each of its communities: one delivery row per community posted to.
    const postDeliveries = await ctx.client.query(
      `INSERT INTO comms_deliveries (organisation_id, item_kind, item_id, target_id, target_name,
              reach, channel, sent_at, delivered_at)
       SELECT p.organisation_id, 'YAMMER_POST', p.id, c->>'id', c->>'name',
              200 + (p.id * 37) % 800, 'VIVA_ENGAGE', p.sent_at, p.sent_at
         FROM comms_yammer_posts p CROSS JOIN LATERAL jsonb_array_elements(p.communities) AS c
        WHERE p.organisation_id = $1 AND p.sent_at IS NOT NULL
        ORDER BY p.id, c->>'id'`,
      [organisationId],
    );
    // A third of the sent and scheduled emails use a layout of their project or the house's.
    const laidOut = await ctx.client.query(
      `UPDATE comms_emails e SET template_id = (
         SELECT t.id FROM comms_email_templates t
          WHERE t.organisation_id = e.organisation_id
            AND (t.project_id = e.project_id OR t.project_id IS NULL)
          ORDER BY t.project_id NULLS LAST, (t.id + e.id) % 5 LIMIT 1)
        WHERE e.organisation_id = $1 AND e.id % 3 = 0`,
      [organisationId],
    );
    return `${templates.length} layouts (${laidOut.rowCount} emails use one), ${events.length} Outlook events (${written.deliveries} invitations), ${files.length} files, ${posts.length} Viva Engage posts (${postDeliveries.rowCount} community posts)`;
  },
};
