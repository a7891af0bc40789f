import {
  Button,
  Input,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  type InputProps,
} from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { forwardRef, useState, type KeyboardEvent } from 'react';
import { lazyPart } from '@/components/lazy-part';
import type { Formatter } from '@contract/shared/formatting';
import { useFormat } from '@/lib/format/use-format';
import { isIsoDate, parseTypedDate, toIsoDate } from './typed-date';

// The calendar is its own chunk: a form loads it only when someone opens it.
const DateCalendar = lazyPart(
  'date-calendar',
  () => import('./date-calendar').then((m) => m.DateCalendar),
  <Spinner size="tiny" label="Loading the calendar" />,
);

export interface DateInputProps extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
> {
  /** The calendar date as the API holds it ("2026-12-13"), '' for none, or text that is no date. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

/** What the field shows for what the form holds: a date as the app writes it, else the text. */
const shown = (value: string, format: Formatter) => (isIsoDate(value) ? format.date(value) : value);

/**
 * The one date field of the app. It shows dates the way the app writes them ("13 Dec 2026"),
 * not the browser's mm/dd/yyyy, takes typed dates ("13 Dec 2026", "13/12/2026", "2026-12-13")
 * and opens a calendar from its button or with Arrow Down. The form holds an ISO date; text that
 * is no date is held as typed, so the form's check says so rather than dropping it.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, onBlur, onKeyDown, min, max, disabled, placeholder, ...rest },
  ref,
) {
  const format = useFormat();
  // What is being typed; the field shows the tidy form of the date again when it is left.
  const [draft, setDraft] = useState<string>();
  const [open, setOpen] = useState(false);
  const type = (text: string) => {
    setDraft(text);
    const date = parseTypedDate(text);
    onChange(text.trim() === '' ? '' : date ? toIsoDate(date) : text);
  };
  const pick = (iso: string) => {
    setDraft(undefined);
    onChange(iso);
    setOpen(false);
  };
  const openOnArrowDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' && !disabled) {
      event.preventDefault();
      setOpen(true);
    }
  };
  return (
    <Input
      {...rest}
      ref={ref}
      value={draft ?? shown(value, format)}
      disabled={disabled}
      autoComplete="off"
      // Arrow Down opens the calendar (as in Fluent's own date picker), so the calendar button
      // stays out of the Tab order: a form of dates is not twice as many Tab presses long.
      aria-keyshortcuts="ArrowDown"
      placeholder={placeholder ?? 'e.g. 13 Dec 2026'}
      onChange={(_event, data) => type(data.value)}
      onKeyDown={openOnArrowDown}
      onBlur={(event) => {
        setDraft(undefined);
        onBlur?.(event);
      }}
      contentAfter={
        <Popover
          open={open}
          onOpenChange={(_event, data) => setOpen(data.open)}
          trapFocus
          positioning="below-end"
        >
          <PopoverTrigger disableButtonEnhancement>
            <Button
              appearance="transparent"
              size="small"
              icon={<CalendarRegular />}
              aria-label="Choose a date from a calendar"
              tabIndex={-1}
              disabled={disabled}
            />
          </PopoverTrigger>
          <PopoverSurface aria-label="Calendar">
            {open ? (
              <DateCalendar
                value={isIsoDate(value) ? value : undefined}
                min={min}
                max={max}
                onPick={pick}
                onDismiss={() => setOpen(false)}
              />
            ) : null}
          </PopoverSurface>
        </Popover>
      }
    />
  );
});
