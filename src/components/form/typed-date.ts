const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** Whether text is a calendar date as the API holds it ("2026-12-13"). */
export const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** A calendar date ("2026-12-13") as local midnight, for the calendar, and back. */
export function fromIsoDate(iso: string): Date | undefined {
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : undefined;
}
export const toIsoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function valid(y: number, m: number, d: number): Date | null {
  const date = new Date(y, m - 1, d);
  date.setFullYear(y);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d
    ? date
    : null;
}

/**
 * What a person may type: the app's own "13 Dec 2026" (or "13 December 2026", or "Dec 13, 2026"), day-first
 * "13/12/2026" as the app's locale writes it, or ISO "2026-12-13". Anything else is no date.
 */
export function parseTypedDate(text: string): Date | null {
  const value = text.trim();
  // ISO in full only: "2026-06-1" is half-way to "2026-06-12", not the first of June.
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return valid(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (match) return valid(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(value);
  const word = (match?.[2] ?? '').toLowerCase();
  // "Dec", "Decem" and "December" are December; "Sept" is September.
  const month = MONTHS.findIndex((name) => word.length >= 3 && name.startsWith(word));
  if (match && month >= 0) return valid(Number(match[3]), month + 1, Number(match[1]));
  // Month first, as the field shows a date in a US or Canadian format ("Dec 13, 2026").
  match = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(value);
  const first = (match?.[1] ?? '').toLowerCase();
  const named = MONTHS.findIndex((name) => first.length >= 3 && name.startsWith(first));
  if (match && named >= 0) return valid(Number(match[3]), named + 1, Number(match[2]));
  return null;
}

/**
 * For a date that is not a form field (a filter, a what-if): the date typed, '' when cleared,
 * or the date held before while the text is no date yet.
 */
export const whenDate = (typed: string, before: string) =>
  typed === '' || isIsoDate(typed) ? typed : before;
