import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  differenceInCalendarDays,
  parseISO,
} from 'date-fns';
import {
  MAX_OCCURRENCES,
  type ActivityDateMode,
  type RepeatOption,
} from '../../../../contract/activities/activity-kinds';

export interface Occurrence {
  startsOn: string;
  endsOn: string;
}

interface Timing {
  dateMode: ActivityDateMode;
  startDate: string;
  endDate: string | null;
  repeat: RepeatOption;
  repeatUntil: string | null;
}

const step: Record<Exclude<RepeatOption, "Don't Repeat">, (date: Date, n: number) => Date> = {
  Daily: addDays,
  Weekly: addWeeks,
  Monthly: addMonths,
  Yearly: addYears,
};

function iso(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Every occurrence of an activity, first to last. Each repeat is counted from the first date
 * (the 31st repeats monthly on each month's last day, never drifting to the 28th), a duration
 * keeps its length, and a repeat stops at `repeatUntil` or after `MAX_OCCURRENCES`.
 */
export function expandOccurrences(timing: Timing): Occurrence[] {
  const first = parseISO(timing.startDate);
  const length =
    timing.dateMode === 'DURATION' && timing.endDate
      ? differenceInCalendarDays(parseISO(timing.endDate), first)
      : 0;
  const occurrence = (start: Date): Occurrence => ({
    startsOn: iso(start),
    endsOn: iso(addDays(start, length)),
  });
  if (timing.repeat === "Don't Repeat" || !timing.repeatUntil) return [occurrence(first)];
  const next = step[timing.repeat];
  const until = timing.repeatUntil;
  const result: Occurrence[] = [];
  for (let n = 0; n < MAX_OCCURRENCES; n += 1) {
    const start = next(first, n);
    if (iso(start) > until) break;
    result.push(occurrence(start));
  }
  return result;
}
