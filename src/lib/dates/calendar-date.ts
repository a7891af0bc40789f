import { defaultLocale, formatterFor } from '@contract/shared/formatting';

/*
 * Calendar dates as the API sends them (`YYYY-MM-DD`, no time zone) and "today" in the
 * organisation's time zone, which decides Overdue and which report periods exist (DESIGN.md §6).
 */

const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options, made when first used: building an Intl.DateTimeFormat
 * costs far more than formatting with one, and a screen formats many dates on every render (the
 * first screen's main thread, DESIGN.md §8).
 */
function format(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formats.set(key, made);
  }
  return made;
}

/**
 * Builds the formatters of the first screens ahead of their first render, in two tasks of their
 * own while the first reads are on the wire. The page's first Intl.DateTimeFormat loads the
 * browser's locale and time zone data: about 15 ms of main thread at full speed, four times that
 * on a phone, which otherwise lands inside the render of the first list of dates (DESIGN.md §8).
 * A signed-in screen's page has already loaded that data before its first paint
 * (server/http/app-pages.ts).
 */
export function prepareDateFormats(): void {
  setTimeout(() => {
    todayIn(undefined);
    setTimeout(
      () => formatterFor({ locale: defaultLocale, timeZone: 'UTC' }).date('2000-01-01'),
      0,
    );
  }, 0);
}

/** Today's date (YYYY-MM-DD) in `timeZone`; the browser's own zone when none is known. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    return format('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return format('en-CA').format(now);
  }
}

function toUtc(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `date` moved by whole days (negative goes back). */
export function addDays(date: string, days: number): string {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** `date` moved by whole months, kept on the first of the month. */
export function addMonths(date: string, months: number): string {
  const d = toUtc(date);
  return fromUtc(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/** The first day of the month of `date`. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
