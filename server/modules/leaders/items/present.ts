import type { LeaderItem } from '../../../../contract/leaders/leader-items.schema';
import { iso, isoOrNull } from '../present-helpers';
import type { ItemRow } from './queries';

export function presentItem(row: ItemRow): LeaderItem {
  return {
    id: row.id,
    kind: row.kind,
    activation_cycle: row.cycle_id,
    cycle_name: row.cycle_name,
    project: row.project_id,
    impacted_group: row.impacted_group,
    is_general: row.impacted_group === null,
    title: row.title,
    description: row.description,
    owner: row.owner,
    due_date: row.due_date,
    closed: row.closed,
    closed_at: isoOrNull(row.closed_at),
    state: row.state,
    closed_on_time: row.closed_on_time,
    can_edit: row.can_edit,
    can_close: row.can_close,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
