import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { CalendarEvent } from '@contract/activities/calendar.schema';
import { announceAction } from '@/components/action-toasts';
import { useFormat } from '@/lib/format/use-format';
import { ReadState } from '@/components/read-state';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useCalendar, useUpdateActivity } from '../hooks';
import { dayLabel, isoDay, monthGrid, monthLabel, shiftDay } from './calendar-dates';
import { eventTypeLook } from './event-look';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grid: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
  dayHead: { padding: tokens.spacingVerticalXS, textAlign: 'left' },
  day: {
    verticalAlign: 'top',
    minHeight: '6.5rem',
    padding: tokens.spacingVerticalXXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  outside: { backgroundColor: tokens.colorNeutralBackground3 },
  target: { outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  event: {
    display: 'block',
    width: '100%',
    marginBottom: tokens.spacingVerticalXXS,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    textAlign: 'left',
    border: 'none',
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground2,
    fontSize: tokens.fontSizeBase200,
    // Touch targets of at least 24 px (WCAG 2.2 target size).
    minHeight: '24px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  },
  moving: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
});

interface Moving {
  event: CalendarEvent;
  to: string;
}

export interface MonthCalendarProps {
  projectId: number;
  year: number;
  month: number;
  onMonthChange: (year: number, month: number) => void;
  /** Shows only the events this returns true for (the tab's filters). */
  filter: (event: CalendarEvent) => boolean;
  onOpen: (event: CalendarEvent) => void;
}

/**
 * A month of the project's dates. Activities the caller may move are dragged to another day,
 * or moved by keyboard: focus one, press M, arrows move a day (up and down a week), Enter
 * drops, Escape cancels. Go-lives and milestones show read-only.
 */
export function MonthCalendar({
  projectId,
  year,
  month,
  onMonthChange,
  filter,
  onOpen,
}: MonthCalendarProps) {
  const format = useFormat();
  const styles = useStyles();
  const calendar = useCalendar(month, year, projectId);
  const update = useUpdateActivity();
  const [moving, setMoving] = useState<Moving>();
  const [status, setStatus] = useState('');
  const dragged = useRef<CalendarEvent>(undefined);

  async function move(event: CalendarEvent, to: string) {
    setMoving(undefined);
    if (!event.activity || to === event.date) return;
    const days = Math.round((Date.parse(to) - Date.parse(event.date)) / 86_400_000);
    try {
      await update(event.activity.family, event.activity.id, {
        start_date: to,
        ...(event.end_date ? { end_date: shiftDay(event.end_date, days) } : {}),
      });
      setStatus(`Moved “${event.title}” to ${dayLabel(format, to)}.`);
      announceAction({ title: `Moved “${event.title}” to ${dayLabel(format, to)}` });
    } catch {
      setStatus(`“${event.title}” could not be moved.`);
      announceAction({ title: `“${event.title}” could not be moved`, intent: 'error' });
    }
  }

  function onEventKey(event: CalendarEvent, e: KeyboardEvent<HTMLButtonElement>) {
    if (!moving) {
      if ((e.key === 'm' || e.key === 'M') && event.movable) {
        e.preventDefault();
        setMoving({ event, to: event.date });
        setStatus(`Moving “${event.title}”. Arrows change the day, Enter drops, Escape cancels.`);
      }
      return;
    }
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    if (step !== undefined) {
      e.preventDefault();
      const to = shiftDay(moving.to, step);
      setMoving({ ...moving, to });
      setStatus(`${dayLabel(format, to)}.`);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      void move(moving.event, moving.to);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setMoving(undefined);
      setStatus('Move cancelled.');
    }
  }

  const shift = (by: number) => {
    const index = year * 12 + (month - 1) + by;
    onMonthChange(Math.floor(index / 12), (index % 12) + 1);
  };
  const weeks = monthGrid(year, month);
  const inMonth = (day: Date) => day.getMonth() === month - 1;

  return (
    <section aria-labelledby="calendar-month">
      <div className={styles.head}>
        <Button
          icon={<ChevronLeftRegular />}
          aria-label="Previous month"
          onClick={() => shift(-1)}
        />
        <h3 id="calendar-month">{monthLabel(format, year, month)}</h3>
        <Button icon={<ChevronRightRegular />} aria-label="Next month" onClick={() => shift(1)} />
      </div>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{status}</VisuallyHidden>
      </div>
      <ReadState read={calendar} what="the calendar">
        {(data) => {
          const byDay = new Map<string, CalendarEvent[]>();
          for (const event of data.events.filter(filter)) {
            const list = byDay.get(event.date) ?? [];
            list.push(event);
            byDay.set(event.date, list);
          }
          return (
            <table className={styles.grid} aria-labelledby="calendar-month">
              <thead>
                <tr>
                  {['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => (
                    <th key={d} scope="col" className={styles.dayHead}>
                      {d}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={isoDay(week[0] ?? new Date())}>
                    {week.map((day) => {
                      const iso = isoDay(day);
                      const events = byDay.get(iso) ?? [];
                      return (
                        <td
                          key={iso}
                          data-date={iso}
                          aria-label={dayLabel(format, iso)}
                          className={mergeClasses(
                            styles.day,
                            !inMonth(day) && styles.outside,
                            moving?.to === iso && styles.target,
                          )}
                          onDragOver={(e: DragEvent) => {
                            if (dragged.current) e.preventDefault();
                          }}
                          onDrop={(e: DragEvent) => {
                            e.preventDefault();
                            const event = dragged.current;
                            dragged.current = undefined;
                            if (event) void move(event, iso);
                          }}
                        >
                          <Caption1 aria-hidden>{day.getDate()}</Caption1>
                          {events.map((event) => {
                            const look = eventTypeLook(event.type);
                            return (
                              <button
                                key={event.key}
                                type="button"
                                className={mergeClasses(
                                  styles.event,
                                  moving?.event.key === event.key && styles.moving,
                                )}
                                style={{ borderLeftColor: look.color }}
                                draggable={event.movable}
                                onDragStart={() => {
                                  dragged.current = event;
                                }}
                                onClick={() => (moving ? undefined : onOpen(event))}
                                onKeyDown={(e) => onEventKey(event, e)}
                                onBlur={() => {
                                  if (moving?.event.key === event.key) setMoving(undefined);
                                }}
                                aria-description={
                                  event.movable ? 'Press M to move it to another day.' : undefined
                                }
                              >
                                {look.short}: {event.title}
                                {event.hours_per_person !== null
                                  ? ` (${event.hours_per_person} h)`
                                  : ''}
                              </button>
                            );
                          })}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </ReadState>
    </section>
  );
}
