import {
  activationCycleGroups,
  activationCycles,
  newWayOfWorkingObservations,
  newWaysOfWorking,
} from '../../schema/leaders';
import { activationDeliveries, keyMessages, leaderItems, nudges } from '../../schema/leaders-work';
import type { ScaleContext, ScalePart } from './context';
import { readProjects, type ProjectShape } from './read-back';

const taskTitles = [
  'Share the case for change with your team',
  'Name a super-user in your team',
  'Run a ten-minute huddle on go-live day',
  'Check everyone has signed in once',
  'Collect questions for the Q&A',
  'Book the walk-through with your team',
];
const actionTitles = ['Walk the floor at shift change', 'Thank the early adopters by name'];
const messageTitles = ['Why we are changing', 'What changes on go-live day', 'Where to get help'];
const behaviourTitles = [
  'Record the work in the new system as it happens',
  'Hand over from the system, not from paper',
  'Raise blockers at the daily huddle',
];

type Delivery = (typeof activationDeliveries)['$inferInsert'];

/**
 * Leader activation on most projects with impacted groups: one to three cycles in a row (an
 * ended one, the live one, one to come; each copied from the one before), each activating
 * some of the project's groups. A cycle has general and group tasks (past ones closed on time
 * or late), actions, key messages, new ways of working with the leaders' observations, and per
 * group a nudge sent (or still to come); what was sent has its delivery funnel per person
 * (leaders get the tasks and messages; the group's members the nudges), the rows the leader
 * scores and the nudge statistics read.
 */
export const leadersPart: ScalePart = {
  name: 'leaders: cycles, tasks, messages, nudges, deliveries',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const shapes = (await readProjects(ctx)).filter(
      (s) => s.groups.length > 0 && random.chance(0.7),
    );
    const day = (offset: number) => new Date(ctx.today.getTime() + offset * 86_400_000);
    const plans = shapes.flatMap((shape) => {
      const count = random.int(1, 3);
      // The live cycle runs around today; earlier ones ended, a later one is planned.
      return Array.from({ length: count }, (_, k) => {
        const start = -14 - 35 * (count - 1 - k) + (k === count - 1 && random.chance(0.2) ? 40 : 0);
        return { shape, start, end: start + 30, first: k === 0 };
      });
    });
    const cycleIds = await ctx.allocateIds(activationCycles, plans.length);
    const cycleRows = [];
    const planRows = [];
    const items: (typeof leaderItems)['$inferInsert'][] = [];
    const messages: (typeof keyMessages)['$inferInsert'][] = [];
    const behaviours: { id?: number; cycleIndex: number; title: string; position: number }[] = [];
    const nudgePlan: { cycleIndex: number; groupId: number; sent: boolean; at: Date }[] = [];
    const cycleGroups: number[][] = [];
    for (const [c, { shape, start, end, first }] of plans.entries()) {
      const id = cycleIds[c] as number;
      const lead = shape.team[0] ?? null;
      cycleRows.push({
        id,
        organisationId,
        projectId: shape.projectId,
        name: `Wave ${c + 1}: ${start > 0 ? 'sustain' : end < 0 ? 'awareness' : 'go-live readiness'}`,
        description: 'Leaders of the impacted groups prepare their teams.',
        startDate: ctx.isoDate(start),
        endDate: ctx.isoDate(end),
        copiedFromId: first ? null : (cycleIds[c - 1] ?? null),
        createdById: lead,
      });
      const groups = random.sample(shape.groups, random.int(1, shape.groups.length));
      cycleGroups.push(groups);
      for (const groupId of groups)
        planRows.push({ organisationId, cycleId: id, impactedGroupId: groupId });
      const tasks = random.int(2, 6);
      for (let t = 0; t < tasks; t++) {
        const due = start + random.int(2, 28);
        // What fell due was mostly closed, some late; a little of the rest is closed early.
        const closed = due <= 0 ? random.chance(0.8) : random.chance(0.15);
        const closedAfter = closed
          ? random.chance(0.7)
            ? -random.int(0, 2)
            : random.int(1, 4)
          : 0;
        items.push({
          organisationId,
          kind: 'TASK',
          cycleId: id,
          impactedGroupId: random.chance(0.4) ? null : random.pick(groups),
          title: random.pick(taskTitles),
          dueDate: ctx.isoDate(due),
          closed,
          closedAt: closed
            ? new Date(day(Math.min(due + closedAfter, 0)).getTime() - 3_600_000)
            : null,
          createdById: lead,
        });
      }
      for (let a = random.int(0, 2); a > 0; a--) {
        items.push({
          organisationId,
          kind: 'ACTION',
          cycleId: id,
          impactedGroupId: random.pick(groups),
          title: random.pick(actionTitles),
          dueDate: ctx.isoDate(start + random.int(5, 25)),
          // Every row names the same columns: the bulk insert takes its columns from the first.
          closed: false,
          closedAt: null,
          createdById: lead,
        });
      }
      for (const [position, title] of messageTitles.slice(0, random.int(1, 3)).entries()) {
        messages.push({
          organisationId,
          cycleId: id,
          title,
          body: `${title}: talk it through at your next huddle.`,
          position: position + 1,
          createdById: lead,
        });
      }
      for (const [position, title] of random.sample(behaviourTitles, random.int(1, 2)).entries()) {
        behaviours.push({ cycleIndex: c, title, position: position + 1 });
      }
      for (const groupId of groups) {
        const at = start + random.int(1, 20);
        nudgePlan.push({ cycleIndex: c, groupId, sent: at <= 0, at: day(at) });
      }
    }
    await ctx.insert(activationCycles, cycleRows);
    await ctx.insert(activationCycleGroups, planRows);
    const itemIds = await ctx.allocateIds(leaderItems, items.length);
    items.forEach((item, i) => (item.id = itemIds[i]));
    await ctx.insert(leaderItems, items);
    const messageIds = await ctx.allocateIds(keyMessages, messages.length);
    messages.forEach((m, i) => (m.id = messageIds[i]));
    await ctx.insert(keyMessages, messages);
    const behaviourIds = await ctx.allocateIds(newWaysOfWorking, behaviours.length);
    await ctx.insert(
      newWaysOfWorking,
      behaviours.map((b, i) => ({
        id: behaviourIds[i],
        organisationId,
        cycleId: cycleIds[b.cycleIndex] as number,
        title: b.title,
        position: b.position,
        createdById: plans[b.cycleIndex]?.shape.team[0] ?? null,
      })),
    );
    const nudgeIds = await ctx.allocateIds(nudges, nudgePlan.length);
    await ctx.insert(
      nudges,
      nudgePlan.map((n, i) => {
        const cycleId = cycleIds[n.cycleIndex] as number;
        return {
          id: nudgeIds[i],
          organisationId,
          impactedGroupId: n.groupId,
          itemType: 'ACTIVATION_CYCLE' as const,
          itemId: cycleId,
          cycleId,
          title: n.sent ? 'Go-live is close' : 'Q&A this week',
          description: n.sent ? 'Sign in once before go-live day.' : 'Bring your questions.',
          alertDateTime: n.at,
          channel: random.pick(['TEAMS', 'EMAIL', 'BOTH'] as const),
          recipients: 'BOTH' as const,
          sentAt: n.sent ? n.at : null,
        };
      }),
    );

    // Observations and deliveries: what happened in the cycles that have started.
    const observations: (typeof newWayOfWorkingObservations)['$inferInsert'][] = [];
    const deliveries = new Map<string, Delivery>();
    const leadersOf = (shape: ProjectShape, groupId: number) =>
      (shape.members.get(groupId) ?? []).filter((m) => m.isLeader).map((m) => m.userId);
    const deliver = (
      d: Omit<Delivery, 'organisationId' | 'deliveredAt' | 'openedAt' | 'actedAt'>,
      openChance: number,
    ) => {
      const key = `${d.itemKind}:${d.itemId}:${d.userId}`;
      if (deliveries.has(key)) return;
      const sent = d.sentAt as Date;
      const opened = random.chance(openChance);
      deliveries.set(key, {
        ...d,
        organisationId,
        deliveredAt: sent,
        openedAt: opened ? new Date(sent.getTime() + random.int(1, 48) * 3_600_000) : null,
        actedAt: opened && random.chance(0.4) ? new Date(sent.getTime() + 72 * 3_600_000) : null,
      });
    };
    for (const [b, behaviour] of behaviours.entries()) {
      const plan = plans[behaviour.cycleIndex];
      if (!plan || plan.start > 0) continue;
      for (const groupId of cycleGroups[behaviour.cycleIndex] ?? []) {
        for (const observerId of leadersOf(plan.shape, groupId)) {
          observations.push({
            organisationId,
            newWayOfWorkingId: behaviourIds[b] as number,
            impactedGroupId: groupId,
            observerId,
            consistency: random.int(1, 5),
            observedAt: day(Math.min(plan.start + random.int(3, 25), 0)),
          });
        }
      }
    }
    for (const item of items) {
      const c = cycleIds.indexOf(item.cycleId);
      const plan = plans[c];
      if (!plan || plan.start > 0) continue;
      const groups = item.impactedGroupId ? [item.impactedGroupId] : (cycleGroups[c] ?? []);
      for (const groupId of groups) {
        for (const userId of leadersOf(plan.shape, groupId)) {
          deliver(
            {
              cycleId: item.cycleId,
              impactedGroupId: groupId,
              itemKind: item.kind,
              itemId: item.id as number,
              userId,
              isLeader: true,
              channel: 'TEAMS',
              sentAt: day(plan.start),
            },
            0.7,
          );
        }
      }
    }
    for (const message of messages) {
      const c = cycleIds.indexOf(message.cycleId);
      const plan = plans[c];
      if (!plan || plan.start > 0) continue;
      for (const groupId of cycleGroups[c] ?? []) {
        for (const userId of leadersOf(plan.shape, groupId)) {
          deliver(
            {
              cycleId: message.cycleId,
              impactedGroupId: groupId,
              itemKind: 'KEY_MESSAGE',
              itemId: message.id as number,
              userId,
              isLeader: true,
              channel: 'TEAMS',
              sentAt: day(plan.start + 1),
            },
            0.6,
          );
        }
      }
    }
    for (const [n, nudge] of nudgePlan.entries()) {
      const plan = plans[nudge.cycleIndex];
      if (!nudge.sent || !plan) continue;
      for (const member of plan.shape.members.get(nudge.groupId) ?? []) {
        deliver(
          {
            cycleId: cycleIds[nudge.cycleIndex] as number,
            impactedGroupId: nudge.groupId,
            itemKind: 'NUDGE',
            itemId: nudgeIds[n] as number,
            userId: member.userId,
            isLeader: member.isLeader,
            channel: 'TEAMS',
            sentAt: nudge.at,
          },
          member.isLeader ? 0.8 : 0.4,
        );
      }
    }
    await ctx.insert(newWayOfWorkingObservations, observations);
    await ctx.insert(activationDeliveries, [...deliveries.values()]);
    return `${cycleRows.length} cycles (${planRows.length} group plans), ${items.length} tasks and actions, ${messages.length} key messages, ${nudgePlan.length} nudges, ${observations.length} observations, ${deliveries.size} deliveries`;
  },
};
