import type { Formatter } from '@contract/shared/formatting';
import {
  addDays,
  endOfMonth,
  formatISO,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** `YYYY-MM-DD` when the text is a real date, else null (no read for a half-typed date). */
export function isoDateOrNull(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  return isValid(parseISO(text)) ? text : null;
}

export function isoDay(date: Date): string {
  return formatISO(date, { representation: 'date' });
}

/** The weeks (Monday first) a month's grid shows, each seven days. */
export function monthGrid(year: number, month: number): Date[][] {
  const first = startOfMonth(new Date(year, month - 1, 1));
  const last = endOfMonth(first);
  const weeks: Date[][] = [];
  for (
    let start = startOfWeek(first, { weekStartsOn: 1 });
    start <= last;
    start = addDays(start, 7)
  ) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

/** Moves a `YYYY-MM-DD` date by whole days. */
export function shiftDay(iso: string, days: number): string {
  return isoDay(addDays(parseISO(iso), days));
}

export function monthLabel(format: Formatter, year: number, month: number): string {
  return format.month(`${year}-${String(month).padStart(2, '0')}-01`);
}

export function dayLabel(format: Formatter, iso: string): string {
  return format.longDate(iso);
}
