import {
  projectContributions,
  projectGroupMembers,
  projectGroups,
} from '../../schema/project-groups';
import type { ScaleContext, ScalePart } from './context';
import { projectTeams } from './projects';

const teamRoles = [
  'Change lead',
  'Business analyst',
  'Trainer',
  'Communications',
  'Process owner',
  'Data migration',
];

/**
 * Each project's own team as a "Project team" group: the people on the project's team (the
 * first, who created it, as its lead), each with a role and the share of their time the project takes, the rows
 * the contributions grid and the capacity views read.
 */
export const projectTeamsPart: ScalePart = {
  name: 'groups: project teams and contributions',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const projectIds = ctx.need('projects');
    const teams = projectTeams(ctx);
    const groupIds = await ctx.allocateIds(projectGroups, projectIds.length);
    const groups = [];
    const members = [];
    const contributions = [];
    for (const [p, projectId] of projectIds.entries()) {
      const groupId = groupIds[p] as number;
      groups.push({
        id: groupId,
        organisationId,
        projectId,
        name: 'Project team',
        groupType: 'Project Team' as const,
        groupRole: 'PROJECT_TEAM' as const,
      });
      const team = teams[p] ?? [];
      for (const [m, userId] of team.entries()) {
        members.push({ organisationId, groupId, userId, isLeader: m === 0 });
        contributions.push({
          organisationId,
          groupId,
          userId,
          role: m === 0 ? 'Project lead' : random.pick(teamRoles),
          contributionPercent: m === 0 ? random.pick([50, 60, 80]) : random.pick([10, 20, 25, 40]),
        });
      }
    }
    await ctx.insert(projectGroups, groups);
    await ctx.insert(projectGroupMembers, members);
    await ctx.insert(projectContributions, contributions);
    return `${groups.length} project teams, ${contributions.length} contributions`;
  },
};
