import type { ReactNode } from 'react';
import type { Formatter } from '@contract/shared/formatting';
import { useFormat } from './use-format';

/**
 * Formats where no hook can run: a table's column is declared once, outside any component, and
 * its cells still follow the reader's settings.
 */
export function Formatted({ children }: { children: (format: Formatter) => ReactNode }) {
  return children(useFormat());
}

/** An instant in the reader's zone and format ("28 Nov 2026, 16:05"); nothing when absent. */
export function Timestamp({ at }: { at: string | null | undefined }) {
  const format = useFormat();
  return at ? format.timestamp(at) : null;
}

/** A calendar date (`YYYY-MM-DD`) in the reader's format ("28 Nov 2026"); `none` when absent. */
export function CalendarDate({ date, none = null }: { date: string | null; none?: string | null }) {
  const format = useFormat();
  return date ? format.date(date) : none;
}
