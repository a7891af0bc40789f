import {
  formatLocaleLabels,
  formatLocales,
  formatterFor,
  type FormatLocale,
} from '@contract/shared/formatting';

// One moment shown in every choice, so the list itself shows what each format looks like.
const example = '2026-11-28T16:05:00Z';

/** The regional formats to choose from, each with a date and time written in it. */
export function localeOptions(): { value: FormatLocale; label: string }[] {
  return formatLocales.map((locale) => ({
    value: locale,
    label: `${formatLocaleLabels[locale]}: ${formatterFor({ locale, timeZone: 'UTC' }).timestamp(example)}`,
  }));
}
