import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  CreateReadinessInput,
  UpdateReadinessInput,
} from '../../../../contract/assessments/readiness.schema';
import { deriveWorkItemState } from '../../../../contract/projects/work-plan';
import type { CurrentUser } from '../../../auth/current-user';
import { assessments } from '../../../db/schema/assessments';
import { readinessMeasures } from '../../../db/schema/assessments-readiness';
import { activities } from '../../../db/schema/activities';
import { deliverables, milestones, workstreams } from '../../../db/schema/work-plan';
import { organisationToday, personRefSql } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import {
  createAssessment,
  findAssessment,
  findProjectAssessment,
  updateAssessmentHeader,
} from '../shared/access';
import { loadAssessmentView, type AssessmentView } from '../shared/header';
import { selectMeasures, type MeasureBundle } from './measures';

export interface ReadinessBundle {
  view: AssessmentView;
  measures: MeasureBundle[];
}

async function loadReadiness(tx: TenantTx, id: number, canEdit: boolean): Promise<ReadinessBundle> {
  const view = await loadAssessmentView(tx, id, canEdit);
  const measures = await selectMeasures(tx, eq(readinessMeasures.assessmentId, id));
  return { view, measures };
}

/** `POST change-readiness-assessment/?projectId=` */
export async function createReadiness(
  tx: TenantTx,
  user: CurrentUser,
  projectId: number,
  input: CreateReadinessInput,
): Promise<ReadinessBundle> {
  const row = await createAssessment(tx, user, projectId, 'READINESS', input);
  return loadReadiness(tx, row.id, true);
}

/** `GET change-readiness-assessment/get_change_readiness_assessment/?assessmentId=|projectId=` */
export async function findReadiness(
  tx: TenantTx,
  user: CurrentUser,
  query: { assessmentId?: number | undefined; projectId?: number | undefined },
): Promise<ReadinessBundle> {
  const { assessment, canEdit } =
    query.assessmentId !== undefined
      ? await findAssessment(tx, user, query.assessmentId, 'READINESS', 'read')
      : await findProjectAssessment(tx, user, query.projectId ?? 0, 'READINESS');
  return loadReadiness(tx, assessment.id, canEdit);
}

/** `PATCH change-readiness-assessment/{id}/` */
export async function updateReadiness(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateReadinessInput,
): Promise<ReadinessBundle> {
  const { assessment } = await findAssessment(tx, user, id, 'READINESS', 'edit');
  await updateAssessmentHeader(tx, assessment, input);
  return loadReadiness(tx, id, true);
}

/** `DELETE change-readiness-assessment/{id}/`: measures go; go-live items stay, unlinked. */
export async function deleteReadiness(tx: TenantTx, user: CurrentUser, id: number): Promise<void> {
  await findAssessment(tx, user, id, 'READINESS', 'edit');
  await tx.delete(assessments).where(eq(assessments.id, id));
}

export interface GoLiveItemRow {
  kind: 'DELIVERABLE' | 'MILESTONE' | 'TRAINING';
  id: number;
  name: string;
  workstream: string | null;
  dueDate: string | null;
  state: 'Open' | 'Overdue' | 'Closed';
  owner: { id: number; display_name: string } | null;
}

/** The deliverables and milestones linked to the assessment, soonest due first. */
export async function listGoLiveItems(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<GoLiveItemRow[]> {
  await findAssessment(tx, user, id, 'READINESS', 'read');
  return goLiveItemsOf(tx, id);
}

async function goLiveItemsOf(tx: TenantTx, id: number): Promise<GoLiveItemRow[]> {
  const today = await organisationToday(tx);
  const delivered = await tx
    .select({
      id: deliverables.id,
      name: deliverables.name,
      workstream: workstreams.name,
      dueDate: deliverables.dueDate,
      state: deliverables.state,
      owner: personRefSql(deliverables.ownerId),
    })
    .from(deliverables)
    .leftJoin(workstreams, eq(workstreams.id, deliverables.workstreamId))
    .where(eq(deliverables.readinessAssessmentId, id));
  const marked = await tx
    .select({
      id: milestones.id,
      name: milestones.name,
      workstream: workstreams.name,
      dueDate: milestones.dueDate,
      state: milestones.state,
      owner: personRefSql(milestones.ownerId),
    })
    .from(milestones)
    .leftJoin(workstreams, eq(workstreams.id, milestones.workstreamId))
    .where(eq(milestones.readinessId, id));
  // Training the activities area links to the assessment: held once its last day has passed.
  const trainings = await tx
    .select({
      id: activities.id,
      name: activities.name,
      dueDate: sql<string>`coalesce(${activities.endDate}, ${activities.startDate})`,
      owner: personRefSql(activities.ownerId),
    })
    .from(activities)
    .where(and(eq(activities.readinessAssessmentId, id), eq(activities.family, 'TRAINING')));
  const items: GoLiveItemRow[] = [
    ...[
      ...delivered.map((d) => ({ ...d, kind: 'DELIVERABLE' as const })),
      ...marked.map((m) => ({ ...m, kind: 'MILESTONE' as const })),
    ].map((item) => ({ ...item, state: deriveWorkItemState(item.state, item.dueDate, today) })),
    ...trainings.map((t) => ({
      ...t,
      kind: 'TRAINING' as const,
      workstream: null,
      state: t.dueDate < today ? ('Closed' as const) : ('Open' as const),
    })),
  ];
  return items.sort(
    (a, b) =>
      (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
      a.name.localeCompare(b.name),
  );
}

export interface DependencyRow {
  kind: 'DELIVERABLE' | 'MILESTONE' | 'TRAINING' | 'CHANGE_DEPENDENCY' | 'CHANGE_ACTIVITY';
  id: number;
  name: string;
  change: string | null;
  owner: { id: number; display_name: string } | null;
  dueDate: string | null;
  state: string;
  ragStatus: 'RED' | 'AMBER' | 'GREEN' | null;
}

/**
 * The dependencies table: the go-live items with their plan state and the dependency and
 * activity measures with their latest status, in one list by due date.
 */
export async function listDependencyItems(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
): Promise<DependencyRow[]> {
  await findAssessment(tx, user, id, 'READINESS', 'read');
  const items = await goLiveItemsOf(tx, id);
  const measures = await selectMeasures(
    tx,
    and(
      eq(readinessMeasures.assessmentId, id),
      inArray(readinessMeasures.measureType, ['CHANGE_DEPENDENCY', 'CHANGE_ACTIVITY']),
    ),
  );
  const rows: DependencyRow[] = [
    ...items.map((i) => ({
      kind: i.kind,
      id: i.id,
      name: i.name,
      change: null,
      owner: i.owner,
      dueDate: i.dueDate,
      state: i.state,
      ragStatus: null,
    })),
    ...measures.map((m) => ({
      kind: m.measure.measureType as 'CHANGE_DEPENDENCY' | 'CHANGE_ACTIVITY',
      id: m.measure.id,
      name: m.measure.title,
      change: m.changeName,
      owner: m.owner,
      dueDate: m.measure.dueDate,
      state: m.latestRag ? 'Reported' : 'Not reported',
      ragStatus: m.latestRag,
    })),
  ];
  return rows.sort(
    (a, b) =>
      (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
      a.name.localeCompare(b.name),
  );
}
