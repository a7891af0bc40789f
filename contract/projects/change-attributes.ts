// Zod-free on purpose: read-only screens show these labels, and zod stays out of them.
export const deploymentStates = ['NOT_YET_DEPLOYED', 'DEPLOYED', 'COMPLETED'] as const;
export type DeploymentState = (typeof deploymentStates)[number];
export const deploymentStateLabels: Record<DeploymentState, string> = {
  NOT_YET_DEPLOYED: 'Not yet deployed',
  DEPLOYED: 'Deployed',
  COMPLETED: 'Completed',
};

export const criticalities = ['BUSINESS_CRITICAL', 'NON_BUSINESS_CRITICAL'] as const;
export type Criticality = (typeof criticalities)[number];
export const criticalityLabels: Record<Criticality, string> = {
  BUSINESS_CRITICAL: 'Business critical',
  NON_BUSINESS_CRITICAL: 'Not business critical',
};

/** Rating levels (SPEC §3), highest first. */
export const impactRatings = ['VERY_HIGH', 'HIGH', 'MEDIUM', 'LOW', 'VERY_LOW', 'N/A'] as const;
export type ImpactRating = (typeof impactRatings)[number];
export const impactRatingLabels: Record<ImpactRating, string> = {
  VERY_HIGH: 'Very high',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
  VERY_LOW: 'Very low',
  'N/A': 'Not applicable',
};

/** Audience size bands (SPEC §9). */
export const audienceBands = ['1-10', '11-20', '21-50', '51-100', '100+'] as const;
export type AudienceBand = (typeof audienceBands)[number];

export const impactAttributeKinds = [
  'CHANGE_TYPE',
  'CHANGE_EXTERNAL_STAKEHOLDER',
  'CHANGE_OVERALL_IMPACT',
  'CHANGE_IMPACTED_EMPLOYEE_REACH',
  'CHANGE_DEPARTMENT_REACH',
  'CHANGE_ORGANISATION_REACH',
] as const;
export type ImpactAttributeKind = (typeof impactAttributeKinds)[number];
export const impactAttributeKindLabels: Record<ImpactAttributeKind, string> = {
  CHANGE_TYPE: 'Change type',
  CHANGE_EXTERNAL_STAKEHOLDER: 'External stakeholder',
  CHANGE_OVERALL_IMPACT: 'Overall impact',
  CHANGE_IMPACTED_EMPLOYEE_REACH: 'Impacted employees',
  CHANGE_DEPARTMENT_REACH: 'Department reach',
  CHANGE_ORGANISATION_REACH: 'Organisation reach',
};

/** A field an impact attribute may carry besides its kind. */
export type ImpactAttributeField =
  'rating' | 'audience_band' | 'change_type' | 'department' | 'label';

/**
 * What each kind of impact attribute needs. Fields a kind does not use are stored empty.
 * - CHANGE_TYPE: `change_type` + `rating` (how strongly this type of change lands).
 * - CHANGE_EXTERNAL_STAKEHOLDER: `label` (who, e.g. "Patients") + `rating`.
 * - CHANGE_OVERALL_IMPACT: `rating`. At most one.
 * - CHANGE_IMPACTED_EMPLOYEE_REACH: `audience_band`. At most one.
 * - CHANGE_DEPARTMENT_REACH: `department` (a department id) + `rating`.
 * - CHANGE_ORGANISATION_REACH: `rating`, optional `label`. At most one.
 */
export const impactAttributeRequirements: Record<
  ImpactAttributeKind,
  { needs: readonly ImpactAttributeField[]; single: boolean }
> = {
  CHANGE_TYPE: { needs: ['change_type', 'rating'], single: false },
  CHANGE_EXTERNAL_STAKEHOLDER: { needs: ['label', 'rating'], single: false },
  CHANGE_OVERALL_IMPACT: { needs: ['rating'], single: true },
  CHANGE_IMPACTED_EMPLOYEE_REACH: { needs: ['audience_band'], single: true },
  CHANGE_DEPARTMENT_REACH: { needs: ['department', 'rating'], single: false },
  CHANGE_ORGANISATION_REACH: { needs: ['rating'], single: true },
};

export const dateModes = ['SINGLE_DATE', 'DURATION'] as const;
export type DateMode = (typeof dateModes)[number];
export const dateModeLabels: Record<DateMode, string> = {
  SINGLE_DATE: 'A single go-live date',
  DURATION: 'A deployment period',
};
