import type {
  Analysis,
  Capability,
  CapabilityItemGroups,
  CapabilityTrainingItem,
  SentimentScore,
} from '../../../../contract/assessments/analyses.schema';
import { presentGridAssessment } from '../shared/grid-present';
import type { CapabilityBundle, CapabilityItemRow } from './capabilities';
import type { AnalysisBundle, SentimentScoreRow } from './service';

export function presentAnalysis(bundle: AnalysisBundle): Analysis {
  return {
    ...presentGridAssessment(bundle),
    adjustments: bundle.adjustments.map(({ adjustment: a, changedBy }) => ({
      id: a.id,
      change: a.changeId,
      impacted_group: a.impactedGroupId,
      before: a.before,
      after: a.after,
      reason: a.reason,
      changed_by: changedBy,
      changed_at: a.changedAt.toISOString(),
    })),
  };
}

export function presentSentimentScore(row: SentimentScoreRow): SentimentScore {
  return {
    group: row.group.id,
    name: row.group.name,
    group_type: row.group.group_type,
    rated_changes: row.ratedChanges,
    average: row.average,
    level: row.level,
    counts: row.counts,
  };
}

export function presentCapability(row: CapabilityBundle): Capability {
  const c = row.capability;
  return {
    id: c.id,
    project: c.projectId,
    change: c.changeId,
    change_name: row.changeName,
    name: c.name,
    description: c.description,
    competency_level: c.competencyLevel,
    training_activity_type: c.trainingActivityType,
    impacted_groups: row.groups,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

function presentItem(row: CapabilityItemRow): CapabilityTrainingItem {
  return {
    capability: row.capabilityId,
    capability_name: row.capabilityName,
    change: row.changeId,
    change_name: row.changeName,
    impacted_group: row.groupId,
    impacted_group_name: row.groupName,
    competency_level: row.competencyLevel,
    training_activity_type: row.trainingActivityType,
    training_need: row.trainingNeed,
  };
}

/** Items grouped by change or training activity type, or all in one group. */
export function presentCapabilityItems(
  rows: CapabilityItemRow[],
  groupBy: 'change' | 'training_activity_type' | undefined,
): CapabilityItemGroups {
  const groups = new Map<string, { key: string; label: string; items: CapabilityTrainingItem[] }>();
  for (const row of rows) {
    const [key, label] =
      groupBy === 'change'
        ? [String(row.changeId), row.changeName]
        : groupBy === 'training_activity_type'
          ? [row.trainingActivityType, row.trainingActivityType || 'No training activity type']
          : ['all', 'All capability training items'];
    const group = groups.get(key) ?? { key, label, items: [] };
    group.items.push(presentItem(row));
    groups.set(key, group);
  }
  return [...groups.values()];
}
