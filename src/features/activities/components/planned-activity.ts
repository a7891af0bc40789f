import type { ActivityFamily } from '@contract/activities/activity-kinds';
import type { AnyActivity } from '../api';

/** An activity with its family, as the tab's list, timeline and filters handle them. */
export interface PlannedActivity {
  family: ActivityFamily;
  activity: AnyActivity;
}

export interface ActivityFilters {
  /** A project group id, or '' for all. */
  group: string;
  /** ENGAGEMENT, TRAINING, or '' for both. */
  family: '' | ActivityFamily;
}

export function matchesFilters(row: PlannedActivity, filters: ActivityFilters): boolean {
  if (filters.family && row.family !== filters.family) return false;
  if (filters.group && !row.activity.impacted_groups.some((g) => String(g.id) === filters.group)) {
    return false;
  }
  return true;
}
