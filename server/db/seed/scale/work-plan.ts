import { deliverables, milestones, workstreams } from '../../schema/work-plan';
import type { ScaleContext, ScalePart } from './context';
import { workstreamNames } from './names';
import { projectTeams } from './projects';

/** Workstreams (2 to 4 a project), each with deliverables and milestones. Provides `workstreams`. */
export const workPlanPart: ScalePart = {
  name: 'work plan: workstreams, deliverables, milestones',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const projectIds = ctx.need('projects');
    const teams = projectTeams(ctx);
    const perProject = projectIds.map(() => random.int(2, 4));
    const ids = await ctx.allocateIds(
      workstreams,
      perProject.reduce((a, b) => a + b, 0),
    );
    const streams = [];
    const items: {
      organisationId: number;
      projectId: number;
      workstreamId: number;
      name: string;
      dueDate: string;
      state: 'Open' | 'Closed';
      closedAt: Date | null;
      ownerId: number;
    }[][] = [[], []];
    let at = 0;
    for (const [p, projectId] of projectIds.entries()) {
      const team = teams[p] ?? [];
      const names = random.sample(workstreamNames, perProject[p] ?? 0);
      for (const [position, name] of names.entries()) {
        const id = ids[at++] as number;
        const ownerId = random.pick(team);
        streams.push({ id, organisationId, projectId, name, description: '', ownerId, position });
        for (const [kind, list] of items.entries()) {
          for (let n = random.int(1, kind === 0 ? 4 : 2); n > 0; n--) {
            const due = random.int(-120, 240);
            const closed = due < 0 && random.chance(0.7);
            list.push({
              organisationId,
              projectId,
              workstreamId: id,
              name: `${name} ${kind === 0 ? 'deliverable' : 'milestone'} ${n}`,
              dueDate: ctx.isoDate(due),
              state: closed ? 'Closed' : 'Open',
              closedAt: closed ? new Date(ctx.today.getTime() + due * 86_400_000) : null,
              ownerId: random.pick(team),
            });
          }
        }
      }
    }
    await ctx.insert(workstreams, streams);
    const [deliverableRows = [], milestoneRows = []] = items;
    await ctx.insert(deliverables, deliverableRows);
    await ctx.insert(milestones, milestoneRows);
    ctx.provide('workstreams', ids);
    return `${ids.length} workstreams, ${deliverableRows.length} deliverables, ${milestoneRows.length} milestones`;
  },
};
