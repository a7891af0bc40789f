import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../../auth/current-user';
import { createPublicLink, type PublicLink } from '../../../db/public-links';
import { userProfiles } from '../../../db/schema/people';
import { publicLinks } from '../../../db/schema/public-links';
import { organisationTodaySql } from '../../../db/sql-helpers';
import type { TenantTx } from '../../../db/tenant';
import { notFound } from '../../../http-errors';
import { icsFold, icsStamp, icsText } from '../../../integrations/graph/ics';
import { selectMyOccurrences, type MyOccurrence } from './service';

/** The public-link kind of a person's "My activities" calendar subscription. */
export const ACTIVITY_FEED_KIND = 'my-activities-feed';

/** Past occurrences stay in the subscribed calendar this long, then drop out of the feed. */
const FEED_DAYS_BACK = 90;
/** The most occurrences one feed carries (a year of weekly rituals for many projects). */
const FEED_LIMIT = 1000;

function feedWhere(userId: number) {
  return and(
    eq(publicLinks.kind, ACTIVITY_FEED_KIND),
    eq(publicLinks.targetId, userId),
    isNull(publicLinks.revokedAt),
  );
}

/** The person's live subscription token, or null when they have none (or stopped it). */
export async function currentFeedToken(tx: TenantTx, user: CurrentUser): Promise<string | null> {
  const [link] = await tx
    .select({ token: publicLinks.token })
    .from(publicLinks)
    .where(feedWhere(user.id))
    .orderBy(desc(publicLinks.id))
    .limit(1);
  return link?.token ?? null;
}

/** Ends every subscription link of the person: calendars using them get 404 from then on. */
export async function stopFeed(tx: TenantTx, user: CurrentUser): Promise<void> {
  await tx
    .update(publicLinks)
    .set({ revokedAt: sql`now()` })
    .where(feedWhere(user.id));
}

/**
 * A new subscription link for the person; the previous one stops working (a link pasted
 * somewhere it should not be is regenerated, not kept alive beside the new one).
 */
export async function renewFeed(tx: TenantTx, user: CurrentUser): Promise<string> {
  await stopFeed(tx, user);
  return createPublicLink(tx, { kind: ACTIVITY_FEED_KIND, targetId: user.id });
}

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');
function nextDay(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
/** RFC 5545 UTC form of an instant plus some hours. */
function addHours(utc: string, hours: number): string {
  const iso = `${utc.slice(0, 4)}-${utc.slice(4, 6)}-${utc.slice(6, 8)}T${utc.slice(9, 11)}:${utc.slice(11, 13)}:${utc.slice(13, 15)}Z`;
  return icsStamp(new Date(Date.parse(iso) + hours * 3_600_000));
}

function feedEvent(item: MyOccurrence, publicUrl: string, now: string): string[] {
  // A timed activity lasts its hours per person (at least a quarter hour); a day or a span
  // without a time is an all-day event, which calendars show on top of the day.
  const when = item.starts_utc
    ? [
        `DTSTART:${item.starts_utc}`,
        `DTEND:${addHours(item.starts_utc, Math.max(item.hours_per_person, 0.25))}`,
      ]
    : [
        `DTSTART;VALUE=DATE:${compactDate(item.date)}`,
        `DTEND;VALUE=DATE:${compactDate(nextDay(item.end_date ?? item.date))}`,
      ];
  const role = item.roles.includes('OWNER') ? 'You run it.' : 'You attend.';
  const groups = item.impacted_groups.length ? ` For ${item.impacted_groups.join(', ')}.` : '';
  return [
    'BEGIN:VEVENT',
    `UID:${item.key}@changecraft`,
    `DTSTAMP:${now}`,
    ...when,
    `SUMMARY:${icsText(item.name)}`,
    `DESCRIPTION:${icsText(`${item.type_name} · ${item.project.name} · ${item.hours_per_person} h per person. ${role}${groups}`)}`,
    `CATEGORIES:${icsText(item.family === 'ENGAGEMENT' ? 'Engagement' : 'Training')}`,
    `URL:${publicUrl}/projects/${item.project.id}/activities`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The subscription calendar (RFC 5545, `METHOD:PUBLISH`) of a person's activities. */
export function activitiesIcs(items: readonly MyOccurrence[], publicUrl: string): string {
  const now = icsStamp(new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Changecraft//My activities//EN',
    'METHOD:PUBLISH',
    'CALSCALE:GREGORIAN',
    'X-WR-CALNAME:My activities (Changecraft)',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...items.flatMap((item) => feedEvent(item, publicUrl, now)),
    'END:VCALENDAR',
  ];
  return lines.map(icsFold).join('\r\n') + '\r\n';
}

/**
 * `GET my-activities/feed/:token/calendar.ics` (no sign-in): the link's person's occurrences
 * from 90 days back on. A deactivated person's link answers 404 like a revoked one.
 */
export async function feedForLink(
  tx: TenantTx,
  link: PublicLink,
  publicUrl: string,
): Promise<string> {
  const [person] = await tx
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(and(eq(userProfiles.id, link.targetId), eq(userProfiles.isActive, true)))
    .limit(1);
  if (!person) throw notFound();
  const items = await selectMyOccurrences(tx, person.id, {
    from: sql`(${organisationTodaySql} - ${FEED_DAYS_BACK}::int)`,
    limit: FEED_LIMIT,
  });
  return activitiesIcs(items, publicUrl);
}
