import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { commsDeliveries, commsOutlookEvents } from '../../../db/schema/comms';
import { userProfiles } from '../../../db/schema/people';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { notFound } from '../../../http-errors';
import { deliverRows, markActed } from '../deliveries/deliveries';
import { recipientsOf } from '../shared/receivers';

/**
 * The organiser whose calendar holds the event: whoever created it (Graph keeps the event in
 * that mailbox, so its updates must go there too), or the person sending when they have left.
 */
async function eventOf(tx: TenantTx, eventId: number) {
  const [event] = await tx
    .select()
    .from(commsOutlookEvents)
    .where(eq(commsOutlookEvents.id, eventId));
  return event;
}

async function organiserOf(tx: TenantTx, createdById: number | null, fallback: string) {
  if (createdById === null) return fallback;
  const [row] = await tx
    .select({ email: userProfiles.email })
    .from(userProfiles)
    .where(eq(userProfiles.id, createdById));
  return row?.email ?? fallback;
}

/**
 * Sends the invitation (or its update) to every attendee through the calendar port, with one
 * delivery row per attendee. Outlook sends one event to all attendees at once, so each call's
 * outcome is recorded on every attendee's row: delivered with the event's id, or failed with
 * the provider's reason (listed for a retry). People no longer invited lose their row.
 */
export async function sendInvitations(
  tx: TenantTx,
  integrations: Integrations,
  eventId: number,
  senderEmail: string,
): Promise<void> {
  const event = await eventOf(tx, eventId);
  if (!event) throw notFound();
  const attendees = await recipientsOf(tx, 'event', event.id);
  const ofEvent = and(
    eq(commsDeliveries.itemKind, 'OUTLOOK_EVENT'),
    eq(commsDeliveries.itemId, event.id),
  );
  const invited = attendees.map((a) => a.userId);
  await tx
    .delete(commsDeliveries)
    .where(invited.length ? and(ofEvent, notInArray(commsDeliveries.userId, invited)) : ofEvent);
  if (attendees.length === 0) return;
  await tx
    .insert(commsDeliveries)
    .values(
      attendees.map((a) => ({
        organisationId: event.organisationId,
        itemKind: 'OUTLOOK_EVENT' as const,
        itemId: event.id,
        userId: a.userId,
        groupId: a.groupId,
        channel: 'OUTLOOK' as const,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({
      id: commsDeliveries.id,
      userId: commsDeliveries.userId,
      token: commsDeliveries.token,
    })
    .from(commsDeliveries)
    .where(and(ofEvent, inArray(commsDeliveries.userId, invited)));
  const byUser = new Map(rows.map((r) => [r.userId ?? 0, r]));
  const organiser = await organiserOf(tx, event.createdById, senderEmail);
  await deliverRows(
    tx,
    attendees.map((a) => ({ ...a, token: byUser.get(a.userId)?.token ?? '' })),
    byUser,
    async (batch) => {
      const saved = await integrations.calendar.saveEvent({
        organisationId: event.organisationId,
        reference: `outlook-event:${event.id}`,
        providerId: event.providerId,
        sequence: event.sequence,
        organiser: { name: organiser, address: organiser },
        subject: event.subject,
        bodyHtml: event.bodyHtml,
        location: event.location,
        start: event.startAt,
        end: event.endAt,
        timeZone: event.timeZone,
        attendees: batch.map((a) => ({ name: a.name, address: a.email })),
      });
      await tx
        .update(commsOutlookEvents)
        .set({ providerId: saved.providerId })
        .where(eq(commsOutlookEvents.id, event.id));
      return new Map(batch.map((a) => [a.userId, saved.providerId]));
    },
  );
}

/** Answers that count as acting on an invitation. */
const answered = new Set(['accepted', 'tentativelyAccepted', 'declined']);

/**
 * Reads the attendees' answers from the organiser's calendar and counts each answer as acting
 * on the invitation (and so opening it). The answers are figures beside the event: a calendar
 * that cannot say now leaves the figures as they were.
 */
export async function recordResponses(
  tx: TenantTx,
  integrations: Integrations,
  eventId: number,
  senderEmail: string,
): Promise<void> {
  const event = await eventOf(tx, eventId);
  if (!event?.providerId) return;
  const organiser = await organiserOf(tx, event.createdById, senderEmail);
  const responses = await integrations.calendar
    .responses({ organisationId: event.organisationId, organiser, providerId: event.providerId })
    .catch(() => []);
  const addresses = responses
    .filter((r) => answered.has(r.response))
    .map((r) => r.address.toLowerCase());
  if (addresses.length === 0) return;
  const people = await tx
    .select({ userId: commsDeliveries.userId })
    .from(commsDeliveries)
    .innerJoin(userProfiles, eq(userProfiles.id, commsDeliveries.userId))
    .where(
      and(
        eq(commsDeliveries.itemKind, 'OUTLOOK_EVENT'),
        eq(commsDeliveries.itemId, event.id),
        // Already counted: writing it again would only empty the organisation's cached answers.
        isNull(commsDeliveries.actedAt),
        inArray(sql`lower(${userProfiles.email})`, addresses),
      ),
    );
  for (const { userId } of people) {
    if (userId) await markActed(tx, 'OUTLOOK_EVENT', event.id, userId);
  }
}
