import { phaseCodes } from '../../../../contract/projects/phases';
import { changeTypes, projectStatuses, scopeLevels } from '../../../../contract/projects/projects';
import { changeNarratives } from '../../schema/change-narratives';
import { projectTagLinks, projectTeamMembers, projects } from '../../schema/projects';
import type { ScaleContext, ScalePart } from './context';
import { projectSubjects, projectVerbs } from './names';

/**
 * Projects with their teams, tags and narratives. Provides `projects` and `projectTeams` (for
 * each project, in the same order, its team's ids; the first is the creator).
 */
export const projectsPart: ScalePart = {
  name: 'projects: teams, tags, narratives',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const people = ctx.need('people');
    const managers = ctx.need('changeManagers');
    const tags = ctx.need('projectTags');
    const ids = await ctx.allocateIds(projects, ctx.sizes.projects);
    const teams = ids.map((_, i) => {
      // The scale admin sits on a few projects, as a change manager would, so "my projects" is real.
      const lead = i % 25 === 0 ? (people[0] as number) : random.pick(managers);
      const others = random.sample(people, random.int(2, 6)).filter((p) => p !== lead);
      return [lead, ...others];
    });
    await ctx.insert(
      projects,
      ids.map((id, i) => {
        const start = random.int(-400, 200);
        return {
          id,
          organisationId,
          name: `${random.pick(projectVerbs)} ${random.pick(projectSubjects)} ${i + 1}`,
          businessObjective: 'Fewer manual steps, one source of truth and a better day for staff.',
          status: random.pick(projectStatuses),
          activePhase: random.pick(phaseCodes),
          scopeLevel: random.pick(scopeLevels),
          changeType: random.pick(changeTypes),
          startDate: ctx.isoDate(start),
          endDate: ctx.isoDate(start + random.int(60, 540)),
          archived: random.chance(0.05),
          createdById: teams[i]?.[0] ?? null,
        };
      }),
    );
    await ctx.insert(
      projectTeamMembers,
      ids.flatMap((projectId, i) =>
        (teams[i] ?? []).map((userId) => ({ organisationId, projectId, userId })),
      ),
    );
    await ctx.insert(
      projectTagLinks,
      ids.flatMap((projectId) =>
        random
          .sample(tags, random.int(0, 3))
          .map((tagId) => ({ organisationId, projectId, tagId })),
      ),
    );
    await ctx.insert(
      changeNarratives,
      ids
        .filter((_, i) => i % 2 === 0)
        .map((projectId, i) => {
          const owner = teams[i * 2]?.[0] ?? null;
          return {
            organisationId,
            projectId,
            contentHtml:
              '<h2>Why we are changing</h2><p>The current process takes too many hand-offs.</p>' +
              '<ul><li>Less re-keying</li><li>Faster approvals</li></ul>',
            ownerId: owner,
            createdById: owner,
            updatedById: owner,
          };
        }),
    );
    ctx.provide('projects', ids);
    ctx.provide('projectTeams', teams.flat());
    ctx.provide(
      'projectTeamSizes',
      teams.map((t) => t.length),
    );
    return `${ids.length} projects, ${teams.flat().length} team places`;
  },
};

/** Each project's team, rebuilt from what `projectsPart` provided. */
export function projectTeams(ctx: ScaleContext): number[][] {
  const flat = ctx.need('projectTeams');
  const sizes = ctx.need('projectTeamSizes');
  let at = 0;
  return sizes.map((size) => {
    const team = flat.slice(at, at + size);
    at += size;
    return team;
  });
}
