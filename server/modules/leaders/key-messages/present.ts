import type { KeyMessage } from '../../../../contract/leaders/key-messages.schema';
import { iso } from '../present-helpers';
import type { KeyMessageRow } from './queries';

export function presentKeyMessage(row: KeyMessageRow): KeyMessage {
  return {
    id: row.id,
    activation_cycle: row.cycle_id,
    cycle_name: row.cycle_name,
    impacted_group: row.impacted_group,
    title: row.title,
    body: row.body,
    position: row.position,
    can_edit: row.can_edit,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
