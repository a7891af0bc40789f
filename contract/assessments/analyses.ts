// Zod-free on purpose: the assessments tab builds these paths on screens that do not load zod.
import type { GroupType } from '../groups/group-kinds';
import { fillPath } from '../shared/path-pattern';
import { withQuery } from '../shared/query-string';

/** Path patterns of the sentiment and training needs calls, relative to /api/v1/. */
export const analysesPatterns = {
  sentiment: 'change-sentiment-analysis/',
  sentimentDetail: 'change-sentiment-analysis/:id/',
  sentimentComplete: 'change-sentiment-analysis/:id/complete/',
  sentimentOwnerUpdate: 'change-sentiment-analysis/:id/owner_level_update/',
  sentimentScores: 'change-sentiment-analysis-score/',
  training: 'training-needs-analysis/',
  trainingDetail: 'training-needs-analysis/:id/',
  trainingComplete: 'training-needs-analysis/:id/complete/',
  trainingOwnerUpdate: 'training-needs-analysis/:id/owner_level_update/',
  capabilities: 'training-needs-capabilities/',
  capability: 'training-needs-capabilities/:id/',
  capabilityItems: 'capability-training-items/',
  competencyLevels: 'capability-competency-levels/',
} as const;

const a = analysesPatterns;

export const sentimentPaths = {
  create: (projectId: number) => withQuery(a.sentiment, { project: projectId }),
  detail: (id: number) => fillPath(a.sentimentDetail, { id }),
  complete: (id: number) => fillPath(a.sentimentComplete, { id }),
  ownerUpdate: (id: number) => fillPath(a.sentimentOwnerUpdate, { id }),
  scores: (projectId: number, groupType?: GroupType) =>
    withQuery(a.sentimentScores, { projectId, groupType }),
};

export const trainingNeedsPaths = {
  create: (projectId: number) => withQuery(a.training, { project: projectId }),
  detail: (id: number) => fillPath(a.trainingDetail, { id }),
  complete: (id: number) => fillPath(a.trainingComplete, { id }),
  ownerUpdate: (id: number) => fillPath(a.trainingOwnerUpdate, { id }),
};

export type CapabilityItemGrouping = 'change' | 'training_activity_type';

export const capabilitiesPaths = {
  byChange: (projectId: number) => withQuery(a.capabilities, { groupBy: 'change', projectId }),
  create: () => a.capabilities,
  detail: (id: number) => fillPath(a.capability, { id }),
  items: (
    projectId: number,
    options: { groupBy?: CapabilityItemGrouping; impactedGroups?: readonly number[] } = {},
  ) =>
    withQuery(a.capabilityItems, {
      projectId,
      groupBy: options.groupBy,
      impacted_groups: options.impactedGroups,
    }),
  competencyLevels: () => a.competencyLevels,
};
