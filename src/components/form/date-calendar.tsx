import { Calendar, DayOfWeek, type ICalendar } from '@fluentui/react-calendar-compat';
import { useEffect, useMemo, useRef } from 'react';
import { fromIsoDate, toIsoDate } from './typed-date';

/**
 * The calendar a date field opens: weeks start on Monday as the app's dates do, focus lands on
 * the chosen day (or today) so arrow keys move at once, and a pick is handed back as an ISO date.
 */
export function DateCalendar({
  value,
  min,
  max,
  onPick,
  onDismiss,
}: {
  value: string | undefined;
  min?: string;
  max?: string;
  onPick: (iso: string) => void;
  onDismiss: () => void;
}) {
  const calendar = useRef<ICalendar>(null);
  useEffect(() => calendar.current?.focus(), []);
  const chosen = useMemo(() => (value ? fromIsoDate(value) : undefined), [value]);
  const minDate = useMemo(() => (min ? fromIsoDate(min) : undefined), [min]);
  const maxDate = useMemo(() => (max ? fromIsoDate(max) : undefined), [max]);
  return (
    <Calendar
      componentRef={calendar}
      value={chosen}
      minDate={minDate}
      maxDate={maxDate}
      firstDayOfWeek={DayOfWeek.Monday}
      showGoToToday
      onSelectDate={(date) => onPick(toIsoDate(date))}
      onDismiss={onDismiss}
    />
  );
}
