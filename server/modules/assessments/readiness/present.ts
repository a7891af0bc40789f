import type {
  DependencyItem,
  GoLiveItem,
  Measure,
  ReadinessAssessment,
  StatusReport,
} from '../../../../contract/assessments/readiness.schema';
import { presentAssessmentHeader } from '../shared/header';
import type { MeasureBundle } from './measures';
import type { DependencyRow, GoLiveItemRow, ReadinessBundle } from './service';
import type { StatusReportBundle } from './status-reports';

export function presentMeasure(row: MeasureBundle): Measure {
  const m = row.measure;
  return {
    id: m.id,
    assessment: m.assessmentId,
    measure_type: m.measureType,
    title: m.title,
    description: m.description,
    target: m.target,
    change: m.changeId,
    change_name: row.changeName,
    owner: row.owner,
    approver: row.approver,
    due_date: m.dueDate,
    position: m.position,
    last_reminded_at: m.lastRemindedAt?.toISOString() ?? null,
    latest_rag: row.latestRag,
    latest_report_at: row.latestReportAt,
    approval_status: row.approvalStatus,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  };
}

export function presentReadiness(bundle: ReadinessBundle): ReadinessAssessment {
  const rag = { RED: 0, AMBER: 0, GREEN: 0, NOT_REPORTED: 0 };
  const approvals = { total: 0, approved: 0, pending: 0, rejected: 0 };
  for (const m of bundle.measures) {
    rag[m.latestRag ?? 'NOT_REPORTED'] += 1;
    if (m.measure.measureType === 'READINESS_APPROVAL') {
      approvals.total += 1;
      if (m.approvalStatus === 'APPROVED') approvals.approved += 1;
      if (m.approvalStatus === 'PENDING') approvals.pending += 1;
      if (m.approvalStatus === 'REJECTED') approvals.rejected += 1;
    }
  }
  return {
    ...presentAssessmentHeader(bundle.view),
    go_live_date: bundle.view.row.goLiveDate,
    measure_count: bundle.measures.length,
    rag_counts: rag,
    approvals,
  };
}

export function presentGoLiveItem(row: GoLiveItemRow): GoLiveItem {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    workstream: row.workstream,
    due_date: row.dueDate,
    state: row.state,
    owner: row.owner,
  };
}

export function presentDependency(row: DependencyRow): DependencyItem {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    change: row.change,
    owner: row.owner,
    due_date: row.dueDate,
    state: row.state,
    rag_status: row.ragStatus,
  };
}

export function presentStatusReport(row: StatusReportBundle): StatusReport {
  const r = row.report;
  return {
    id: r.id,
    measure: r.measureId,
    rag_status: r.ragStatus,
    comment: r.comment,
    approval_status: r.approvalStatus,
    approval_comment: r.approvalComment,
    reported_by: row.reportedBy,
    decided_by: row.decidedBy,
    decided_at: r.decidedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
