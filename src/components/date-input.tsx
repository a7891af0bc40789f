import { DatePicker, type DatePickerProps } from '@fluentui/react-datepicker-compat';
import { forwardRef, useMemo } from 'react';
import { formatDate } from '@/lib/dates/calendar-date';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date ("2026-12-13") as the picker's local midnight, and back. */
const toDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : undefined;
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function valid(y: number, m: number, d: number): Date | null {
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d
    ? date
    : null;
}

/**
 * What a person may type: the app's own "13 Dec 2026" (or "13 December 2026"), day-first
 * "13/12/2026" as the app's locale writes it, or ISO "2026-12-13".
 */
export function parseTypedDate(text: string): Date | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return valid(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (match) return valid(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(value);
  const month = match ? MONTHS.indexOf((match[2] ?? '').slice(0, 3).toLowerCase()) : -1;
  if (match && month >= 0) return valid(Number(match[3]), month + 1, Number(match[1]));
  return null;
}

// Stable across renders: the picker re-formats its text whenever these or its value change.
const formatPicked = (date?: Date) => (date ? formatDate(toIso(date)) : '');
const parseTyped = (text: string) => parseTypedDate(text);

export interface DateInputProps extends Omit<
  DatePickerProps,
  'value' | 'onSelectDate' | 'minDate' | 'maxDate' | 'onChange'
> {
  /** The calendar date as the API holds it ("2026-12-13"), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

/**
 * The one date field of the app: shows dates the way the app writes them ("13 Dec 2026"),
 * opens a calendar, and takes typed dates too (keyboard users, pasted dates). Holds ISO dates.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, min, max, ...rest },
  ref,
) {
  const date = useMemo(() => (value ? (toDate(value) ?? null) : null), [value]);
  const minDate = useMemo(() => (min ? toDate(min) : undefined), [min]);
  const maxDate = useMemo(() => (max ? toDate(max) : undefined), [max]);
  return (
    <DatePicker
      {...rest}
      ref={ref}
      allowTextInput
      // Typing goes straight into the field; the calendar opens from its button or Arrow Down.
      openOnClick={false}
      disableAutoFocus
      firstDayOfWeek={1}
      value={date}
      minDate={minDate}
      maxDate={maxDate}
      formatDate={formatPicked}
      parseDateFromString={parseTyped}
      onSelectDate={(picked) => onChange(picked ? toIso(picked) : '')}
      placeholder={rest.placeholder ?? 'e.g. 13 Dec 2026'}
    />
  );
});
