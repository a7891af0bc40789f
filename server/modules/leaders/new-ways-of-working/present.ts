import type { NewWayOfWorking } from '../../../../contract/leaders/new-ways-of-working.schema';
import { iso } from '../present-helpers';
import type { BehaviourRow } from './queries';

export function presentBehaviour(row: BehaviourRow): NewWayOfWorking {
  return {
    id: row.id,
    activation_cycle: row.cycle_id,
    title: row.title,
    description: row.description,
    position: row.position,
    average_consistency: row.average,
    ratings: row.ratings,
    high_consistency: row.high,
    can_edit: row.can_edit,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
