// Zod-free on purpose: the portfolio and the project's tab show these without zod.
import { fillPath } from '../shared/path-pattern';
import { ratingWeights, type RatingLevel } from './assessments';

/** How much needs attention before a change goes live, from its assessments. */
export const attentionLevels = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type AttentionLevel = (typeof attentionLevels)[number];
export const attentionLevelLabels: Record<AttentionLevel, string> = {
  LOW: 'On track',
  MEDIUM: 'Watch',
  HIGH: 'At risk',
};

/** What the rolled-up score reads of each assessment (for one change). */
export interface ChangeSummaryInputs {
  /** Highest change impact (overall) on any group, and that group. */
  impact: { rating: RatingLevel; group: string } | null;
  /** Readiness measures that apply to the change (its own and the assessment-wide ones). */
  readiness: { total: number; red: number; amber: number; unreported: number } | null;
  /** Highest business risk rating of the change's risks, and the risk. */
  businessRisk: { rating: RatingLevel; title: string } | null;
  implementationRisk: RatingLevel | null;
  /** Lowest sentiment of any group, and that group. */
  sentiment: { rating: RatingLevel; group: string } | null;
  /** Highest training need of any group; null when the analysis has no cell for the change. */
  trainingNeed: RatingLevel | null;
}

/**
 * The rolled-up score, 0 (nothing to worry about) to 100, and the reasons behind it:
 * impact up to 20 (weight × 4), readiness up to 30 (red share × 30 + amber share × 15, 10 when
 * no measure applies), risk up to 20 (the higher of business and implementation risk, weight ×
 * 4), sentiment up to 20 ((5 − weight) × 5 for the least supportive group, 5 when unassessed),
 * training up to 10 (weight × 2, 5 when unassessed). 60 or more is At risk, 30 or more Watch.
 */
export function scoreChange(inputs: ChangeSummaryInputs): {
  score: number;
  level: AttentionLevel;
  reasons: string[];
} {
  const reasons: string[] = [];
  let score = 0;
  const label = (r: RatingLevel) =>
    ({
      VERY_HIGH: 'Very high',
      HIGH: 'High',
      MEDIUM: 'Medium',
      LOW: 'Low',
      VERY_LOW: 'Very low',
      'N/A': 'No',
    })[r];
  if (inputs.impact) {
    score += ratingWeights[inputs.impact.rating] * 4;
    if (ratingWeights[inputs.impact.rating] >= 4) {
      reasons.push(`${label(inputs.impact.rating)} impact on ${inputs.impact.group}`);
    }
  } else {
    reasons.push('Impact unassessed');
  }
  const readiness = inputs.readiness;
  if (readiness && readiness.total > 0) {
    score += Math.round(
      (readiness.red / readiness.total) * 30 + (readiness.amber / readiness.total) * 15,
    );
    if (readiness.red > 0) {
      reasons.push(`${readiness.red} of ${readiness.total} readiness measures red`);
    } else if (readiness.amber > 0) {
      reasons.push(`${readiness.amber} of ${readiness.total} readiness measures amber`);
    }
    if (readiness.unreported > 0) {
      reasons.push(`${readiness.unreported} of ${readiness.total} readiness measures not reported`);
    }
  } else {
    score += 10;
    reasons.push('No readiness measures');
  }
  const riskWeights = [
    inputs.businessRisk ? ratingWeights[inputs.businessRisk.rating] : 0,
    inputs.implementationRisk ? ratingWeights[inputs.implementationRisk] : 0,
  ];
  score += Math.max(...riskWeights) * 4;
  if (inputs.businessRisk && ratingWeights[inputs.businessRisk.rating] >= 4) {
    reasons.push(
      `${label(inputs.businessRisk.rating)} business risk: ${inputs.businessRisk.title}`,
    );
  }
  if (inputs.implementationRisk && ratingWeights[inputs.implementationRisk] >= 4) {
    reasons.push(`${label(inputs.implementationRisk)} implementation risk`);
  }
  if (inputs.sentiment) {
    const weight = ratingWeights[inputs.sentiment.rating];
    if (weight > 0) score += (5 - weight) * 5;
    if (weight > 0 && weight <= 2) {
      reasons.push(`${label(inputs.sentiment.rating)} sentiment in ${inputs.sentiment.group}`);
    }
  } else {
    score += 5;
    reasons.push('Sentiment unassessed');
  }
  if (inputs.trainingNeed) {
    score += ratingWeights[inputs.trainingNeed] * 2;
    if (ratingWeights[inputs.trainingNeed] >= 4) {
      reasons.push(`${label(inputs.trainingNeed)} training need`);
    }
  } else {
    score += 5;
    reasons.push('Training needs unassessed');
  }
  const capped = Math.min(100, score);
  return { score: capped, level: capped >= 60 ? 'HIGH' : capped >= 30 ? 'MEDIUM' : 'LOW', reasons };
}

export const summaryPatterns = {
  project: 'projects/:id/assessment-summary/',
  assessments: 'projects/:id/assessments/',
  /** Which assessments the organisation has switched on (access entry and feature flag). */
  available: 'assessment-access/',
} as const;
export const summaryPaths = {
  /** `GET` the project's assessments (each kind at most once), to find their ids. */
  assessments: (projectId: number) => fillPath(summaryPatterns.assessments, { id: projectId }),
  /** `GET` one readiness-and-risk summary per change of the project. */
  project: (projectId: number) => fillPath(summaryPatterns.project, { id: projectId }),
  available: () => summaryPatterns.available,
};
