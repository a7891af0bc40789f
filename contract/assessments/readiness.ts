// Zod-free on purpose: the assessments tab builds these paths on screens that do not load zod.
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';
import type { MeasureType } from './assessments';

/** Path patterns of the readiness calls, relative to /api/v1/ (see `fillPath`). */
export const readinessPatterns = {
  collection: 'change-readiness-assessment/',
  detail: 'change-readiness-assessment/:id/',
  find: 'change-readiness-assessment/get_change_readiness_assessment/',
  goLiveItems: 'change-readiness-assessment/:id/get_change_readiness_assessment_go_live_items/',
  dependencies: 'change-readiness-assessment/:id/get_dependencies_table_items/',
  measures: 'readiness-assessment-measure/',
  measure: 'readiness-assessment-measure/:id/',
  waitingForMe: 'readiness-assessment-measure/waiting_for_my_approval/',
  reminders: 'readiness-assessment-measure/:id/send_approval_reminders/',
  statusReports: 'status-report-readiness-assessment/',
  statusReport: 'status-report-readiness-assessment/:id/',
} as const;

export const readinessPaths = {
  /** `POST` starts the project's readiness assessment. */
  create: (projectId: number) => withQuery(readinessPatterns.collection, { projectId }),
  /** `PATCH`, `DELETE` (its go-live items stay in the plan, unlinked). */
  detail: (id: number) => fillPath(readinessPatterns.detail, { id }),
  byProject: (projectId: number) => withQuery(readinessPatterns.find, { projectId }),
  byId: (assessmentId: number) => withQuery(readinessPatterns.find, { assessmentId }),
  goLiveItems: (id: number) => fillPath(readinessPatterns.goLiveItems, { id }),
  dependencies: (id: number) => fillPath(readinessPatterns.dependencies, { id }),
};

export const readinessMeasuresPaths = {
  /** The measures of a readiness assessment (the query name is the API's own). */
  list: (assessmentId: number, measureType?: MeasureType) =>
    withQuery(readinessPatterns.measures, { changeImpactAssessmentId: assessmentId, measureType }),
  create: (assessmentId: number) => withQuery(readinessPatterns.measures, { assessmentId }),
  detail: (id: number) => fillPath(readinessPatterns.measure, { id }),
  sendApprovalReminders: (id: number) => fillPath(readinessPatterns.reminders, { id }),
  /** `GET` the measures whose latest report waits for the signed-in person's approval (Home). */
  waitingForMe: () => readinessPatterns.waitingForMe,
};

export const statusReportsPaths = {
  /** A measure's reports, newest first; `approvals` keeps those that asked for approval. */
  list: (measureId: number, approvals = false) =>
    withQuery(readinessPatterns.statusReports, {
      measureId,
      isApprovalStatusList: approvals || undefined,
    }),
  create: (measureId: number) => withQuery(readinessPatterns.statusReports, { measureId }),
  detail: (id: number) => fillPath(readinessPatterns.statusReport, { id }),
};
