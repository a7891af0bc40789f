import type {
  EngagementActivityType,
  TrainingActivityType,
} from '../../../../contract/activities/activity-types.schema';
import type { EngagementTypeRow, TrainingTypeRow } from './service';

export function presentEngagementType(row: EngagementTypeRow): EngagementActivityType {
  return {
    id: row.type.id,
    name: row.type.name,
    kind: row.type.kind,
    description: row.type.description,
    default_hours: row.type.defaultHours,
    predefined: row.type.predefined,
    enabled: row.type.enabled,
    activity_count: row.activityCount,
    created_at: row.type.createdAt.toISOString(),
  };
}

export function presentTrainingType(row: TrainingTypeRow): TrainingActivityType {
  return {
    id: row.type.id,
    name: row.type.name,
    description: row.type.description,
    default_hours: row.type.defaultHours,
    single_date_only: row.type.singleDateOnly,
    predefined: row.type.predefined,
    enabled: row.type.enabled,
    activity_count: row.activityCount,
    created_at: row.type.createdAt.toISOString(),
  };
}
