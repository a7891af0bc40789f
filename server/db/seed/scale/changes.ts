import {
  audienceBands,
  criticalities,
  deploymentStates,
  impactRatings,
  type ImpactAttributeKind,
  type ImpactRating,
} from '../../../../contract/projects/change-attributes';
import { changeTypes, type ChangeType } from '../../../../contract/projects/projects';
import { changeGoLiveEvents, changeImpactAttributes, changes } from '../../schema/changes';
import type { ScaleContext, ScalePart } from './context';
import { changeSubjects } from './names';
import { projectTeams } from './projects';

const ratings = impactRatings.filter((r) => r !== 'N/A');

/** Changes (1 to 5 a project) with their impact attributes and go-live events. Provides `changes`. */
export const changesPart: ScalePart = {
  name: 'changes: impact attributes, go-live events',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const projectIds = ctx.need('projects');
    const teams = projectTeams(ctx);
    const departmentIds = ctx.need('departments');
    const perProject = projectIds.map(() => random.int(1, 5));
    const total = perProject.reduce((a, b) => a + b, 0);
    const ids = await ctx.allocateIds(changes, total);
    const changeRows = [];
    const attributes: {
      organisationId: number;
      changeId: number;
      kind: ImpactAttributeKind;
      rating?: ImpactRating;
      audienceBand?: (typeof audienceBands)[number];
      changeType?: ChangeType;
      departmentId?: number;
      position: number;
    }[] = [];
    const events = [];
    let at = 0;
    for (const [p, projectId] of projectIds.entries()) {
      for (let c = 0; c < (perProject[p] ?? 0); c++) {
        const id = ids[at++] as number;
        const changeType = random.pick(changeTypes);
        const duration = random.chance(0.3);
        const goLive = random.int(-180, 365);
        changeRows.push({
          id,
          organisationId,
          projectId,
          name: `${random.pick(changeSubjects)} ${c + 1}`,
          description: 'Who is affected, what they do differently, and from when.',
          changeType,
          criticality: random.pick(criticalities),
          deploymentState: goLive < 0 ? random.pick(deploymentStates) : 'NOT_YET_DEPLOYED',
          dateMode: duration ? ('DURATION' as const) : ('SINGLE_DATE' as const),
          goLiveDate: duration ? null : ctx.isoDate(goLive),
          startDate: duration ? ctx.isoDate(goLive) : null,
          endDate: duration ? ctx.isoDate(goLive + random.int(14, 120)) : null,
          wizardStep: random.chance(0.1) ? random.int(1, 3) : 4,
          createdById: teams[p]?.[0] ?? null,
        });
        const overall = random.pick(ratings);
        let position = 0;
        attributes.push(
          {
            organisationId,
            changeId: id,
            kind: 'CHANGE_TYPE',
            changeType,
            rating: overall,
            position: position++,
          },
          {
            organisationId,
            changeId: id,
            kind: 'CHANGE_OVERALL_IMPACT',
            rating: overall,
            position: position++,
          },
          {
            organisationId,
            changeId: id,
            kind: 'CHANGE_IMPACTED_EMPLOYEE_REACH',
            audienceBand: random.pick(audienceBands),
            position: position++,
          },
        );
        for (const departmentId of random.sample(departmentIds, random.int(1, 3))) {
          attributes.push({
            organisationId,
            changeId: id,
            kind: 'CHANGE_DEPARTMENT_REACH',
            departmentId,
            rating: random.pick(ratings),
            position: position++,
          });
        }
        for (let e = random.int(0, 2); e > 0; e--) {
          events.push({
            organisationId,
            changeId: id,
            title: random.pick(['Cut-over', 'Drop-in session', 'Switch-off', 'Dress rehearsal']),
            date: ctx.isoDate(goLive + random.int(-14, 14)),
            time: random.chance(0.5) ? `${String(random.int(8, 17)).padStart(2, '0')}:00` : null,
            description: '',
          });
        }
      }
    }
    await ctx.insert(changes, changeRows);
    await ctx.insert(changeImpactAttributes, attributes);
    await ctx.insert(changeGoLiveEvents, events);
    ctx.provide('changes', ids);
    return `${ids.length} changes, ${attributes.length} attributes, ${events.length} events`;
  },
};
