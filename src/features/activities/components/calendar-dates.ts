import {
  addDays,
  endOfMonth,
  format,
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
  return format(date, 'yyyy-MM-dd');
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

export function monthLabel(year: number, month: number): string {
  return format(new Date(year, month - 1, 1), 'MMMM yyyy');
}

export function dayLabel(iso: string): string {
  return format(parseISO(iso), 'EEEE d MMMM yyyy');
}
