import {
  capabilitiesPaths,
  sentimentPaths,
  trainingNeedsPaths,
} from '@contract/assessments/analyses';
import type {
  Analysis,
  Capability,
  CreateCapabilityInput,
  OwnerLevelUpdateInput,
  UpdateAnalysisInput,
} from '@contract/assessments/analyses.schema';
import type { CreateAssessmentInput } from '@contract/assessments/assessments.schema';
import { changeImpactPaths } from '@contract/assessments/change-impact';
import type {
  ChangeImpactAssessment,
  UpdateChangeImpactInput,
} from '@contract/assessments/change-impact.schema';
import {
  readinessMeasuresPaths,
  readinessPaths,
  statusReportsPaths,
} from '@contract/assessments/readiness';
import type {
  ApprovalReminderResult,
  CreateMeasureInput,
  CreateReadinessInput,
  CreateStatusReportInput,
  Measure,
  ReadinessAssessment,
  StatusReport,
  UpdateMeasureInput,
  UpdateStatusReportInput,
} from '@contract/assessments/readiness.schema';
import {
  businessRiskAssessmentPaths,
  businessRisksPaths,
  changeRiskAssessmentPaths,
} from '@contract/assessments/risk';
import type {
  BusinessRisk,
  BusinessRiskAssessment,
  ChangeRiskAssessment,
  CreateBusinessRiskInput,
  UpdateBusinessRiskAssessmentInput,
  UpdateBusinessRiskInput,
  UpdateChangeRiskAssessmentInput,
} from '@contract/assessments/risk.schema';
import {
  apiDelete,
  apiPatch,
  apiPost,
  apiPut,
  type CallOptions,
} from '@/lib/api-client/api-client';

/** Writes report their own failures on the form or the control that made them. */
function write(label: string): CallOptions {
  return { label, redirectOnError: false, notifyOnError: false };
}

export type AnalysisKind = 'SENTIMENT' | 'TRAINING_NEEDS';
const analysisPaths = { SENTIMENT: sentimentPaths, TRAINING_NEEDS: trainingNeedsPaths };

export const startChangeImpact = (projectId: number, input: CreateAssessmentInput = {}) =>
  apiPost<ChangeImpactAssessment>(
    changeImpactPaths.create(projectId),
    input,
    write('Change impact'),
  );
export const updateChangeImpact = (id: number, input: UpdateChangeImpactInput) =>
  apiPatch<ChangeImpactAssessment>(changeImpactPaths.detail(id), input, write('Change impact'));

export const startReadiness = (projectId: number, input: CreateReadinessInput = {}) =>
  apiPost<ReadinessAssessment>(readinessPaths.create(projectId), input, write('Readiness'));
export const updateReadiness = (id: number, input: CreateReadinessInput) =>
  apiPatch<ReadinessAssessment>(readinessPaths.detail(id), input, write('Readiness'));
export const deleteReadiness = (id: number) =>
  apiDelete(readinessPaths.detail(id), write('Readiness'));
export const createMeasure = (assessmentId: number, input: CreateMeasureInput) =>
  apiPost<Measure>(readinessMeasuresPaths.create(assessmentId), input, write('New measure'));
export const updateMeasure = (id: number, input: UpdateMeasureInput) =>
  apiPatch<Measure>(readinessMeasuresPaths.detail(id), input, write('Measure'));
export const deleteMeasure = (id: number) =>
  apiDelete(readinessMeasuresPaths.detail(id), write('Measure'));
export const sendApprovalReminder = (id: number) =>
  apiPost<ApprovalReminderResult>(
    readinessMeasuresPaths.sendApprovalReminders(id),
    {},
    write('Approval reminder'),
  );
export const createStatusReport = (measureId: number, input: CreateStatusReportInput) =>
  apiPost<StatusReport>(statusReportsPaths.create(measureId), input, write('Status report'));
export const updateStatusReport = (id: number, input: UpdateStatusReportInput) =>
  apiPatch<StatusReport>(statusReportsPaths.detail(id), input, write('Status report'));

export const startBusinessRisk = (projectId: number) =>
  apiPost<BusinessRiskAssessment>(
    businessRiskAssessmentPaths.create(projectId),
    {},
    write('Business risk'),
  );
export const updateBusinessRiskAssessment = (
  id: number,
  input: UpdateBusinessRiskAssessmentInput,
) =>
  apiPatch<BusinessRiskAssessment>(
    businessRiskAssessmentPaths.detail(id),
    input,
    write('Risk rating'),
  );
export const createBusinessRisk = (input: CreateBusinessRiskInput) =>
  apiPost<BusinessRisk>(businessRisksPaths.create(), input, write('New business risk'));
export const updateBusinessRisk = (id: number, input: UpdateBusinessRiskInput) =>
  apiPatch<BusinessRisk>(businessRisksPaths.detail(id), input, write('Business risk'));
export const deleteBusinessRisk = (id: number) =>
  apiDelete(businessRisksPaths.detail(id), write('Business risk'));

export const startChangeRisk = (projectId: number) =>
  apiPost<ChangeRiskAssessment>(
    changeRiskAssessmentPaths.create(projectId),
    {},
    write('Implementation risk'),
  );
export const beginChangeRisk = (id: number) =>
  apiPost<ChangeRiskAssessment>(
    changeRiskAssessmentPaths.start(id),
    {},
    write('Implementation risk'),
  );
export const updateChangeRisk = (id: number, input: UpdateChangeRiskAssessmentInput) =>
  apiPatch<ChangeRiskAssessment>(
    changeRiskAssessmentPaths.detail(id),
    input,
    write('Implementation risk'),
  );
export const reorderChangeRisk = (id: number, changes: number[]) =>
  apiPut<ChangeRiskAssessment>(
    changeRiskAssessmentPaths.reorder(id),
    { changes },
    write('Order of changes'),
  );

export const startAnalysis = (kind: AnalysisKind, projectId: number) =>
  apiPost<Analysis>(analysisPaths[kind].create(projectId), {}, write('Analysis'));
export const updateAnalysis = (kind: AnalysisKind, id: number, input: UpdateAnalysisInput) =>
  apiPatch<Analysis>(analysisPaths[kind].detail(id), input, write('Analysis'));
export const completeAnalysis = (kind: AnalysisKind, id: number) =>
  apiPost<Analysis>(analysisPaths[kind].complete(id), {}, write('Complete analysis'));
export const adjustAnalysis = (kind: AnalysisKind, id: number, input: OwnerLevelUpdateInput) =>
  apiPatch<Analysis>(analysisPaths[kind].ownerUpdate(id), input, write('Owner adjustment'));

export const createCapability = (input: CreateCapabilityInput) =>
  apiPost<Capability>(capabilitiesPaths.create(), input, write('New capability'));
export const deleteCapability = (id: number) =>
  apiDelete(capabilitiesPaths.detail(id), write('Capability'));
