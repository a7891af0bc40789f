import {
  sentimentPaths,
  trainingNeedsPaths,
  capabilitiesPaths,
} from '@contract/assessments/analyses';
import type {
  Analysis,
  CapabilitiesByChange,
  CapabilityItemGroups,
  SentimentScore,
} from '@contract/assessments/analyses.schema';
import type { CapabilityItemGrouping } from '@contract/assessments/analyses';
import type { ImpactDimension, RatingItemType } from '@contract/assessments/assessments';
import type { AssessmentHeader } from '@contract/assessments/assessments.schema';
import {
  changeImpactPaths,
  impactCategoriesPaths,
  impactsPaths,
  impactScoreRatingsPaths,
  ratingDescriptionsPaths,
} from '@contract/assessments/change-impact';
import type {
  ChangeImpactAssessment,
  DimensionName,
  Impact,
  ImpactCategory,
  ImpactDistribution,
  ImpactScoreRating,
  RatingDescription,
} from '@contract/assessments/change-impact.schema';
import {
  readinessMeasuresPaths,
  readinessPaths,
  statusReportsPaths,
} from '@contract/assessments/readiness';
import type {
  DependencyItem,
  Measure,
  ReadinessAssessment,
  StatusReport,
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
  RiskCategory,
} from '@contract/assessments/risk.schema';
import { summaryPaths } from '@contract/assessments/summary';
import type { AvailableAssessments, ChangeSummary } from '@contract/assessments/summary.schema';
import { defineWrite, type ReadMatch } from '@/lib/swr/define-write';
import { defineRead } from '@/lib/swr/use-api-read';
import * as api from './api';

export const useProjectAssessments = defineRead<[projectId: number], AssessmentHeader[]>(
  'Assessments',
  summaryPaths.assessments,
);
export const useAvailableAssessments = defineRead<[], AvailableAssessments>(
  'Assessments switched on',
  summaryPaths.available,
);
export const useChangeSummaries = defineRead<[projectId: number], ChangeSummary[]>(
  'Readiness and risk summary',
  summaryPaths.project,
);
export const useChangeImpact = defineRead<[projectId: number], ChangeImpactAssessment>(
  'Change impact',
  changeImpactPaths.byProject,
);
export const useImpactDistribution = defineRead<[assessmentId: number], ImpactDistribution>(
  'Impact distribution',
  (id: number) => changeImpactPaths.distribution(id),
);
export const useRatingDescriptions = defineRead<[itemType: RatingItemType], RatingDescription[]>(
  'Rating descriptions',
  ratingDescriptionsPaths.list,
);
export const useImpactDimensionNames = defineRead<[], DimensionName[]>('Impact dimensions', () =>
  impactScoreRatingsPaths.dimensionNames(),
);
/** The ratings the given groups (comma-separated ids) received on one dimension. */
export const useImpactScoreRatings = defineRead<
  [dimension: ImpactDimension, groups: string],
  ImpactScoreRating[]
>('Ratings by group', (dimension: ImpactDimension, groups: string) =>
  impactScoreRatingsPaths.list(dimension, groups.split(',').map(Number)),
);
export const useReadiness = defineRead<[assessmentId: number], ReadinessAssessment>(
  'Readiness',
  readinessPaths.byId,
);
export const useMeasures = defineRead<[assessmentId: number], Measure[]>(
  'Readiness measures',
  (id: number) => readinessMeasuresPaths.list(id),
);
export const useStatusReports = defineRead<[measureId: number], StatusReport[]>(
  'Status reports',
  (id: number) => statusReportsPaths.list(id),
);
export const useDependencies = defineRead<[assessmentId: number], DependencyItem[]>(
  'Go-live items and dependencies',
  readinessPaths.dependencies,
);
export const useBusinessRiskAssessment = defineRead<[id: number], BusinessRiskAssessment>(
  'Business risk assessment',
  businessRiskAssessmentPaths.detail,
);
export const useBusinessRisks = defineRead<[projectId: number], BusinessRisk[]>(
  'Business risks',
  businessRisksPaths.list,
);
export const useChangeRisk = defineRead<[id: number], ChangeRiskAssessment>(
  'Implementation risk',
  changeRiskAssessmentPaths.detail,
);
export const useSentimentAnalysis = defineRead<[id: number], Analysis>(
  'Sentiment analysis',
  sentimentPaths.detail,
);
export const useTrainingNeedsAnalysis = defineRead<[id: number], Analysis>(
  'Training needs analysis',
  trainingNeedsPaths.detail,
);
export const useSentimentScores = defineRead<[projectId: number], SentimentScore[]>(
  'Sentiment scores',
  (projectId: number) => sentimentPaths.scores(projectId),
);
export const useCapabilities = defineRead<[projectId: number], CapabilitiesByChange>(
  'Capabilities',
  capabilitiesPaths.byChange,
);
/** Every group's items, or (with `groups`, comma-separated ids) only those groups'. */
export const useCapabilityItems = defineRead<
  [projectId: number, groupBy: CapabilityItemGrouping, groups?: string],
  CapabilityItemGroups
>(
  'Capability training items',
  (projectId: number, groupBy: CapabilityItemGrouping, groups?: string) =>
    capabilitiesPaths.items(projectId, {
      groupBy,
      impactedGroups: groups ? groups.split(',').map(Number) : undefined,
    }),
);
export const useImpactCategories = defineRead<[projectId: number], ImpactCategory[]>(
  'Impact categories',
  impactCategoriesPaths.list,
);
export const useImpacts = defineRead<[projectId: number], Impact[]>('Impacts', impactsPaths.list);
export const useRiskCategories = defineRead<[projectId: number], RiskCategory[]>(
  'Risk categories',
  riskCategoriesPaths.byProject,
);

/** Every assessment read: a write to one assessment can move another's summary. */
const assessmentReads: ReadMatch[] = [
  (key) =>
    /^(projects\/\d+\/assessment|change-impact|impact|change-readiness|readiness-assessment|status-report-readiness|business-risk|risk-categories|change-risk|change-sentiment|training-needs|capability-training|deliverables|milestones)/.test(
      key,
    ),
];
const invalidates = () => assessmentReads;

export const useStartChangeImpact = defineWrite(api.startChangeImpact, { invalidates });
export const useUpdateChangeImpact = defineWrite(api.updateChangeImpact, { invalidates });
export const useStartReadiness = defineWrite(api.startReadiness, { invalidates });
export const useUpdateReadiness = defineWrite(api.updateReadiness, { invalidates });
export const useCreateMeasure = defineWrite(api.createMeasure, { invalidates });
export const useUpdateMeasure = defineWrite(api.updateMeasure, { invalidates });
export const useDeleteMeasure = defineWrite(api.deleteMeasure, { invalidates });
export const useSendApprovalReminder = defineWrite(api.sendApprovalReminder, { invalidates });
export const useCreateStatusReport = defineWrite(api.createStatusReport, { invalidates });
export const useUpdateStatusReport = defineWrite(api.updateStatusReport, { invalidates });
export const useStartBusinessRisk = defineWrite(api.startBusinessRisk, { invalidates });
export const useRateBusinessRisks = defineWrite(api.updateBusinessRiskAssessment, { invalidates });
export const useCreateBusinessRisk = defineWrite(api.createBusinessRisk, { invalidates });
export const useDeleteBusinessRisk = defineWrite(api.deleteBusinessRisk, { invalidates });
export const useStartChangeRisk = defineWrite(api.startChangeRisk, { invalidates });
export const useBeginChangeRisk = defineWrite(api.beginChangeRisk, { invalidates });
export const useUpdateChangeRisk = defineWrite(api.updateChangeRisk, { invalidates });
export const useReorderChangeRisk = defineWrite(api.reorderChangeRisk, { invalidates });
export const useStartAnalysis = defineWrite(api.startAnalysis, { invalidates });
export const useUpdateAnalysis = defineWrite(api.updateAnalysis, { invalidates });
export const useCompleteAnalysis = defineWrite(api.completeAnalysis, { invalidates });
export const useAdjustAnalysis = defineWrite(api.adjustAnalysis, { invalidates });
export const useCreateCapability = defineWrite(api.createCapability, { invalidates });
export const useDeleteCapability = defineWrite(api.deleteCapability, { invalidates });
export const useUpdateCapability = defineWrite(api.updateCapability, { invalidates });
export const useUpdateBusinessRisk = defineWrite(api.updateBusinessRisk, { invalidates });
export const useCreateImpactCategory = defineWrite(api.createImpactCategory, { invalidates });
export const useUpdateImpactCategory = defineWrite(api.updateImpactCategory, { invalidates });
export const useDeleteImpactCategory = defineWrite(api.deleteImpactCategory, { invalidates });
export const useCreateImpact = defineWrite(api.createImpact, { invalidates });
export const useUpdateImpact = defineWrite(api.updateImpact, { invalidates });
export const useDeleteImpact = defineWrite(api.deleteImpact, { invalidates });
export const useCreateRiskCategory = defineWrite(api.createRiskCategory, { invalidates });
export const useUpdateRiskCategory = defineWrite(api.updateRiskCategory, { invalidates });
export const useDeleteRiskCategory = defineWrite(api.deleteRiskCategory, { invalidates });
export const useUpdateRatingDescription = defineWrite(api.updateRatingDescription, {
  invalidates: () => ['change-rating-descriptions/'],
});
