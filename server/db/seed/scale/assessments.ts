import {
  assessmentKinds,
  competencyLevels,
  impactDimensions,
  impactInteractionKinds,
  type AssessmentKind,
  type AssessmentStatus,
  type RatingLevel,
} from '../../../../contract/assessments/assessments';
import {
  assessmentAdjustments,
  assessmentRatings,
  assessments,
  impactCategories,
  impactImpactedGroups,
  impacts,
} from '../../schema/assessments';
import { trainingCapabilities, trainingCapabilityGroups } from '../../schema/assessments-training';
import { seedRiskAndReadiness, type SeededAssessment } from './assessments-registers';
import type { Random, ScaleContext, ScalePart } from './context';
import { readProjects, type ProjectShape } from './read-back';

const levels: RatingLevel[] = ['VERY_HIGH', 'HIGH', 'MEDIUM', 'LOW', 'VERY_LOW'];
/** Sentiment leans favourable, as it does once a change is explained. */
const sentimentLevels: RatingLevel[] = ['VERY_HIGH', 'HIGH', 'HIGH', 'MEDIUM', 'MEDIUM', 'LOW'];
const categoryNames = ['Systems', 'Ways of working', 'Roles and decisions', 'Customers'];
const capabilityNames = [
  'Use the new screens unaided',
  'Follow the new approval steps',
  'Explain the change to customers',
  'Read the new dashboards',
];
/** How often a project holds each kind: most have an impact assessment, fewer the rest. */
const shareOf: Record<AssessmentKind, number> = {
  CHANGE_IMPACT: 0.85,
  READINESS: 0.6,
  BUSINESS_RISK: 0.55,
  IMPLEMENTATION_RISK: 0.55,
  SENTIMENT: 0.5,
  TRAINING_NEEDS: 0.6,
};

type RatingRow = (typeof assessmentRatings)['$inferInsert'];

function statusOf(random: Random): AssessmentStatus {
  const roll = random.next();
  return roll < 0.15 ? 'NOT_STARTED' : roll < 0.7 ? 'IN_PROGRESS' : 'COMPLETED';
}

/** The grid's cells: every change of the project against every active impacted group. */
function cells(shape: ProjectShape) {
  return shape.changes.flatMap((c) => shape.groups.map((g) => ({ changeId: c.id, groupId: g })));
}

/**
 * The six assessments (SPEC §3) on the projects that have changes and impacted groups: a mix
 * of not started, in progress and completed, owned by the project's lead. Change impact rates
 * every change × group cell on each dimension (overall as the groups area linked it), sentiment
 * and training needs on the overall dimension, with impacts under categories and the
 * capabilities each change asks of its groups; readiness and the two risk registers come from
 * `assessments-registers.ts`. Owners may adjust completed impact grids: a few adjustments too.
 */
export const assessmentsPart: ScalePart = {
  name: 'assessments: six kinds, ratings, impacts, registers',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const shapes = (await readProjects(ctx)).filter(
      (s) => s.changes.length > 0 && s.groups.length > 0,
    );
    const trainingTypes = await ctx.client.query<{ name: string }>(
      'SELECT name FROM training_activity_types WHERE organisation_id = $1 ORDER BY id',
      [organisationId],
    );
    const at = (days: number) => new Date(ctx.today.getTime() + days * 86_400_000);

    const planned: { shape: ProjectShape; kind: AssessmentKind; status: AssessmentStatus }[] = [];
    for (const shape of shapes) {
      for (const kind of assessmentKinds) {
        if (random.chance(shareOf[kind])) planned.push({ shape, kind, status: statusOf(random) });
      }
    }
    const ids = await ctx.allocateIds(assessments, planned.length);
    const seeded: SeededAssessment[] = planned.map((p, i) => ({ ...p, id: ids[i] as number }));
    await ctx.insert(
      assessments,
      seeded.map(({ id, shape, kind, status }) => {
        const owner = shape.team[0] ?? null;
        const started = status === 'NOT_STARTED' ? null : at(-random.int(30, 120));
        const completed = status === 'COMPLETED' ? at(-random.int(1, 29)) : null;
        const goLive = shape.changes.map((c) => c.goLive).find((d) => d && d >= ctx.isoDate(0));
        return {
          id,
          organisationId,
          projectId: shape.projectId,
          kind,
          status,
          notes: status === 'NOT_STARTED' ? '' : 'Agreed with the impacted groups’ leads.',
          ownerId: owner,
          goLiveDate: kind === 'READINESS' ? (goLive ?? ctx.isoDate(random.int(14, 90))) : null,
          startedAt: started,
          startedById: started ? owner : null,
          completedAt: completed,
          completedById: completed ? owner : null,
          createdById: owner,
        };
      }),
    );

    const ratings: RatingRow[] = [];
    const adjustments: (typeof assessmentAdjustments)['$inferInsert'][] = [];
    const rate = (
      a: SeededAssessment,
      dimension: string,
      pick: (c: number, g: number) => RatingLevel,
    ) => {
      // An assessment in progress has gaps; a completed one is full.
      for (const { changeId, groupId } of cells(a.shape)) {
        if (a.status === 'IN_PROGRESS' && random.chance(0.25)) continue;
        ratings.push({
          organisationId,
          assessmentId: a.id,
          changeId,
          impactedGroupId: groupId,
          dimension,
          rating: pick(changeId, groupId),
          updatedById: a.shape.team[0] ?? null,
        });
      }
    };
    const started = seeded.filter((a) => a.status !== 'NOT_STARTED');
    for (const a of started) {
      const linked = new Map(a.shape.impacts.map((i) => [`${i.changeId}:${i.groupId}`, i.level]));
      if (a.kind === 'CHANGE_IMPACT') {
        for (const dimension of impactDimensions) {
          rate(a, dimension, (c, g) =>
            dimension === 'OVERALL'
              ? ((linked.get(`${c}:${g}`) as RatingLevel | undefined) ?? 'VERY_LOW')
              : random.pick(levels),
          );
        }
        if (a.status === 'COMPLETED' && random.chance(0.3)) {
          const cell = random.pick(cells(a.shape));
          adjustments.push({
            organisationId,
            assessmentId: a.id,
            changeId: cell.changeId,
            impactedGroupId: cell.groupId,
            dimension: 'OVERALL',
            before: (linked.get(`${cell.changeId}:${cell.groupId}`) as RatingLevel) ?? 'VERY_LOW',
            after: random.pick(levels),
            reason: 'The pilot showed more of the team is affected than first thought.',
            changedById: a.shape.team[0] ?? null,
          });
        }
      } else if (a.kind === 'SENTIMENT') {
        rate(a, 'OVERALL', () => random.pick(sentimentLevels));
      } else if (a.kind === 'TRAINING_NEEDS') {
        rate(a, 'OVERALL', (c, g) => (linked.get(`${c}:${g}`) as RatingLevel) ?? 'LOW');
      }
    }
    await ctx.insert(assessmentRatings, ratings);
    await ctx.insert(assessmentAdjustments, adjustments);
    const impactCount = await seedImpacts(
      ctx,
      started.filter((a) => a.kind === 'CHANGE_IMPACT'),
    );
    const capabilityCount = await seedCapabilities(
      ctx,
      started.filter((a) => a.kind === 'TRAINING_NEEDS'),
      trainingTypes.rows.map((t) => t.name),
    );
    const registers = await seedRiskAndReadiness(ctx, seeded);
    return `${seeded.length} assessments, ${ratings.length} ratings, ${impactCount} impacts, ${capabilityCount} capabilities, ${registers}`;
  },
};

/** Per impact assessment, its project's categories and one to two impacts a change. */
async function seedImpacts(ctx: ScaleContext, list: SeededAssessment[]): Promise<number> {
  const { random, organisationId } = ctx;
  const categoryIds = await ctx.allocateIds(impactCategories, list.length * 2);
  const categories = list.flatMap((a, i) =>
    random.sample(categoryNames, 2).map((name, k) => ({
      id: categoryIds[i * 2 + k] as number,
      organisationId,
      projectId: a.shape.projectId,
      name,
      description: `What changes in ${name.toLowerCase()}`,
      position: k,
    })),
  );
  const planned = list.flatMap((a, i) =>
    a.shape.changes.flatMap((change) =>
      Array.from({ length: random.int(1, 2) }, () => ({ a, i, change })),
    ),
  );
  const impactIds = await ctx.allocateIds(impacts, planned.length);
  const impactRows = [];
  const groupRows = [];
  for (const [n, { a, i, change }] of planned.entries()) {
    const id = impactIds[n] as number;
    impactRows.push({
      id,
      organisationId,
      projectId: a.shape.projectId,
      changeId: change.id,
      categoryId: categoryIds[i * 2 + random.int(0, 1)] ?? null,
      interactionKind: random.pick(impactInteractionKinds),
      description: 'Staff record the work in the new system instead of on the old form.',
      rating: random.pick(levels),
      createdById: a.shape.team[0] ?? null,
    });
    const reached = a.shape.impacts.filter((x) => x.changeId === change.id).map((x) => x.groupId);
    for (const groupId of reached.length ? reached : a.shape.groups.slice(0, 1)) {
      groupRows.push({ organisationId, impactId: id, impactedGroupId: groupId });
    }
  }
  await ctx.insert(impactCategories, categories);
  await ctx.insert(impacts, impactRows);
  await ctx.insert(impactImpactedGroups, groupRows);
  return impactRows.length;
}

/** Per training needs analysis, one or two capabilities a change, for the groups it reaches. */
async function seedCapabilities(
  ctx: ScaleContext,
  list: SeededAssessment[],
  trainingTypes: string[],
): Promise<number> {
  const { random, organisationId } = ctx;
  const planned = list.flatMap((a) =>
    a.shape.changes.flatMap((change) =>
      random.sample(capabilityNames, random.int(1, 2)).map((name) => ({ a, change, name })),
    ),
  );
  const ids = await ctx.allocateIds(trainingCapabilities, planned.length);
  const rows = [];
  const groupRows = [];
  for (const [n, { a, change, name }] of planned.entries()) {
    const id = ids[n] as number;
    rows.push({
      id,
      organisationId,
      projectId: a.shape.projectId,
      changeId: change.id,
      name,
      competencyLevel: random.pick(competencyLevels),
      trainingActivityType: trainingTypes.length ? random.pick(trainingTypes) : '',
    });
    const reached = a.shape.impacts.filter((x) => x.changeId === change.id).map((x) => x.groupId);
    for (const groupId of reached.length ? reached : a.shape.groups.slice(0, 1)) {
      groupRows.push({ organisationId, capabilityId: id, impactedGroupId: groupId });
    }
  }
  await ctx.insert(trainingCapabilities, rows);
  await ctx.insert(trainingCapabilityGroups, groupRows);
  return rows.length;
}
