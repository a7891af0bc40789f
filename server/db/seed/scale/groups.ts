import { audienceBands, impactRatings } from '../../../../contract/projects/change-attributes';
import {
  globalImpactedGroupMembers,
  globalImpactedGroups,
} from '../../schema/global-impacted-groups';
import {
  changeImpactedGroups,
  projectGroupMembers,
  projectGroups,
} from '../../schema/project-groups';
import type { ScaleContext, ScalePart } from './context';

const ratings = impactRatings.filter((r) => r !== 'N/A');
const areas = ['Finance', 'Operations', 'Sales', 'Service', 'Clinical', 'Logistics', 'HR', 'IT'];
const teams = ['field teams', 'back office', 'team leads', 'new starters', 'night shift'];

/**
 * The organisation's impacted groups (`ctx.sizes.impactedGroups`, 200 at ×100) with their
 * members, then, per project, one to four impacted groups drawn from them (with members, a
 * leader and an audience band), and each change linked to one to three of its project's groups
 * with an impact level and hours per person: the rows the portfolio heatmaps add up.
 * Provides `impactedGroups` (the organisation's) and `projectGroups`.
 */
export const groupsPart: ScalePart = {
  name: 'groups: impacted groups, project groups, change impacts',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const people = ctx.need('people');
    const projectIds = ctx.need('projects');

    const globalIds = await ctx.allocateIds(globalImpactedGroups, ctx.sizes.impactedGroups);
    const globalMembers = new Map<number, number[]>();
    const names = new Map(
      globalIds.map((id, i) => [
        id,
        `${areas[i % areas.length]} ${teams[Math.floor(i / areas.length) % teams.length]} ${i + 1}`,
      ]),
    );
    await ctx.insert(
      globalImpactedGroups,
      globalIds.map((id) => ({
        id,
        organisationId,
        name: names.get(id) ?? '',
        description: 'People whose daily work the portfolio changes.',
        ownerId: random.pick(people),
      })),
    );
    const memberRows = [];
    for (const id of globalIds) {
      const members = random.sample(people, random.int(10, 80));
      globalMembers.set(id, members);
      for (const [m, userId] of members.entries()) {
        memberRows.push({ organisationId, groupId: id, userId, isLeader: m === 0 });
      }
    }
    await ctx.insert(globalImpactedGroupMembers, memberRows);

    const perProject = projectIds.map(() => random.int(1, 4));
    const groupIds = await ctx.allocateIds(
      projectGroups,
      perProject.reduce((a, b) => a + b, 0),
    );
    const groupsOfProject = new Map<number, number[]>();
    const groupRows = [];
    const projectMemberRows = [];
    let at = 0;
    for (const [p, projectId] of projectIds.entries()) {
      const chosen = random.sample(globalIds, perProject[p] ?? 1);
      const ids: number[] = [];
      for (const globalId of chosen) {
        const id = groupIds[at++] as number;
        ids.push(id);
        groupRows.push({
          id,
          organisationId,
          projectId,
          name: names.get(globalId) ?? '',
          groupType: 'Impacted' as const,
          groupRole: 'IMPACTED_EMPLOYEES' as const,
          globalImpactedGroupId: globalId,
          audienceBand: random.pick(audienceBands),
        });
        const members = globalMembers.get(globalId) ?? [];
        for (const [m, userId] of members.slice(0, 20).entries()) {
          projectMemberRows.push({ organisationId, groupId: id, userId, isLeader: m === 0 });
        }
      }
      groupsOfProject.set(projectId, ids);
    }
    await ctx.insert(projectGroups, groupRows);
    await ctx.insert(projectGroupMembers, projectMemberRows);
    const changes = await ctx.client.query<{ id: number; project_id: number }>(
      'SELECT id, project_id FROM changes WHERE organisation_id = $1',
      [organisationId],
    );
    const impactRows = [];
    for (const change of changes.rows) {
      const candidates = groupsOfProject.get(change.project_id) ?? [];
      for (const groupId of random.sample(candidates, random.int(1, 3))) {
        impactRows.push({
          organisationId,
          changeId: change.id,
          impactedGroupId: groupId,
          impactLevel: random.pick(ratings),
          hoursPerPerson: random.int(1, 16) / 2,
        });
      }
    }
    await ctx.insert(changeImpactedGroups, impactRows);
    ctx.provide('impactedGroups', globalIds);
    ctx.provide('projectGroups', groupIds);
    return `${globalIds.length} impacted groups (${memberRows.length} members), ${groupIds.length} project groups, ${impactRows.length} change impacts`;
  },
};
