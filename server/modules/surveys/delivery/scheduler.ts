import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { repeatIntervals, reminderOffsetHours } from '../../../../contract/surveys/surveys';
import { surveys } from '../../../db/schema/surveys';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import type { SurveyRow } from '../policy';
import { resolveAudience } from './audience';
import { addRecipients, deliverInvitations, invitationRows } from './invitations';

/** Whether the local wall-clock time has come everywhere on earth (UTC-12 is last). */
const comeEverywhere = (local: string) =>
  sql<boolean>`now() >= (${local}::timestamp AT TIME ZONE 'Etc/GMT+12')`;

/** Of these people, who has reached the local time in their own zone (else the organisation's). */
async function dueNow(
  tx: TenantTx,
  survey: SurveyRow,
  local: string,
  people: { userId: number; timeZone: string | null }[],
): Promise<Set<number>> {
  if (people.length === 0) return new Set();
  const result = await tx.execute<{ user_id: number }>(sql`
    WITH zones AS (SELECT name FROM pg_timezone_names),
    p AS (SELECT * FROM unnest(${sql.param(people.map((p) => p.userId))}::int[], ${sql.param(people.map((p) => p.timeZone ?? ''))}::text[]) AS t(user_id, tz))
    SELECT p.user_id FROM p
    WHERE now() >= (${local}::timestamp AT TIME ZONE (
      CASE WHEN p.tz IN (SELECT name FROM zones) THEN p.tz
        ELSE (SELECT o.time_zone FROM organisations o WHERE o.id = ${survey.organisationId}) END))`);
  return new Set(result.rows.map((r) => r.user_id));
}

/**
 * One scheduled survey's tick: starts the cycle when the time first comes somewhere, adds and
 * invites each recipient when it comes where they are, and once it has come everywhere moves
 * the schedule on by its repeat (or ends it). Everything is rows, so a restart loses nothing.
 */
async function advanceScheduled(tx: TenantTx, integrations: Integrations, survey: SurveyRow) {
  const local = survey.sendLocal;
  if (!local) return;
  let current = survey;
  if (survey.cycleSendLocal !== local) {
    const [started] = await tx
      .update(surveys)
      .set({ cycle: sql`${surveys.cycle} + 1`, sentAt: sql`now()`, cycleSendLocal: local })
      .where(eq(surveys.id, survey.id))
      .returning();
    if (!started) return;
    current = started;
  }
  const targets = await resolveAudience(tx, current);
  const due = await dueNow(tx, current, local, targets);
  const rows = await addRecipients(
    tx,
    current,
    current.cycle,
    targets.filter((t) => due.has(t.userId)),
  );
  await deliverInvitations(tx, integrations, current, rows, integrations.publicUrl, 'invitation');
  const [done] = await tx
    .execute<{ done: boolean }>(sql`SELECT ${comeEverywhere(local)} AS done`)
    .then((r) => r.rows);
  if (!done?.done) return;
  const interval = repeatIntervals[current.repeat];
  await tx
    .update(surveys)
    .set(
      interval
        ? { sendLocal: sql`${surveys.sendLocal} + ${interval}::interval` }
        : { sendLocal: null, cycleSendLocal: null },
    )
    .where(eq(surveys.id, current.id));
}

/** Every scheduled survey of the organisation whose time has come somewhere. */
export async function sendDueSurveys(tx: TenantTx, integrations: Integrations): Promise<number> {
  const due = await tx
    .select()
    .from(surveys)
    .where(
      and(
        isNotNull(surveys.sendLocal),
        eq(surveys.archived, false),
        // Somewhere on earth (UTC+14 is first) the time has come.
        sql`now() >= (${surveys.sendLocal} AT TIME ZONE 'Etc/GMT-14')`,
      ),
    )
    .limit(100);
  for (const survey of due) await advanceScheduled(tx, integrations, survey);
  return due.length;
}

/**
 * Reminds those who have not answered, once, when the survey's reminder offset has passed
 * since their invitation (open surveys only; people can be left out one by one).
 */
export async function sendDueReminders(tx: TenantTx, integrations: Integrations): Promise<number> {
  const open = await tx
    .select()
    .from(surveys)
    .where(
      and(
        eq(surveys.archived, false),
        sql`${surveys.reminderOffset} <> 'NONE'`,
        sql`${surveys.cycle} > 0`,
        sql`(${surveys.closesAt} IS NULL OR ${surveys.closesAt} > now())`,
      ),
    );
  let reminded = 0;
  for (const survey of open) {
    const hours = reminderOffsetHours[survey.reminderOffset];
    if (hours === null) continue;
    const rows = await invitationRows(
      tx,
      sql`r.survey_id = ${survey.id} AND r.cycle = ${survey.cycle} AND r.completed_at IS NULL
        AND r.reminders_enabled AND r.reminded_at IS NULL AND r.sent_at IS NOT NULL
        AND r.sent_at + make_interval(hours => ${hours}) <= now()`,
    );
    const outcome = await deliverInvitations(
      tx,
      integrations,
      survey,
      rows,
      integrations.publicUrl,
      'reminder',
    );
    reminded += outcome.delivered;
  }
  return reminded;
}
