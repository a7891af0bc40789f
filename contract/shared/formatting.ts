/*
 * The one way Changecraft says a date, a time, a number or a count: every screen, export and
 * e-mail formats through a `Formatter` made here from the reader's settings (the organisation's
 * locale and time zone, which a person may override in their profile). Built on `Intl` only, so
 * it costs the first screen no locale data of its own.
 *
 * Two settings are kept apart on purpose: the `locale` decides how dates and numbers are written
 * ("28 Nov 2026" or "Nov 28, 2026"), the `language` decides the words around them ("in 21 days",
 * "1 leader"). Today the product speaks English only, so the locales offered are English ones and
 * the language is always `en`; a person's own language can later be one more setting here.
 */

/** The regional formats an organisation or a person may choose. */
export const formatLocales = [
  'en-GB',
  'en-US',
  'en-IE',
  'en-CA',
  'en-AU',
  'en-NZ',
  'en-IN',
  'en-ZA',
] as const;
export type FormatLocale = (typeof formatLocales)[number];

export const formatLocaleLabels: Record<FormatLocale, string> = {
  'en-GB': 'English (United Kingdom)',
  'en-US': 'English (United States)',
  'en-IE': 'English (Ireland)',
  'en-CA': 'English (Canada)',
  'en-AU': 'English (Australia)',
  'en-NZ': 'English (New Zealand)',
  'en-IN': 'English (India)',
  'en-ZA': 'English (South Africa)',
};

export const defaultLocale: FormatLocale = 'en-GB';

export function isFormatLocale(value: string): value is FormatLocale {
  return (formatLocales as readonly string[]).includes(value);
}

/** The words of the product; one language today (see the top of this file). */
export type FormatLanguage = 'en';

export interface FormatSettings {
  locale: string;
  /** An IANA zone; timestamps are shown in it. Calendar dates have no zone and never move. */
  timeZone: string;
  language?: FormatLanguage;
}

/** A count's noun in each plural category the language needs ("leader", "leaders"). */
export interface CountWords {
  one: string;
  other: string;
}

/** An organisation's settings, overridden field by field by a person's own, when they set any. */
export function formatSettingsFor(
  organisation: { locale?: string | null; time_zone?: string | null } | undefined,
  person?: { locale?: string | null; time_zone?: string | null },
): FormatSettings {
  return {
    locale: person?.locale || organisation?.locale || defaultLocale,
    timeZone: person?.time_zone || organisation?.time_zone || browserTimeZone(),
  };
}

/** The zone of the device, for a form's first suggestion before anyone chose one. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/**
 * One Intl formatter per settings and options, made when first used: building one costs far more
 * than formatting with it, and a list formats many values on every render.
 */
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = made.get(key);
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found as T;
}

function calendarDate(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

function instant(at: string | Date): Date {
  return typeof at === 'string' ? new Date(at) : at;
}

const DAY_MS = 86_400_000;

export interface Formatter {
  readonly settings: Required<FormatSettings>;
  /** A calendar date (`YYYY-MM-DD`): "28 Nov 2026". */
  date(date: string): string;
  /** A calendar date's day and short month apart, for a date tile: `{ day: '28', month: 'Nov' }`. */
  dayAndMonth(date: string): { day: string; month: string };
  /** A calendar date without its year: "28 Nov". */
  shortDate(date: string): string;
  /** A calendar date with its weekday: "Sat 28 Nov". */
  weekdayDate(date: string): string;
  /** A calendar date in full: "Saturday 28 November 2026". */
  longDate(date: string): string;
  /** "November 2026", or "Nov 2026" when `short`. */
  month(date: string, short?: boolean): string;
  /** "3 Mar 2026 – 9 Apr 2026", or one side when the other is missing. */
  dateRange(start: string | null, end: string | null): string;
  /** An instant's day in the reader's zone: "28 Nov 2026". */
  timestampDate(at: string | Date): string;
  /** An instant's wall-clock time in the reader's zone: "16:05". */
  time(at: string | Date): string;
  /** An instant in the reader's zone: "28 Nov 2026, 16:05". */
  timestamp(at: string | Date): string;
  /** A wall-clock date and time with no zone ("2026-11-28T09:00"), as written: "28 Nov 2026, 09:00". */
  wallClock(local: string): string;
  /** "today", "tomorrow", "in 21 days", "3 days ago", from calendar dates. */
  relativeDays(date: string, today: string): string;
  /** 12,345 in the reader's locale. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** An amount in minor units (pence, cents): "£12.50". */
  currency(minor: number, currency: string): string;
  /** The noun for a count, from the language's plural rules: "leader" or "leaders". */
  countWord(count: number, words: CountWords): string;
  /** A count with its noun: "1 leader", "2,400 people". */
  count(count: number, words: CountWords): string;
}

const formatters = new Map<string, Formatter>();

/** The formatter for `settings`; the same object for the same settings. */
export function formatterFor(input: FormatSettings): Formatter {
  const settings: Required<FormatSettings> = { language: 'en', ...input };
  const key = `${settings.locale}|${settings.timeZone}|${settings.language}`;
  const known = formatters.get(key);
  if (known) return known;
  const formatter = makeFormatter(settings);
  formatters.set(key, formatter);
  return formatter;
}

function makeFormatter(settings: Required<FormatSettings>): Formatter {
  const { locale, language } = settings;
  // An unknown zone (a typo in old data) must not take a screen down: the zone-less UTC reading
  // is the least surprising fallback.
  let timeZone = settings.timeZone;
  try {
    new Intl.DateTimeFormat(locale, { timeZone });
  } catch {
    timeZone = 'UTC';
  }
  const dates = (name: string, options: Intl.DateTimeFormatOptions) =>
    cached(`${locale}|${timeZone}|${name}`, () => new Intl.DateTimeFormat(locale, options));
  const calendar = (options: Intl.DateTimeFormatOptions) => ({ ...options, timeZone: 'UTC' });
  const plural = new Intl.PluralRules(language);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });

  const formatter: Formatter = {
    settings: { locale, timeZone, language },
    date: (date) => dates('date', calendar({ dateStyle: 'medium' })).format(calendarDate(date)),
    dayAndMonth(date) {
      const parts = dates('day-month', calendar({ day: 'numeric', month: 'short' })).formatToParts(
        calendarDate(date),
      );
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return { day: part('day'), month: part('month') };
    },
    shortDate: (date) =>
      dates('short', calendar({ day: 'numeric', month: 'short' })).format(calendarDate(date)),
    weekdayDate: (date) =>
      dates('weekday', calendar({ weekday: 'short', day: 'numeric', month: 'short' })).format(
        calendarDate(date),
      ),
    longDate: (date) => dates('long', calendar({ dateStyle: 'full' })).format(calendarDate(date)),
    month: (date, short = false) =>
      dates(
        short ? 'month-short' : 'month',
        calendar({ month: short ? 'short' : 'long', year: 'numeric' }),
      ).format(calendarDate(date)),
    dateRange(start, end) {
      if (start && end) return `${formatter.date(start)} – ${formatter.date(end)}`;
      if (start) return `From ${formatter.date(start)}`;
      if (end) return `Until ${formatter.date(end)}`;
      return 'No dates yet';
    },
    timestampDate: (at) => dates('at-date', { dateStyle: 'medium', timeZone }).format(instant(at)),
    time: (at) => dates('at-time', { timeStyle: 'short', timeZone }).format(instant(at)),
    timestamp: (at) =>
      dates('at', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(instant(at)),
    wallClock: (local) =>
      dates('wall', calendar({ dateStyle: 'medium', timeStyle: 'short' })).format(
        new Date(`${local.slice(0, 16)}:00Z`),
      ),
    relativeDays(date, today) {
      const days = Math.round(
        (calendarDate(date).getTime() - calendarDate(today).getTime()) / DAY_MS,
      );
      return relative.format(days, 'day');
    },
    number: (value, options = {}) =>
      cached(
        `${locale}|n|${JSON.stringify(options)}`,
        () => new Intl.NumberFormat(locale, options),
      ).format(value),
    currency: (minor, currency) =>
      cached(
        `${locale}|c|${currency}`,
        () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
      ).format(minor / 100),
    countWord: (count, words) => (plural.select(count) === 'one' ? words.one : words.other),
    count: (count, words) => `${formatter.number(count)} ${formatter.countWord(count, words)}`,
  };
  return formatter;
}
