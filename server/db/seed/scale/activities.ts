import {
  activities,
  activityChanges,
  activityImpactedGroups,
  activityOccurrences,
} from '../../schema/activities';
import type { ScaleContext, ScalePart } from './context';
import { projectTeams } from './projects';

const engagementNames = ['Team huddle', 'Drop-in clinic', 'Go-live pulse', 'Leader briefing'];
const trainingNames = ['Hands-on workshop', 'E-learning module', 'Floor-walker session'];

/**
 * The projects' engagement and training plans: one to six activities a project, each for one or
 * two of its impacted groups, about one of its changes, some repeating weekly for a few weeks,
 * with every occurrence written as the activities area keeps them. The time heatmap and the
 * time-commitment reports add these hours up. Provides `activities`.
 */
export const activitiesPart: ScalePart = {
  name: 'activities: engagement and training plans, occurrences',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const projectIds = ctx.need('projects');
    ctx.need('projectGroups');
    const teams = projectTeams(ctx);
    const types = await ctx.client.query<{ id: number; family: string }>(
      `SELECT id, 'ENGAGEMENT' AS family FROM engagement_activity_types WHERE organisation_id = $1
       UNION ALL SELECT id, 'TRAINING' FROM training_activity_types WHERE organisation_id = $1 ORDER BY 2, 1`,
      [organisationId],
    );
    const typesOf = (family: string) =>
      types.rows.filter((t) => t.family === family).map((t) => t.id);
    const engagementTypes = typesOf('ENGAGEMENT');
    const trainingTypes = typesOf('TRAINING');
    const groups = await ctx.client.query<{ id: number; project_id: number }>(
      `SELECT id, project_id FROM project_groups WHERE organisation_id = $1 AND group_type = 'Impacted' ORDER BY id`,
      [organisationId],
    );
    const changes = await ctx.client.query<{ id: number; project_id: number }>(
      'SELECT id, project_id FROM changes WHERE organisation_id = $1 ORDER BY id',
      [organisationId],
    );
    const byProject = (rows: { id: number; project_id: number }[]) => {
      const map = new Map<number, number[]>();
      for (const row of rows) map.set(row.project_id, [...(map.get(row.project_id) ?? []), row.id]);
      return map;
    };
    const groupsOf = byProject(groups.rows);
    const changesOf = byProject(changes.rows);

    const perProject = projectIds.map((id) => (groupsOf.has(id) ? random.int(1, 6) : 0));
    const ids = await ctx.allocateIds(
      activities,
      perProject.reduce((a, b) => a + b, 0),
    );
    const activityRows = [];
    const groupRows = [];
    const changeRows = [];
    const occurrenceRows = [];
    let at = 0;
    for (const [p, projectId] of projectIds.entries()) {
      for (let n = 0; n < (perProject[p] ?? 0); n++) {
        const id = ids[at++] as number;
        const training = random.chance(0.4);
        const startIn = random.int(-60, 330);
        const weeks = random.chance(0.3) ? random.int(2, 8) : 1;
        const hours = random.int(1, 8) / 2;
        const startDate = ctx.isoDate(startIn);
        activityRows.push({
          id,
          organisationId,
          projectId,
          family: training ? ('TRAINING' as const) : ('ENGAGEMENT' as const),
          engagementTypeId: training ? null : random.pick(engagementTypes),
          trainingTypeId: training ? random.pick(trainingTypes) : null,
          name: `${random.pick(training ? trainingNames : engagementNames)} ${n + 1}`,
          dateMode: 'SINGLE_DATE' as const,
          startDate,
          repeat: weeks > 1 ? ('Weekly' as const) : ("Don't Repeat" as const),
          repeatUntil: weeks > 1 ? ctx.isoDate(startIn + (weeks - 1) * 7) : null,
          hoursPerPerson: hours,
          planKind: training ? ('TRAINING_PLAN' as const) : ('ENGAGEMENT_PLAN' as const),
          ownerId: random.pick(teams[p] ?? []),
        });
        for (const groupId of random.sample(groupsOf.get(projectId) ?? [], random.int(1, 2))) {
          groupRows.push({ organisationId, activityId: id, groupId });
        }
        const projectChanges = changesOf.get(projectId) ?? [];
        if (projectChanges.length > 0 && random.chance(0.7)) {
          changeRows.push({
            organisationId,
            activityId: id,
            changeId: random.pick(projectChanges),
          });
        }
        for (let w = 0; w < weeks; w++) {
          const day = ctx.isoDate(startIn + w * 7);
          occurrenceRows.push({
            organisationId,
            activityId: id,
            startsOn: day,
            endsOn: day,
            hoursPerPerson: hours,
          });
        }
      }
    }
    await ctx.insert(activities, activityRows);
    await ctx.insert(activityImpactedGroups, groupRows);
    await ctx.insert(activityChanges, changeRows);
    await ctx.insert(activityOccurrences, occurrenceRows);
    ctx.provide('activities', ids);
    return `${ids.length} activities, ${groupRows.length} group links, ${occurrenceRows.length} occurrences`;
  },
};
