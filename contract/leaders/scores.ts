// Zod-free on purpose: the portfolio dashboard and the leader's view read these paths without zod.
import { withQuery } from '../shared/query-string';

/** Path patterns of the score calls, relative to /api/v1/ (spelt as the spec gives them). */
export const scoresPatterns = {
  activationForProject: 'get-leader-activation-scores-for-project/',
  activationForPortfolio: 'get-leader-activation-scores-for-portfolio-dashboard/',
  engagementForProject: 'get-leader-engagement-scores-for-project/',
  engagementForPortfolio: 'get-leader-engagement-scores-for-porfolio-dashboard/',
  activationForGroup: 'leader-activation-score/',
  engagementForGroup: 'leader-engagement-score/',
  activationForGroupByCycle: 'get-leader-activation-scores-for-impacted-group/',
  engagementForGroupByCycle: 'get-leader-engagement-scores-for-impacted-group/',
} as const;

export const scoresPaths = {
  activationForProject: (projectId: number) =>
    withQuery(scoresPatterns.activationForProject, { projectId }),
  activationForPortfolio: (projectId?: number) =>
    withQuery(scoresPatterns.activationForPortfolio, { projectId }),
  engagementForProject: (projectId: number) =>
    withQuery(scoresPatterns.engagementForProject, { projectId }),
  engagementForPortfolio: (projectId?: number) =>
    withQuery(scoresPatterns.engagementForPortfolio, { projectId }),
  activationForGroup: (impactedGroupId: number) =>
    withQuery(scoresPatterns.activationForGroup, { impactedGroupId }),
  engagementForGroup: (impactedGroupId: number) =>
    withQuery(scoresPatterns.engagementForGroup, { impactedGroupId }),
  activationForGroupByCycle: () => scoresPatterns.activationForGroupByCycle,
  engagementForGroupByCycle: () => scoresPatterns.engagementForGroupByCycle,
};
