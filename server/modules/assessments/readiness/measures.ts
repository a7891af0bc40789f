import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { MeasureType } from '../../../../contract/assessments/assessments';
import type {
  CreateMeasureInput,
  UpdateMeasureInput,
} from '../../../../contract/assessments/readiness.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { readinessMeasures } from '../../../db/schema/assessments-readiness';
import { changes } from '../../../db/schema/changes';
import { personRefSql } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, notFound } from '../../../http-errors';
import { requireOwner } from '../../people/lookups';
import { findAssessment, updateAssessmentHeader } from '../shared/access';
import { requireProjectRefs } from '../shared/project-refs';

const latest = (column: string, extra = '') =>
  sql.raw(
    `(SELECT ${column.includes('(') ? column : `r.${column}`} FROM readiness_status_reports r WHERE r.measure_id = "readiness_measures"."id"${extra} ORDER BY r.created_at DESC, r.id DESC LIMIT 1)`,
  );

/** Measures with their people, change and latest report, in the order the team keeps them. */
export function selectMeasures(tx: TenantTx, where: SQL | undefined) {
  return tx
    .select({
      measure: readinessMeasures,
      changeName: changes.name,
      owner: personRefSql(readinessMeasures.ownerId),
      approver: personRefSql(readinessMeasures.approverId),
      latestRag: sql<'RED' | 'AMBER' | 'GREEN' | null>`${latest('rag_status')}`,
      latestReportAt: sql<string | null>`${latest(
        `to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      )}`,
      approvalStatus: sql<
        'PENDING' | 'APPROVED' | 'REJECTED' | null
      >`${latest('approval_status', ' AND r.approval_status IS NOT NULL')}`,
    })
    .from(readinessMeasures)
    .leftJoin(changes, eq(changes.id, readinessMeasures.changeId))
    .where(where)
    .orderBy(asc(readinessMeasures.position), asc(readinessMeasures.id));
}
export type MeasureBundle = Awaited<ReturnType<typeof selectMeasures>>[number];

/** `GET readiness-assessment-measure/?changeImpactAssessmentId=&measureType=` */
export async function listMeasures(
  tx: TenantTx,
  user: CurrentUser,
  assessmentId: number,
  measureType?: MeasureType,
): Promise<MeasureBundle[]> {
  await findAssessment(tx, user, assessmentId, 'READINESS', 'read');
  return selectMeasures(
    tx,
    and(
      eq(readinessMeasures.assessmentId, assessmentId),
      measureType ? eq(readinessMeasures.measureType, measureType) : undefined,
    ),
  );
}

export async function loadMeasure(tx: TenantTx, id: number): Promise<MeasureBundle> {
  const [row] = await selectMeasures(tx, eq(readinessMeasures.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Only an approval has an approver; it needs one to be approved. */
function requireApproverFits(type: MeasureType, approver: number | null | undefined): void {
  if (type !== 'READINESS_APPROVAL' && approver !== null && approver !== undefined) {
    throw badRequest({ approver: ['Only an approval has an approver.'] });
  }
}

/** `POST readiness-assessment-measure/?assessmentId=` */
export async function createMeasure(
  tx: TenantTx,
  user: CurrentUser,
  assessmentId: number,
  input: CreateMeasureInput,
): Promise<MeasureBundle> {
  const { assessment } = await findAssessment(tx, user, assessmentId, 'READINESS', 'edit');
  requireApproverFits(input.measure_type, input.approver);
  await requireOwner(tx, input.owner);
  await requireOwner(tx, input.approver, 'approver');
  await requireProjectRefs(tx, assessment.projectId, { change: input.change });
  const [row] = await tx
    .insert(readinessMeasures)
    .values({
      assessmentId,
      measureType: input.measure_type,
      title: input.title,
      description: input.description ?? '',
      target: input.target ?? '',
      changeId: input.change ?? null,
      ownerId: input.owner ?? null,
      approverId: input.approver ?? null,
      dueDate: input.due_date ?? null,
      position:
        input.position ??
        sql`(SELECT coalesce(max(m.position) + 1, 0) FROM readiness_measures m WHERE m.assessment_id = ${assessmentId})`,
    })
    .returning({ id: readinessMeasures.id });
  if (!row) throw new Error('measure not created');
  await updateAssessmentHeader(tx, assessment, {}, { touch: true });
  return loadMeasure(tx, row.id);
}

/** The measure and whether the caller may change it (through its assessment's project). */
export async function findMeasure(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  mode: 'read' | 'edit',
) {
  const bundle = await loadMeasure(tx, id);
  const found = await findAssessment(tx, user, bundle.measure.assessmentId, 'READINESS', mode);
  return { bundle, ...found };
}

/** `PATCH readiness-assessment-measure/{id}/` */
export async function updateMeasure(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateMeasureInput,
): Promise<MeasureBundle> {
  const { bundle, assessment } = await findMeasure(tx, user, id, 'edit');
  const type = input.measure_type ?? bundle.measure.measureType;
  const approver = input.approver !== undefined ? input.approver : bundle.measure.approverId;
  requireApproverFits(type, approver);
  await requireOwner(tx, input.owner);
  await requireOwner(tx, input.approver, 'approver');
  await requireProjectRefs(tx, assessment.projectId, { change: input.change });
  await tx
    .update(readinessMeasures)
    .set({
      measureType: input.measure_type,
      title: input.title,
      description: input.description,
      target: input.target,
      changeId: input.change,
      ownerId: input.owner,
      approverId: input.approver,
      dueDate: input.due_date,
      position: input.position,
      updatedAt: sql`now()`,
    })
    .where(eq(readinessMeasures.id, id));
  return loadMeasure(tx, id);
}

/** `DELETE readiness-assessment-measure/{id}/`: its status reports go with it. */
export async function deleteMeasure(tx: TenantTx, user: CurrentUser, id: number): Promise<void> {
  await findMeasure(tx, user, id, 'edit');
  await tx.delete(readinessMeasures).where(eq(readinessMeasures.id, id));
}
