import type { Client } from '@microsoft/microsoft-graph-client';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/integrations';
import { organisations } from '../../db/schema/organisations';
import { userProfiles } from '../../db/schema/people';
import { withTenant } from '../../db/tenant';
import type { OutboxStore } from '../outbox-store';
import { icsInvitation } from './ics';
import { escapeHtml } from './teams-notifications';

export interface CalendarAttendee {
  name: string;
  address: string;
}

export interface CalendarEvent {
  organisationId: number;
  /** Our own id of the event, stable across updates (`outlook-event:12`). */
  reference: string;
  /** The provider's id after the first send; updates go to it. */
  providerId?: string | null;
  sequence: number;
  organiser: CalendarAttendee;
  subject: string;
  bodyHtml: string;
  location: string;
  start: Date;
  end: Date;
  timeZone: string;
  attendees: CalendarAttendee[];
}

export interface TimeSlot {
  start: Date;
  end: Date;
}

export interface MeetingTimesQuery {
  organisationId: number;
  organiser: CalendarAttendee;
  attendees: CalendarAttendee[];
  window: TimeSlot;
  durationMinutes: number;
  maxCandidates: number;
}

/** An attendee's answer to an invitation, in Graph's words (`responseStatus.response`). */
export type AttendeeResponse =
  'none' | 'notResponded' | 'organizer' | 'tentativelyAccepted' | 'accepted' | 'declined';

/** Outlook calendar: invitations, their answers, free/busy suggestions and meeting locations. */
export interface CalendarPort {
  saveEvent(event: CalendarEvent): Promise<{ providerId: string }>;
  /** Each attendee's answer to the event sent as `providerId` from the organiser's calendar. */
  responses(event: {
    organisationId: number;
    organiser: string;
    providerId: string;
  }): Promise<{ address: string; response: AttendeeResponse }[]>;
  findMeetingTimes(query: MeetingTimesQuery): Promise<TimeSlot[]>;
  /**
   * Each address's busy times within the window (free/busy), read in one go: null for a
   * calendar that could not be read.
   */
  busyTimes(query: BusyTimesQuery): Promise<Map<string, TimeSlot[] | null>>;
  searchLocations(organisationId: number, search: string, limit: number): Promise<string[]>;
}

export interface BusyTimesQuery {
  organisationId: number;
  /** Whose calendar asks (Graph reads the others' free/busy through it). */
  organiser: string;
  addresses: string[];
  window: TimeSlot;
}

/** At most this many pages of rooms are read for one search (2,000 rooms). */
const MAX_ROOM_PAGES = 20;
/** Graph's `getSchedule` answers at most this many schedules a request. */
const SCHEDULES_PER_REQUEST = 100;
/** Free/busy statuses that make a person unavailable. */
const busyStatuses = new Set(['busy', 'tentative', 'oof', 'workingElsewhere']);

/** Graph's event resource for `POST /users/{organiser}/events` and its `PATCH`. */
export function graphEventBody(e: CalendarEvent) {
  const at = (d: Date) => ({ dateTime: d.toISOString().replace('Z', ''), timeZone: 'UTC' });
  return {
    subject: e.subject,
    body: { contentType: 'HTML', content: e.bodyHtml },
    start: at(e.start),
    end: at(e.end),
    originalStartTimeZone: e.timeZone,
    location: { displayName: e.location },
    attendees: e.attendees.map((a) => ({
      emailAddress: { address: a.address, name: a.name },
      type: 'required',
    })),
    transactionId: e.reference,
  };
}

/** Graph's `findMeetingTimes` request body. */
export function findMeetingTimesBody(q: MeetingTimesQuery) {
  const at = (d: Date) => ({ dateTime: d.toISOString().replace('Z', ''), timeZone: 'UTC' });
  return {
    attendees: q.attendees.map((a) => ({
      type: 'required',
      emailAddress: { address: a.address, name: a.name },
    })),
    timeConstraint: {
      activityDomain: 'work',
      timeSlots: [{ start: at(q.window.start), end: at(q.window.end) }],
    },
    meetingDuration: `PT${q.durationMinutes}M`,
    maxCandidates: q.maxCandidates,
    isOrganizerOptional: false,
    returnSuggestionReasons: true,
  };
}

const utc = (s: string) => new Date(/[zZ]|[+-]\d\d:\d\d$/.test(s) ? s : `${s}Z`);

/** Production: the organiser's Outlook calendar through Graph. */
export class GraphCalendar implements CalendarPort {
  constructor(private readonly graph: Client) {}

  async saveEvent(e: CalendarEvent): Promise<{ providerId: string }> {
    const path = `/users/${encodeURIComponent(e.organiser.address)}/events`;
    const saved = (await (e.providerId
      ? this.graph.api(`${path}/${encodeURIComponent(e.providerId)}`).patch(graphEventBody(e))
      : this.graph.api(path).post(graphEventBody(e)))) as { id: string };
    return { providerId: saved.id };
  }

  async responses(e: { organisationId: number; organiser: string; providerId: string }) {
    const res = (await this.graph
      .api(`/users/${encodeURIComponent(e.organiser)}/events/${encodeURIComponent(e.providerId)}`)
      .select('attendees')
      .get()) as {
      attendees?: { emailAddress: { address: string }; status?: { response?: AttendeeResponse } }[];
    };
    return (res.attendees ?? []).map((a) => ({
      address: a.emailAddress.address,
      response: a.status?.response ?? 'none',
    }));
  }

  async findMeetingTimes(q: MeetingTimesQuery): Promise<TimeSlot[]> {
    const res = (await this.graph
      .api(`/users/${encodeURIComponent(q.organiser.address)}/findMeetingTimes`)
      .post(findMeetingTimesBody(q))) as {
      meetingTimeSuggestions: {
        meetingTimeSlot: { start: { dateTime: string }; end: { dateTime: string } };
      }[];
    };
    return res.meetingTimeSuggestions.map((s) => ({
      start: utc(s.meetingTimeSlot.start.dateTime),
      end: utc(s.meetingTimeSlot.end.dateTime),
    }));
  }

  /** `POST /users/{organiser}/calendar/getSchedule`, 100 schedules a request, times in UTC. */
  async busyTimes(q: BusyTimesQuery): Promise<Map<string, TimeSlot[] | null>> {
    const at = (d: Date) => ({ dateTime: d.toISOString().replace('Z', ''), timeZone: 'UTC' });
    const result = new Map<string, TimeSlot[] | null>();
    for (let i = 0; i < q.addresses.length; i += SCHEDULES_PER_REQUEST) {
      const res = (await this.graph
        .api(`/users/${encodeURIComponent(q.organiser)}/calendar/getSchedule`)
        .post({
          schedules: q.addresses.slice(i, i + SCHEDULES_PER_REQUEST),
          startTime: at(q.window.start),
          endTime: at(q.window.end),
          availabilityViewInterval: 15,
        })) as {
        value: {
          scheduleId: string;
          error?: { message: string };
          scheduleItems?: {
            status: string;
            start: { dateTime: string };
            end: { dateTime: string };
          }[];
        }[];
      };
      for (const schedule of res.value) {
        result.set(
          schedule.scheduleId.toLowerCase(),
          schedule.error
            ? null
            : (schedule.scheduleItems ?? [])
                .filter((item) => busyStatuses.has(item.status))
                .map((item) => ({ start: utc(item.start.dateTime), end: utc(item.end.dateTime) })),
        );
      }
    }
    return result;
  }

  /**
   * The tenant's rooms whose name has the text, `limit` at most. Graph's room list has no
   * search, so its pages (100 rooms each, the next named in `@odata.nextLink`) are read until
   * enough match.
   */
  async searchLocations(_organisationId: number, search: string, limit: number) {
    const needle = search.toLowerCase();
    const found: string[] = [];
    let next: string | undefined = '/places/microsoft.graph.room?$top=100';
    for (let page = 0; next && found.length < limit && page < MAX_ROOM_PAGES; page++) {
      const res = (await this.graph.api(next).get()) as {
        value: { displayName: string }[];
        '@odata.nextLink'?: string;
      };
      found.push(
        ...res.value.map((r) => r.displayName).filter((n) => n.toLowerCase().includes(needle)),
      );
      next = res['@odata.nextLink'];
    }
    return found.slice(0, limit);
  }
}

/**
 * Local default: invitations go to the outbox with their `.ics`; free/busy comes from the events
 * already sent through the app; locations are the places those events used and the
 * organisation's sites.
 */
export class LocalCalendar implements CalendarPort {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxStore,
  ) {}

  async saveEvent(e: CalendarEvent): Promise<{ providerId: string }> {
    const ics = icsInvitation({
      uid: `${e.reference}@changecraft`,
      subject: e.subject,
      description: e.bodyHtml
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      location: e.location,
      start: e.start,
      end: e.end,
      organiser: e.organiser,
      attendees: e.attendees,
      sequence: e.sequence,
    });
    await this.outbox.record({
      organisationId: e.organisationId,
      channel: 'OUTLOOK_EVENT',
      subject: e.subject,
      bodyHtml:
        `<p><strong>${escapeHtml(e.start.toISOString())} – ${escapeHtml(e.end.toISOString())}</strong>` +
        (e.location ? ` · ${escapeHtml(e.location)}` : '') +
        `</p>${e.bodyHtml}`,
      recipients: e.attendees,
      details: {
        reference: e.reference,
        start: e.start.toISOString(),
        end: e.end.toISOString(),
        location: e.location,
        organiser: e.organiser.address,
        graph_request: graphEventBody(e),
      },
      raw: { folder: 'events', extension: 'ics', content: ics },
    });
    return { providerId: e.reference };
  }

  /**
   * Nobody answers an invitation kept in the outbox (its `.ics` asks for answers by mail, and the
   * local mail port receives none), so every attendee's answer is still to come.
   */
  async responses(): Promise<{ address: string; response: AttendeeResponse }[]> {
    return Promise.resolve([]);
  }

  /** The latest copy of every event sent through the app that overlaps the window. */
  private async eventsWithin(organisationId: number, window: TimeSlot) {
    return withTenant(this.db, organisationId, (tx) =>
      tx
        .selectDistinctOn([sql`${outboxMessages.details}->>'reference'`], {
          details: outboxMessages.details,
          recipients: outboxMessages.recipients,
        })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.channel, 'OUTLOOK_EVENT'),
            sql`(${outboxMessages.details}->>'end')::timestamptz > ${window.start.toISOString()}`,
            sql`(${outboxMessages.details}->>'start')::timestamptz < ${window.end.toISOString()}`,
          ),
        )
        .orderBy(sql`${outboxMessages.details}->>'reference'`, sql`${outboxMessages.id} DESC`),
    );
  }

  /** Busy intervals of these people: the events that invite them or that they organise. */
  private async busy(organisationId: number, addresses: string[], window: TimeSlot) {
    return LocalCalendar.busyOf(await this.eventsWithin(organisationId, window), addresses);
  }

  private static busyOf(
    rows: { details: Record<string, unknown>; recipients: { address: string }[] }[],
    addresses: string[],
  ): TimeSlot[] {
    const lower = addresses.map((a) => a.toLowerCase());
    return rows
      .filter(
        (r) =>
          lower.includes(String(r.details.organiser ?? '').toLowerCase()) ||
          r.recipients.some((p) => lower.includes(p.address.toLowerCase())),
      )
      .map((r) => ({
        start: new Date(String(r.details.start)),
        end: new Date(String(r.details.end)),
      }));
  }

  /** The organisation's time zone: its working day is 09:00–17:00 there. */
  private async zoneOf(organisationId: number): Promise<string> {
    const [row] = await withTenant(this.db, organisationId, (tx) =>
      tx
        .select({ timeZone: organisations.timeZone })
        .from(organisations)
        .where(eq(organisations.id, organisationId)),
    );
    return row?.timeZone ?? 'UTC';
  }

  async findMeetingTimes(q: MeetingTimesQuery): Promise<TimeSlot[]> {
    const busy = await this.busy(
      q.organisationId,
      [q.organiser.address, ...q.attendees.map((a) => a.address)],
      q.window,
    );
    const clock = wallClock(await this.zoneOf(q.organisationId));
    const slots: TimeSlot[] = [];
    const step = 30 * 60_000;
    const length = q.durationMinutes * 60_000;
    let t = Math.ceil(q.window.start.getTime() / step) * step;
    while (t + length <= q.window.end.getTime() && slots.length < q.maxCandidates) {
      const start = new Date(t);
      const end = new Date(t + length);
      // Working hours 09:00–17:00 on weekdays in the organisation's zone (no directory here
      // to say each person's own hours).
      const from = clock(start);
      const to = clock(end);
      const fits =
        from.weekday !== 'Sat' &&
        from.weekday !== 'Sun' &&
        from.minutes >= 9 * 60 &&
        to.minutes <= 17 * 60 &&
        to.day === from.day;
      if (fits && !busy.some((b) => b.start < end && b.end > start)) {
        slots.push({ start, end });
        t += length;
      } else {
        t += step;
      }
    }
    return slots;
  }

  /** Each address's busy times: the events sent through the app that invite it. */
  async busyTimes(q: BusyTimesQuery): Promise<Map<string, TimeSlot[] | null>> {
    const rows = await this.eventsWithin(q.organisationId, q.window);
    return new Map(
      q.addresses.map((address) => [address.toLowerCase(), LocalCalendar.busyOf(rows, [address])]),
    );
  }

  async searchLocations(organisationId: number, search: string, limit: number) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return withTenant(this.db, organisationId, async (tx) => {
      const result = await tx.execute<{ name: string }>(sql`
        SELECT name FROM (
          SELECT DISTINCT ${outboxMessages.details}->>'location' AS name FROM ${outboxMessages}
            WHERE ${outboxMessages.channel} = 'OUTLOOK_EVENT'
          UNION
          SELECT DISTINCT ${userProfiles.site} FROM ${userProfiles} WHERE ${userProfiles.site} IS NOT NULL
        ) places
        WHERE name <> '' AND name ILIKE ${like}
        ORDER BY name LIMIT ${limit}`);
      return result.rows.map((r) => r.name);
    });
  }
}

/** A reader of instants as the wall clock of `timeZone`: weekday, day and minutes since midnight. */
function wallClock(timeZone: string) {
  // Reads the parts of an instant for arithmetic, never shown to anyone.
  // eslint-disable-next-line no-restricted-syntax
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (instant: Date) => {
    const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
    return {
      weekday: parts.weekday ?? '',
      day: `${parts.year}-${parts.month}-${parts.day}`,
      minutes: Number(parts.hour) * 60 + Number(parts.minute),
    };
  };
}
