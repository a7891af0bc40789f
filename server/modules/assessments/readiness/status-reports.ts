import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type {
  CreateStatusReportInput,
  UpdateStatusReportInput,
} from '../../../../contract/assessments/readiness.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { readinessStatusReports } from '../../../db/schema/assessments-readiness';
import { personRefSql } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { badRequest, forbidden, notFound } from '../../../http-errors';
import { requireAssessmentSwitchedOn } from '../shared/access';
import { findMeasure, loadMeasure, type MeasureBundle } from './measures';

function selectReports(tx: TenantTx) {
  return tx
    .select({
      report: readinessStatusReports,
      reportedBy: personRefSql(readinessStatusReports.reportedById),
      decidedBy: personRefSql(readinessStatusReports.decidedById),
    })
    .from(readinessStatusReports);
}
export type StatusReportBundle = Awaited<ReturnType<typeof selectReports>>[number];

/**
 * A measure as its approver or the project's team sees it. The approver decides on reports of
 * the measures they approve even when the project is not theirs to read otherwise, but not
 * while the organisation has switched readiness off: that holds for everyone.
 */
async function measureFor(
  tx: TenantTx,
  user: CurrentUser,
  measureId: number,
  mode: 'read' | 'edit',
): Promise<{ bundle: MeasureBundle; canEdit: boolean; isApprover: boolean }> {
  const bundle = await loadMeasure(tx, measureId);
  const isApprover = bundle.measure.approverId === user.id;
  const asApprover = async () => {
    await requireAssessmentSwitchedOn(tx, 'READINESS');
    return { bundle, canEdit: false, isApprover };
  };
  if (isApprover && mode === 'read') return asApprover();
  try {
    const found = await findMeasure(tx, user, measureId, mode);
    return { bundle, canEdit: found.canEdit, isApprover };
  } catch (error) {
    if (isApprover) return asApprover();
    throw error;
  }
}

/** `GET status-report-readiness-assessment/?measureId=&isApprovalStatusList=`: newest first. */
export async function listStatusReports(
  tx: TenantTx,
  user: CurrentUser,
  measureId: number,
  approvalsOnly: boolean,
): Promise<StatusReportBundle[]> {
  await measureFor(tx, user, measureId, 'read');
  return selectReports(tx)
    .where(
      and(
        eq(readinessStatusReports.measureId, measureId),
        approvalsOnly ? isNotNull(readinessStatusReports.approvalStatus) : undefined,
      ),
    )
    .orderBy(desc(readinessStatusReports.createdAt), desc(readinessStatusReports.id));
}

async function loadReport(tx: TenantTx, id: number): Promise<StatusReportBundle> {
  const [row] = await selectReports(tx).where(eq(readinessStatusReports.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** `POST status-report-readiness-assessment/?measureId=`: an approval's report awaits its approver. */
export async function createStatusReport(
  tx: TenantTx,
  user: CurrentUser,
  measureId: number,
  input: CreateStatusReportInput,
): Promise<StatusReportBundle> {
  const { bundle } = await measureFor(tx, user, measureId, 'edit');
  const isApproval = bundle.measure.measureType === 'READINESS_APPROVAL';
  const [row] = await tx
    .insert(readinessStatusReports)
    .values({
      measureId,
      ragStatus: input.rag_status,
      comment: input.comment ?? '',
      approvalStatus: isApproval ? 'PENDING' : null,
      reportedById: user.id,
    })
    .returning({ id: readinessStatusReports.id });
  if (!row) throw new Error('status report not created');
  return loadReport(tx, row.id);
}

/**
 * `PATCH status-report-readiness-assessment/{id}/`. Only the measure's approver approves or
 * rejects, and records who and when; the project's team edits the status and comment.
 */
export async function updateStatusReport(
  tx: TenantTx,
  user: CurrentUser,
  id: number,
  input: UpdateStatusReportInput,
): Promise<StatusReportBundle> {
  const { report } = await loadReport(tx, id);
  const deciding = input.approval_status !== undefined || input.approval_comment !== undefined;
  const editing = input.rag_status !== undefined || input.comment !== undefined;
  const { bundle, canEdit, isApprover } = await measureFor(
    tx,
    user,
    report.measureId,
    editing ? 'edit' : 'read',
  );
  if (deciding) {
    if (!isApprover) {
      throw forbidden('Only the approver of this measure approves or rejects it.');
    }
    if (report.approvalStatus === null || bundle.measure.measureType !== 'READINESS_APPROVAL') {
      throw badRequest({ approval_status: ['This report does not ask for approval.'] });
    }
  }
  if (editing && !canEdit) throw forbidden('Only the project’s team reports on its measures.');
  await tx
    .update(readinessStatusReports)
    .set({
      ragStatus: input.rag_status,
      comment: input.comment,
      approvalComment: input.approval_comment,
      ...(input.approval_status !== undefined
        ? { approvalStatus: input.approval_status, decidedById: user.id, decidedAt: sql`now()` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(readinessStatusReports.id, id));
  return loadReport(tx, id);
}
