import type { ActivationCycle } from '../../../../contract/leaders/activation-cycles.schema';
import { iso } from '../present-helpers';
import type { CycleBundle } from './service';

export function presentCycle({ cycle, canEdit, nudgeStats }: CycleBundle): ActivationCycle {
  return {
    id: cycle.id,
    project: cycle.project_id,
    name: cycle.name,
    description: cycle.description,
    start_date: cycle.start_date,
    end_date: cycle.end_date,
    status: cycle.status,
    impacted_groups: cycle.impacted_groups,
    copied_from: cycle.copied_from_id,
    can_edit: canEdit,
    created_by: cycle.created_by,
    created_at: iso(cycle.created_at),
    updated_at: iso(cycle.updated_at),
    ...(nudgeStats ? { nudge_stats: nudgeStats } : {}),
  };
}
