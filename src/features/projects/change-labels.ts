import {
  impactAttributeKindLabels,
  impactRatingLabels,
} from '@contract/projects/change-attributes';
import { CHANGE_WIZARD_STEP_COUNT } from '@contract/projects/changes';
import type { ImpactAttribute } from '@contract/projects/change-attributes.schema';
import type { Change } from '@contract/projects/changes.schema';
import { changeTypeLabels } from '@contract/projects/projects';
import type { Formatter } from '@contract/shared/formatting';

/** When a change goes live, in words. */
export function changeTiming(
  change: Pick<Change, 'date_mode' | 'go_live_date' | 'start_date' | 'end_date'>,
  format: Formatter,
): string {
  if (change.date_mode === 'SINGLE_DATE' && change.go_live_date)
    return format.date(change.go_live_date);
  if (change.date_mode === 'DURATION') return format.dateRange(change.start_date, change.end_date);
  return 'Not scheduled';
}

/** The date a change first goes live (its go-live date, or the start of its period). */
export function changeGoLiveDate(
  change: Pick<Change, 'date_mode' | 'go_live_date' | 'start_date'>,
) {
  return change.date_mode === 'SINGLE_DATE' ? change.go_live_date : change.start_date;
}

/** How far the change's set-up has come. */
export function changeSetup(change: Pick<Change, 'wizard_step' | 'wizard_complete'>): string {
  return change.wizard_complete
    ? 'Set up'
    : `${change.wizard_step} of ${CHANGE_WIZARD_STEP_COUNT} steps done`;
}

/** One impact attribute in words: "Overall impact: High". */
export function impactAttributeText(attribute: ImpactAttribute): string {
  const kind = impactAttributeKindLabels[attribute.kind];
  const parts: string[] = [];
  if (attribute.change_type) parts.push(changeTypeLabels[attribute.change_type]);
  if (attribute.label) parts.push(attribute.label);
  if (attribute.department_name) parts.push(attribute.department_name);
  if (attribute.audience_band) parts.push(`${attribute.audience_band} employees`);
  if (attribute.rating) parts.push(impactRatingLabels[attribute.rating]);
  return `${kind}: ${parts.join(', ') || 'not rated'}`;
}
