import { nudgesPaths } from '../../../../contract/leaders/nudges';
import type { Nudge } from '../../../../contract/leaders/nudges.schema';
import { iso, isoOrNull } from '../present-helpers';
import type { NudgeRow } from './queries';

export function presentNudge(row: NudgeRow): Nudge {
  return {
    id: row.id,
    impacted_group: row.impacted_group,
    item_id: row.item_id,
    item_type: row.item_type,
    activation_cycle: row.cycle_id,
    title: row.title,
    description: row.description,
    description_html: row.description_html,
    button_name: row.button_name,
    button_link: row.button_link,
    alert_date_time: iso(row.alert_date_time),
    channel: row.channel,
    recipients: row.recipients,
    image: row.image_key ? nudgesPaths.image(row.id) : null,
    image_name: row.image_name,
    status: row.sent_at ? 'SENT' : 'SCHEDULED',
    sent_at: isoOrNull(row.sent_at),
    deliveries: row.deliveries,
    can_edit: row.can_edit,
    created_at: iso(row.created_at),
  };
}
