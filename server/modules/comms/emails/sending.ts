import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { renderInLayout } from '../../../../contract/comms/emails';
import type { DeliveryCounts } from '../../../../contract/comms/deliveries.schema';
import { commsEmails, commsEmailTemplates } from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { deliveryCounts, noDeliveries, sendToRecipients } from '../deliveries/deliveries';
import { recipientsOf, type Recipient } from '../shared/receivers';
import { personalise } from './tracking';

export type EmailRow = typeof commsEmails.$inferSelect;

/** The email's body inside its template's layout. */
export async function renderEmail(tx: TenantTx, templateId: number | null, body: string) {
  if (!templateId) return body;
  const [template] = await tx
    .select({ layout: commsEmailTemplates.htmlLayoutContent })
    .from(commsEmailTemplates)
    .where(eq(commsEmailTemplates.id, templateId));
  return renderInLayout(template?.layout ?? '', body);
}

/**
 * Each of these recipients gets their own copy (links through their click counter, their open
 * pixel), one delivery row each.
 */
async function deliverEmail(
  tx: TenantTx,
  integrations: Integrations,
  email: EmailRow,
  recipients: readonly Recipient[],
): Promise<DeliveryCounts> {
  const html = await renderEmail(tx, email.templateId, email.bodyHtml);
  return sendToRecipients(tx, {
    organisationId: email.organisationId,
    kind: 'EMAIL',
    itemId: email.id,
    channel: 'EMAIL',
    recipients,
    perCall: 1,
    deliver: async (batch) => {
      const ids = new Map<number, string>();
      for (const r of batch) {
        const sent = await integrations.mail.send({
          organisationId: email.organisationId,
          to: [{ name: r.name, address: r.email }],
          subject: email.subject,
          html: personalise(html, integrations.publicUrl, r.token),
          reference: `engagement-email:${email.id}`,
        });
        ids.set(r.userId, sent.messageId);
      }
      return ids;
    },
  });
}

/**
 * Sends the email now, once, to everyone it names (those already sent it, by a schedule at
 * their local time, are not sent it again).
 */
export async function sendEmail(
  tx: TenantTx,
  integrations: Integrations,
  email: EmailRow,
): Promise<DeliveryCounts> {
  const [claimed] = await tx
    .update(commsEmails)
    .set({ sentAt: sql`now()`, isDraft: false })
    .where(and(eq(commsEmails.id, email.id), isNull(commsEmails.sentAt)))
    .returning({ id: commsEmails.id });
  if (!claimed) {
    return (await deliveryCounts(tx, 'EMAIL', [email.id])).get(email.id) ?? noDeliveries;
  }
  const recipients = await recipientsOf(tx, 'email', email.id);
  return deliverEmail(tx, integrations, email, recipients);
}

/** Of these people, those for whom the wall-clock time has come (their zone, else the organisation's). */
async function reachedLocalTime(
  tx: TenantTx,
  organisationId: number,
  local: string,
  people: readonly number[],
): Promise<Set<number>> {
  if (people.length === 0) return new Set();
  const result = await tx.execute<{ id: number }>(sql`
    SELECT p.id FROM user_profiles p
    WHERE p.id = ANY(${sql.param([...people])}::int[])
      AND now() >= (${local}::timestamp AT TIME ZONE (
        CASE WHEN p.time_zone IN (SELECT name FROM pg_timezone_names) THEN p.time_zone
          ELSE (SELECT o.time_zone FROM organisations o WHERE o.id = ${organisationId}) END))`);
  return new Set(result.rows.map((r) => r.id));
}

/**
 * A tick of an email sent at each recipient's local time: those whose time has come get it now
 * (once each: a delivery row per person); once the time has come everywhere on earth (UTC-12 is
 * last) the email is sent.
 */
async function advanceLocalEmail(tx: TenantTx, integrations: Integrations, email: EmailRow) {
  if (!email.sendLocal) return;
  const recipients = await recipientsOf(tx, 'email', email.id);
  const due = await reachedLocalTime(
    tx,
    email.organisationId,
    email.sendLocal,
    recipients.map((r) => r.userId),
  );
  await deliverEmail(
    tx,
    integrations,
    email,
    recipients.filter((r) => due.has(r.userId)),
  );
  await tx
    .update(commsEmails)
    .set({ sentAt: sql`now()`, isDraft: false })
    .where(
      and(
        eq(commsEmails.id, email.id),
        isNull(commsEmails.sentAt),
        sql`now() >= (${commsEmails.sendLocal} AT TIME ZONE 'Etc/GMT+12')`,
      ),
    );
}

/**
 * Sends the organisation's emails whose time has come (run every minute by the comms job). Rows
 * another tick is already sending are skipped, and each send claims its row, so each email
 * (and each recipient) goes out once.
 */
export async function sendDueEmails(tx: TenantTx, integrations: Integrations): Promise<number> {
  const pending = and(isNull(commsEmails.sentAt), eq(commsEmails.isDraft, false));
  const atOneTime = await tx
    .select()
    .from(commsEmails)
    .where(and(pending, isNull(commsEmails.sendLocal), lte(commsEmails.scheduledAt, sql`now()`)))
    .limit(200)
    .for('update', { skipLocked: true });
  for (const email of atOneTime) await sendEmail(tx, integrations, email);
  // Somewhere on earth (UTC+14 is first) the local time has come.
  const atLocalTime = await tx
    .select()
    .from(commsEmails)
    .where(and(pending, sql`now() >= (${commsEmails.sendLocal} AT TIME ZONE 'Etc/GMT-14')`))
    .limit(200)
    .for('update', { skipLocked: true });
  for (const email of atLocalTime) await advanceLocalEmail(tx, integrations, email);
  return atOneTime.length + atLocalTime.length;
}
