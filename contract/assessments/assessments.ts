// Zod-free on purpose: the project workspace's tabs and read-only views use these values.
import type { AssessmentAccessKey } from '../admin/organisation';
import type { FeatureFlagName } from '../admin/feature-flags';

/** The six assessments a project can hold, at most one of each. */
export const assessmentKinds = [
  'CHANGE_IMPACT',
  'READINESS',
  'BUSINESS_RISK',
  'IMPLEMENTATION_RISK',
  'SENTIMENT',
  'TRAINING_NEEDS',
] as const;
export type AssessmentKind = (typeof assessmentKinds)[number];

export const assessmentKindLabels: Record<AssessmentKind, string> = {
  CHANGE_IMPACT: 'Change impact',
  READINESS: 'Readiness',
  BUSINESS_RISK: 'Business risk',
  IMPLEMENTATION_RISK: 'Implementation risk',
  SENTIMENT: 'Sentiment',
  TRAINING_NEEDS: 'Training needs',
};

/**
 * Each assessment is shown only where the organisation's assessment access entry (SPEC §6) and
 * its feature flag are both on.
 */
export const assessmentSwitches: Record<
  AssessmentKind,
  { access: AssessmentAccessKey; flag: FeatureFlagName }
> = {
  CHANGE_IMPACT: { access: 'change_impact', flag: 'change_impact_assessment' },
  READINESS: { access: 'business_readiness', flag: 'business_readiness_assessment' },
  BUSINESS_RISK: { access: 'business_risk', flag: 'business_risk_assessment' },
  IMPLEMENTATION_RISK: { access: 'implementation_risk', flag: 'implementation_risk_assessment' },
  SENTIMENT: { access: 'sentiment_analysis', flag: 'sentiment_analysis' },
  TRAINING_NEEDS: { access: 'training_needs_analysis', flag: 'training_needs_analysis_tool' },
};

export const assessmentStatuses = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'] as const;
export type AssessmentStatus = (typeof assessmentStatuses)[number];
export const assessmentStatusLabels: Record<AssessmentStatus, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
};

/** The rating scale every grid uses (SPEC §3); what each level means depends on the item type. */
export const ratingLevels = ['VERY_HIGH', 'HIGH', 'MEDIUM', 'LOW', 'VERY_LOW', 'N/A'] as const;
export type RatingLevel = (typeof ratingLevels)[number];
export const ratingLevelLabels: Record<RatingLevel, string> = {
  VERY_HIGH: 'Very high',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
  VERY_LOW: 'Very low',
  'N/A': 'Not applicable',
};
/** Weights of DESIGN.md §6: VERY_HIGH 5 … VERY_LOW 1; N/A counts for nothing. */
export const ratingWeights: Record<RatingLevel, number> = {
  VERY_HIGH: 5,
  HIGH: 4,
  MEDIUM: 3,
  LOW: 2,
  VERY_LOW: 1,
  'N/A': 0,
};

/** Item types rating descriptions are kept for: what a level means in each grid. */
export const ratingItemTypes = [
  'CHANGE_IMPACT',
  'BUSINESS_RISK',
  'IMPLEMENTATION_RISK',
  'SENTIMENT',
  'TRAINING_NEEDS',
] as const;
export type RatingItemType = (typeof ratingItemTypes)[number];

/** The organisation's rating descriptions start from these; the seed writes them per organisation. */
export const defaultRatingDescriptions: Record<
  RatingItemType,
  Record<Exclude<RatingLevel, 'N/A'>, string>
> = {
  CHANGE_IMPACT: {
    VERY_HIGH: 'Most of the way this group works changes; daily work stops without support.',
    HIGH: 'Several core tasks change; people need training and time to adjust.',
    MEDIUM: 'Some tasks change; a briefing and a guide are enough.',
    LOW: 'Small changes to a few tasks; awareness is enough.',
    VERY_LOW: 'Hardly noticeable in daily work.',
  },
  BUSINESS_RISK: {
    VERY_HIGH: 'Likely to stop a critical service or breach an obligation.',
    HIGH: 'Likely to disrupt a service or cost significantly.',
    MEDIUM: 'Could disrupt part of a service for a short time.',
    LOW: 'Minor disruption, handled in normal operations.',
    VERY_LOW: 'No noticeable effect on the business.',
  },
  IMPLEMENTATION_RISK: {
    VERY_HIGH: 'The change will probably not land as planned without intervention.',
    HIGH: 'Serious obstacles to landing the change on time.',
    MEDIUM: 'Some obstacles; the plan covers them.',
    LOW: 'Few obstacles expected.',
    VERY_LOW: 'Nothing stands in the way.',
  },
  SENTIMENT: {
    VERY_HIGH: 'Champions the change and brings others along.',
    HIGH: 'Supports the change.',
    MEDIUM: 'Neutral or undecided.',
    LOW: 'Sceptical; raises concerns.',
    VERY_LOW: 'Resists the change.',
  },
  TRAINING_NEEDS: {
    VERY_HIGH: 'Needs structured training over several sessions and practice.',
    HIGH: 'Needs a training session with hands-on practice.',
    MEDIUM: 'Needs a short walkthrough or e-learning.',
    LOW: 'A guide or a briefing is enough.',
    VERY_LOW: 'No training needed.',
  },
};

/** How a change reaches people (SPEC §3, impact interaction kinds). */
export const impactInteractionKinds = [
  'SYSTEM_INTERACTION',
  'PEOPLE_INTERACTION',
  'PROCESS_INTERACTION',
  'DECISION_OWNERSHIP',
  'OTHER',
] as const;
export type ImpactInteractionKind = (typeof impactInteractionKinds)[number];
export const impactInteractionLabels: Record<ImpactInteractionKind, string> = {
  SYSTEM_INTERACTION: 'Systems they use',
  PEOPLE_INTERACTION: 'People they work with',
  PROCESS_INTERACTION: 'Processes they follow',
  DECISION_OWNERSHIP: 'Decisions they own',
  OTHER: 'Other',
};

/**
 * The dimensions a change impact is scored on: the overall impact plus one per interaction
 * kind. The grid shows one dimension at a time.
 */
export const impactDimensions = ['OVERALL', ...impactInteractionKinds] as const;
export type ImpactDimension = (typeof impactDimensions)[number];
export const impactDimensionLabels: Record<ImpactDimension, string> = {
  OVERALL: 'Overall impact',
  ...impactInteractionLabels,
};

/** Readiness measure kinds (SPEC §3, approval or dependency kinds). */
export const measureTypes = [
  'READINESS_APPROVAL',
  'READINESS_METRIC',
  'CHANGE_DEPENDENCY',
  'CHANGE_ACTIVITY',
] as const;
export type MeasureType = (typeof measureTypes)[number];
export const measureTypeLabels: Record<MeasureType, string> = {
  READINESS_APPROVAL: 'Approval',
  READINESS_METRIC: 'Readiness metric',
  CHANGE_DEPENDENCY: 'Dependency',
  CHANGE_ACTIVITY: 'Change activity',
};

export const ragStatuses = ['RED', 'AMBER', 'GREEN'] as const;
export type RagStatus = (typeof ragStatuses)[number];
export const ragStatusLabels: Record<RagStatus, string> = {
  RED: 'Red',
  AMBER: 'Amber',
  GREEN: 'Green',
};

export const approvalStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  PENDING: 'Waiting for approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/** Competency levels a capability asks of a group, lowest first. */
export const competencyLevels = ['AWARE', 'KNOWLEDGEABLE', 'PROFICIENT', 'EXPERT'] as const;
export type CompetencyLevel = (typeof competencyLevels)[number];
export const competencyLevelLabels: Record<CompetencyLevel, string> = {
  AWARE: 'Aware: knows it exists and why',
  KNOWLEDGEABLE: 'Knowledgeable: can explain it',
  PROFICIENT: 'Proficient: does it unaided',
  EXPERT: 'Expert: teaches others',
};
