import type {
  ApprovalStatus,
  AssessmentKind,
  AssessmentStatus,
  MeasureType,
  RagStatus,
  RatingLevel,
} from '../../../../contract/assessments/assessments';
import { readinessMeasures, readinessStatusReports } from '../../schema/assessments-readiness';
import {
  businessRiskRatings,
  businessRisks,
  changeRiskItems,
  riskCategories,
} from '../../schema/assessments-risk';
import type { ScaleContext } from './context';
import type { ProjectShape } from './read-back';

export interface SeededAssessment {
  id: number;
  shape: ProjectShape;
  kind: AssessmentKind;
  status: AssessmentStatus;
}

const riskLevels: RatingLevel[] = ['VERY_HIGH', 'HIGH', 'MEDIUM', 'MEDIUM', 'LOW', 'VERY_LOW'];
const riskCategoryNames = ['Service continuity', 'Compliance', 'Finance', 'People', 'Reputation'];
const riskTitles = [
  'Service slows down in the first weeks',
  'Old and new records disagree during cut-over',
  'Key people leave before go-live',
  'Customers are not told in time',
  'Suppliers miss the switch-over date',
];
const measures: [MeasureType, string][] = [
  ['READINESS_APPROVAL', 'Heads of service sign off go-live'],
  ['READINESS_METRIC', 'Staff trained before go-live'],
  ['CHANGE_DEPENDENCY', 'Interfaces tested end to end'],
  ['CHANGE_ACTIVITY', 'Floor-walkers rota published'],
  ['READINESS_APPROVAL', 'Data owner approves the migration'],
  ['READINESS_METRIC', 'Support desk staffed for launch week'],
];
const rags: RagStatus[] = ['GREEN', 'GREEN', 'AMBER', 'RED'];

/**
 * The registers: readiness measures with their status reports (approvals with decisions), the
 * organisation's risk categories, business risks rated by the business risk assessment, and
 * every change of an implementation risk assessment in the team's order with its risk.
 */
export async function seedRiskAndReadiness(
  ctx: ScaleContext,
  seeded: SeededAssessment[],
): Promise<string> {
  const { random, organisationId } = ctx;
  const at = (days: number) => new Date(ctx.today.getTime() + days * 86_400_000);
  const started = seeded.filter((a) => a.status !== 'NOT_STARTED');
  const lead = (a: SeededAssessment) => a.shape.team[0] ?? null;

  const readiness = started.filter((a) => a.kind === 'READINESS');
  const measurePlan = readiness.flatMap((a) =>
    measures.slice(0, random.int(3, measures.length)).map(([type, title], position) => ({
      a,
      type,
      title,
      position,
    })),
  );
  const measureIds = await ctx.allocateIds(readinessMeasures, measurePlan.length);
  const measureRows = [];
  const reportRows: (typeof readinessStatusReports)['$inferInsert'][] = [];
  for (const [n, { a, type, title, position }] of measurePlan.entries()) {
    const id = measureIds[n] as number;
    const approver = type === 'READINESS_APPROVAL' ? random.pick(a.shape.team) : null;
    measureRows.push({
      id,
      organisationId,
      assessmentId: a.id,
      measureType: type,
      title,
      target: type === 'READINESS_METRIC' ? '95%' : '',
      changeId: type === 'READINESS_APPROVAL' ? null : random.pick(a.shape.changes).id,
      ownerId: random.pick(a.shape.team),
      approverId: approver,
      dueDate: ctx.isoDate(random.int(-10, 60)),
      position,
    });
    // Weekly reports, oldest first; an approval's latest may still wait for its approver.
    const count = random.int(0, 3);
    for (let r = 0; r < count; r++) {
      const created = at(-7 * (count - r) - random.int(0, 3));
      const approval: ApprovalStatus | null = approver
        ? r < count - 1
          ? random.pick(['APPROVED', 'REJECTED'] as const)
          : random.pick(['PENDING', 'APPROVED'] as const)
        : null;
      const decided = approval !== null && approval !== 'PENDING';
      reportRows.push({
        organisationId,
        measureId: id,
        ragStatus: random.pick(rags),
        comment: 'Reviewed at the weekly readiness meeting.',
        approvalStatus: approval,
        approvalComment: decided ? 'Checked against the go-live criteria.' : '',
        reportedById: lead(a),
        decidedById: decided ? approver : null,
        decidedAt: decided ? new Date(created.getTime() + 86_400_000) : null,
        createdAt: created,
        updatedAt: created,
      });
    }
  }
  await ctx.insert(readinessMeasures, measureRows);
  await ctx.insert(readinessStatusReports, reportRows);

  const categoryIds = await ctx.allocateIds(riskCategories, riskCategoryNames.length);
  await ctx.insert(
    riskCategories,
    riskCategoryNames.map((name, i) => ({ id: categoryIds[i], organisationId, name })),
  );
  const businessRisk = seeded.filter((a) => a.kind === 'BUSINESS_RISK');
  const riskPlan = businessRisk.flatMap((a) =>
    random.sample(riskTitles, random.int(2, 5)).map((title) => ({ a, title })),
  );
  const riskIds = await ctx.allocateIds(businessRisks, riskPlan.length);
  const riskRows = [];
  const riskRatingRows = [];
  for (const [n, { a, title }] of riskPlan.entries()) {
    const id = riskIds[n] as number;
    const archived = random.chance(0.1);
    riskRows.push({
      id,
      organisationId,
      projectId: a.shape.projectId,
      categoryId: random.pick(categoryIds),
      changeId: random.chance(0.7) ? random.pick(a.shape.changes).id : null,
      title,
      description: 'What could happen, and to whom.',
      mitigation: 'Fallback plan agreed with the service owner.',
      ownerId: random.pick(a.shape.team),
      archived,
    });
    if (a.status !== 'NOT_STARTED' && !archived) {
      riskRatingRows.push({
        organisationId,
        assessmentId: a.id,
        businessRiskId: id,
        riskRating: random.pick(riskLevels),
        ratedById: lead(a),
      });
    }
  }
  await ctx.insert(businessRisks, riskRows);
  await ctx.insert(businessRiskRatings, riskRatingRows);

  const itemRows = started
    .filter((a) => a.kind === 'IMPLEMENTATION_RISK')
    .flatMap((a) =>
      a.shape.changes.map((change, position) => ({
        organisationId,
        assessmentId: a.id,
        changeId: change.id,
        position,
        rating: a.status === 'IN_PROGRESS' && random.chance(0.3) ? null : random.pick(riskLevels),
        rationale: 'Depends on the supplier’s release and the training plan.',
      })),
    );
  await ctx.insert(changeRiskItems, itemRows);
  return `${measureRows.length} readiness measures (${reportRows.length} reports), ${riskRows.length} business risks, ${itemRows.length} implementation risk items`;
}
