import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  allocatedTimeInputSchema,
  OutlookEvent,
  outlookEventInputSchema,
  suggestedTimeSlotsInputSchema,
} from '../../../../contract/comms/outlook-events.schema';
import type { CurrentUser } from '../../../auth/current-user';
import { commsOutlookEvents } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { notFound } from '../../../http-errors';
import { personRefSql } from '../../../db/sql-helpers';
import { requireCommsEditor } from '../shared/comms-access';
import { receiversOf, saveReceivers } from '../shared/links';
import { deliveryCounts, noDeliveries } from '../deliveries/deliveries';
import { requireReceivers, resolveRecipients, splitReceivers } from '../shared/receivers';
import { sanitiseCommsHtml } from '../shared/rich-text';
import { sendInvitations } from './invitations';

type Row = typeof commsOutlookEvents.$inferSelect;
type EventData = z.output<typeof outlookEventInputSchema>;

const selection = {
  event: commsOutlookEvents,
  createdBy: personRefSql(commsOutlookEvents.createdById),
};

async function present(
  tx: TenantTx,
  rows: { event: Row; createdBy: OutlookEvent['created_by'] }[],
): Promise<OutlookEvent[]> {
  const attendees = await receiversOf(
    tx,
    'event',
    rows.map((r) => r.event.id),
  );
  const delivery = await deliveryCounts(
    tx,
    'OUTLOOK_EVENT',
    rows.map((r) => r.event.id),
  );
  return rows.map(({ event: e, createdBy }) => ({
    id: e.id,
    project: e.projectId,
    subject: e.subject,
    body: e.bodyHtml,
    location: e.location,
    start: e.startAt.toISOString(),
    end: e.endAt.toISOString(),
    time_zone: e.timeZone,
    attendees: (attendees.get(e.id) ?? []).map(({ type, id, name }) => ({ type, id, name })),
    sent: e.providerId !== null,
    delivery: delivery.get(e.id) ?? noDeliveries,
    created_by: createdBy,
  }));
}

export async function listEvents(tx: TenantTx, user: CurrentUser, projectId: number) {
  await requireCommsEditor(tx, user, projectId);
  const rows = await tx
    .select(selection)
    .from(commsOutlookEvents)
    .where(eq(commsOutlookEvents.projectId, projectId))
    .orderBy(desc(commsOutlookEvents.startAt));
  return present(tx, rows);
}

async function find(tx: TenantTx, user: CurrentUser, id: number) {
  const [row] = await tx
    .select(selection)
    .from(commsOutlookEvents)
    .where(eq(commsOutlookEvents.id, id));
  if (!row) throw notFound();
  await requireCommsEditor(tx, user, row.event.projectId);
  return row;
}

export async function loadEvent(tx: TenantTx, user: CurrentUser, id: number) {
  const row = await find(tx, user, id);
  const [event] = await present(tx, [row]);
  if (!event) throw notFound();
  return event;
}

async function check(tx: TenantTx, user: CurrentUser, data: EventData) {
  await requireCommsEditor(tx, user, data.project);
  const { groups, people } = splitReceivers(data.attendees);
  await requireReceivers(tx, groups, people, 'attendees');
  return { groups, people };
}

const columns = (data: EventData) => ({
  projectId: data.project,
  subject: data.subject,
  bodyHtml: sanitiseCommsHtml(data.body),
  location: data.location,
  startAt: new Date(data.start),
  endAt: new Date(data.end),
  timeZone: data.time_zone,
});

export async function createEvent(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  data: EventData,
) {
  const { groups, people } = await check(tx, user, data);
  const [created] = await tx
    .insert(commsOutlookEvents)
    .values({
      organisationId: user.organisationId,
      ...columns(data),
      createdById: user.id,
    })
    .returning({ id: commsOutlookEvents.id });
  if (!created) throw new Error('event not created');
  await saveReceivers(tx, 'event', created.id, { groups, people });
  await sendInvitations(tx, integrations, created.id, user.email);
  return created.id;
}

export async function updateEvent(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  id: number,
  data: EventData,
) {
  await find(tx, user, id);
  const { groups, people } = await check(tx, user, data);
  await tx
    .update(commsOutlookEvents)
    .set({
      ...columns(data),
      sequence: sql`${commsOutlookEvents.sequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(commsOutlookEvents.id, id));
  await saveReceivers(tx, 'event', id, { groups, people });
  await sendInvitations(tx, integrations, id, user.email);
}

async function attendeesOf(
  tx: TenantTx,
  data: { attendees: { type: 'group' | 'person'; id: number }[] },
) {
  const { groups, people } = splitReceivers(data.attendees);
  await requireReceivers(tx, groups, people, 'attendees');
  return resolveRecipients(tx, groups, people);
}

/** `POST suggested-time-slots/`: times all attendees (and the caller) are free. */
export async function suggestTimeSlots(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  input: z.output<typeof suggestedTimeSlotsInputSchema>,
) {
  await requireCommsEditor(tx, user, null);
  const attendees = await attendeesOf(tx, input);
  const slots = await integrations.calendar.findMeetingTimes({
    organisationId: user.organisationId,
    organiser: { name: user.email, address: user.email },
    attendees: attendees.map((a) => ({ name: a.name, address: a.email })),
    window: { start: new Date(input.start), end: new Date(input.end) },
    durationMinutes: input.duration_minutes,
    maxCandidates: input.max_candidates,
  });
  return slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));
}

/** `POST allocated-time-results/`: for one proposed time, who is free and who is not. */
export async function allocatedTimeResults(
  tx: TenantTx,
  user: CurrentUser,
  integrations: Integrations,
  input: z.output<typeof allocatedTimeInputSchema>,
) {
  await requireCommsEditor(tx, user, null);
  const attendees = await attendeesOf(tx, input);
  const start = new Date(input.start);
  const end = new Date(input.end);
  // One free/busy read for everyone (Graph: getSchedule, 100 people a request).
  const busy = await integrations.calendar.busyTimes({
    organisationId: user.organisationId,
    organiser: user.email,
    addresses: attendees.map((a) => a.email),
    window: { start, end },
  });
  return attendees.map((a) => {
    const times = busy.get(a.email.toLowerCase());
    return {
      person: { id: a.userId, display_name: a.name },
      // A calendar that could not be read is not counted as free.
      available:
        times !== undefined && times !== null && !times.some((b) => b.start < end && b.end > start),
    };
  });
}
