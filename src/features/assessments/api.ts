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
  UpdateCapabilityInput,
} from '@contract/assessments/analyses.schema';
import type { CreateAssessmentInput } from '@contract/assessments/assessments.schema';
import {
  changeImpactPaths,
  impactCategoriesPaths,
  impactsPaths,
  ratingDescriptionsPaths,
} from '@contract/assessments/change-impact';
import type {
  ChangeImpactAssessment,
  CreateImpactCategoryInput,
  CreateImpactInput,
  Impact,
  ImpactCategory,
  RatingDescription,
  UpdateChangeImpactInput,
  UpdateImpactCategoryInput,
  UpdateImpactInput,
  UpdateRatingDescriptionInput,
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
  riskCategoriesPaths,
} from '@contract/assessments/risk';
import type {
  BusinessRisk,
  BusinessRiskAssessment,
  ChangeRiskAssessment,
  CreateBusinessRiskInput,
  CreateRiskCategoryInput,
  RiskCategory,
  UpdateRiskCategoryInput,
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
export const updateCapability = (id: number, input: UpdateCapabilityInput) =>
  apiPatch<Capability>(capabilitiesPaths.detail(id), input, write('Capability'));

export const createImpactCategory = (input: CreateImpactCategoryInput) =>
  apiPost<ImpactCategory>(impactCategoriesPaths.create(), input, write('New impact category'));
export const updateImpactCategory = (id: number, input: UpdateImpactCategoryInput) =>
  apiPatch<ImpactCategory>(impactCategoriesPaths.detail(id), input, write('Impact category'));
export const deleteImpactCategory = (id: number) =>
  apiDelete(impactCategoriesPaths.detail(id), write('Impact category'));
export const createImpact = (input: CreateImpactInput) =>
  apiPost<Impact>(impactsPaths.create(), input, write('New impact'));
export const updateImpact = (id: number, input: UpdateImpactInput) =>
  apiPatch<Impact>(impactsPaths.detail(id), input, write('Impact'));
export const deleteImpact = (id: number) => apiDelete(impactsPaths.detail(id), write('Impact'));

export const createRiskCategory = (input: CreateRiskCategoryInput) =>
  apiPost<RiskCategory>(riskCategoriesPaths.create(), input, write('New risk category'));
export const updateRiskCategory = (id: number, input: UpdateRiskCategoryInput) =>
  apiPatch<RiskCategory>(riskCategoriesPaths.detail(id), input, write('Risk category'));
export const deleteRiskCategory = (id: number) =>
  apiDelete(riskCategoriesPaths.detail(id), write('Risk category'));
export const updateRatingDescription = (id: number, input: UpdateRatingDescriptionInput) =>
  apiPatch<RatingDescription>(
    ratingDescriptionsPaths.update(id),
    input,
    write('Level description'),
  );
