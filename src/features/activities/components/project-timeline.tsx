import type { Formatter } from '@contract/shared/formatting';
import { Caption1 } from '@fluentui/react-components';
import { MAX_CALENDAR_MONTHS, type CalendarEvent } from '@contract/activities/calendar.schema';
import { useChanges, useProject, useProjectMilestones } from '@/features/projects/hooks';
import { useFormat } from '@/lib/format/use-format';
import { useCalendarMonths } from '../hooks';
import { ActivityTimeline, type TimelineEntry } from './activity-timeline';
import { isoDay } from './calendar-dates';
import type { ActivityFilters, PlannedActivity } from './planned-activity';

/** Comms go out ahead of the dates they announce, surveys follow up after: months read around. */
const LEAD_MONTHS = 3;
const TRAIL_MONTHS = 3;

/**
 * The months the timeline reads the project's other dates for: from its first known date's
 * month (less a lead for the comms announcing it) to its last's (plus a trail for follow-up
 * surveys), at most the most months the calendar reads, keeping the end.
 */
export function timelineMonths(dates: readonly (string | null | undefined)[], today: string) {
  const known = dates.filter((d): d is string => Boolean(d)).sort();
  const index = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
  const last = index(known.at(-1) ?? today) + TRAIL_MONTHS;
  const first = Math.max(index(known[0] ?? today) - LEAD_MONTHS, last - MAX_CALENDAR_MONTHS + 1);
  return { month: (first % 12) + 1, year: Math.floor(first / 12), months: last - first + 1 };
}

function readOnlyDetail(event: CalendarEvent, format: Formatter): string {
  const at = event.time ? ` at ${event.time}` : '';
  const until = event.end_date ? `, until ${format.shortDate(event.end_date)}` : '';
  switch (event.type) {
    case 'Survey':
      return `Survey${at}${until} (from the Surveys tab)`;
    case 'Change Go-Live Event':
      return `Go-live event${at} (from the Changes tab)`;
    default:
      return `${event.type}${at}${until} (from the Comms tab)`;
  }
}

/** Keys of the calendar's go-lives and milestones, which the timeline builds from its own reads. */
const fromOwnReads = /^(go-live-\d|milestone-)/;

/**
 * The project's activities in date order with, read-only, its go-lives, milestones, go-live
 * events, comms and surveys; only the activities follow the group filter, and a kind filter
 * shows activities alone.
 */
export function ProjectTimeline({
  projectId,
  rows,
  filters,
}: {
  projectId: number;
  rows: readonly PlannedActivity[];
  filters: ActivityFilters;
}) {
  const format = useFormat();
  const project = useProject(projectId);
  const changes = useChanges(projectId);
  const milestones = useProjectMilestones(projectId);
  const ready = Boolean(project.data && changes.data && milestones.data);
  const range = timelineMonths(
    [
      project.data?.start_date,
      project.data?.end_date,
      ...rows.flatMap(({ activity }) => [activity.start_date, activity.end_date]),
      ...(changes.data ?? []).flatMap((c) => [c.go_live_date, c.start_date, c.end_date]),
      ...(milestones.data ?? []).map((m) => m.due_date),
    ],
    isoDay(new Date()),
  );
  // Wait for the other reads so the range, and the read's key, is settled once.
  const others = useCalendarMonths(ready ? projectId : null, range.month, range.year, range.months);

  const entries: TimelineEntry[] = [
    ...rows.map(({ family, activity: a }) => ({
      key: `${family}-${a.id}`,
      type:
        family === 'ENGAGEMENT'
          ? ('Engagement Activity' as const)
          : a.date_mode === 'DURATION'
            ? ('Training Program' as const)
            : ('Training Event' as const),
      title: a.name,
      date: a.start_date,
      endDate: a.end_date,
      detail: `${a.type_name} · ${a.hours_per_person} h per person${a.occurrence_count > 1 ? `, ${a.occurrence_count} times` : ''} · ${a.impacted_groups.map((g) => g.name).join(', ') || 'no group'}`,
    })),
  ];
  if (!filters.family) {
    for (const c of changes.data ?? []) {
      const date = c.go_live_date ?? c.start_date;
      if (!date) continue;
      entries.push({
        key: `change-${c.id}`,
        type: 'Change Go-Live Event',
        title: c.name,
        date,
        endDate: c.go_live_date ? null : c.end_date,
        detail: 'Change go-live (from the Changes tab)',
      });
    }
    for (const ms of milestones.data ?? []) {
      entries.push({
        key: `milestone-${ms.id}`,
        type: 'Milestone',
        title: ms.name,
        date: ms.due_date,
        endDate: null,
        detail: 'Milestone (from the Plan tab)',
      });
    }
    for (const event of others.data?.events ?? []) {
      if (event.activity || fromOwnReads.test(event.key)) continue;
      entries.push({
        key: event.key,
        type: event.type,
        title: event.title,
        date: event.date,
        endDate: null,
        detail: readOnlyDetail(event, format),
      });
    }
  }
  return (
    <>
      {others.error ? (
        <Caption1 role="status">
          The comms and surveys could not be read; activities, go-lives and milestones show.
        </Caption1>
      ) : null}
      <ActivityTimeline entries={entries} />
    </>
  );
}
