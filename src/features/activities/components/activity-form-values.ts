import type { AnyActivity, CreateActivityInput } from '../api';
import type {
  ActivityAudience,
  ActivityDateMode,
  ReminderOffset,
  RepeatOption,
} from '@contract/activities/activity-kinds';

/** What the activity form holds: text for inputs, lists of ids as strings. */
export interface ActivityValues {
  name: string;
  description: string;
  type: string;
  date_mode: ActivityDateMode;
  start_date: string;
  end_date: string;
  start_time: string;
  repeat: RepeatOption;
  repeat_until: string;
  reminder: ReminderOffset;
  audience: ActivityAudience;
  impacted_groups: string[];
  owner: string;
  hours_per_person: string;
  show_in_teams: boolean;
}

export function activityValues(
  activity?: AnyActivity,
  defaults?: { date?: string },
): ActivityValues {
  return {
    name: activity?.name ?? '',
    description: activity?.description ?? '',
    type: activity ? String(activity.type) : '',
    date_mode: activity?.date_mode ?? 'SINGLE_DATE',
    start_date: activity?.start_date ?? defaults?.date ?? '',
    end_date: activity?.end_date ?? '',
    start_time: activity?.start_time ?? '',
    repeat: activity?.repeat ?? "Don't Repeat",
    repeat_until: activity?.repeat_until ?? '',
    reminder: activity?.reminder ?? 'NONE',
    audience: activity?.audience ?? 'ALL',
    impacted_groups: activity?.impacted_groups.map((g) => String(g.id)) ?? [],
    owner: activity?.owner ? String(activity.owner.id) : '',
    hours_per_person: activity ? String(activity.hours_per_person) : '1',
    show_in_teams: activity?.show_in_teams ?? true,
  };
}

/**
 * An empty required input travels as undefined: the contract's schema then names the field
 * ("Choose the activity type.") before anything is sent.
 */
function required(value: number | undefined): number {
  return value as number;
}

/** The form as the request body; empty inputs become null (or stay missing for the schema). */
export function activityBody(values: ActivityValues): Omit<CreateActivityInput, 'project'> {
  const repeats = values.repeat !== "Don't Repeat";
  return {
    name: values.name,
    description: values.description,
    type: required(values.type ? Number(values.type) : undefined),
    date_mode: values.date_mode,
    start_date: values.start_date,
    end_date: values.date_mode === 'DURATION' ? values.end_date || null : null,
    start_time: values.start_time || null,
    repeat: values.repeat,
    repeat_until: repeats ? values.repeat_until || null : null,
    reminder: values.reminder,
    audience: values.audience,
    impacted_groups: values.impacted_groups.map(Number),
    owner: values.owner ? Number(values.owner) : null,
    hours_per_person: required(
      values.hours_per_person.trim() === ''
        ? undefined
        : Number(values.hours_per_person.replace(',', '.')),
    ),
    show_in_teams: values.show_in_teams,
  };
}
