import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { renderInLayout } from '../../../../contract/comms/emails';
import type { DeliveryCounts } from '../../../../contract/comms/deliveries.schema';
import type { Database } from '../../../db/client';
import { commsEmails, commsEmailTemplates } from '../../../db/schema/comms';
import { withTenant, type TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { escapeHtml } from '../../../integrations/graph/teams-notifications';
import { deliveryCounts, noDeliveries, sendToRecipients } from '../deliveries/deliveries';
import { resolveRecipients } from '../shared/receivers';

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

/** The open pixel that tells us a recipient opened the mail (when their client loads images). */
export function openPixel(publicUrl: string, token: string): string {
  return `<img src="${escapeHtml(`${publicUrl}/api/v1/comms-track/${token}/open.gif`)}" width="1" height="1" alt="" style="display:none">`;
}

/**
 * Sends the email now, once: each recipient gets their own copy (with their open pixel) through
 * the mail port, one delivery row each.
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
  const html = await renderEmail(tx, email.templateId, email.bodyHtml);
  const recipients = await resolveRecipients(tx, email.receiverGroupIds, email.receiverUserIds);
  return sendToRecipients(tx, {
    organisationId: email.organisationId,
    kind: 'EMAIL',
    itemId: email.id,
    channel: 'EMAIL',
    recipients,
    deliver: async (batch) => {
      const ids = new Map<number, string>();
      for (const r of batch) {
        const sent = await integrations.mail.send({
          organisationId: email.organisationId,
          to: [{ name: r.name, address: r.email }],
          subject: email.subject,
          html: `${html}${openPixel(integrations.publicUrl, r.token)}`,
          reference: `engagement-email:${email.id}`,
        });
        ids.set(r.userId, sent.messageId);
      }
      return ids;
    },
  });
}

/** Sends every scheduled email whose time has come (see comms-jobs). */
export async function sendDueEmails(db: Database, integrations: Integrations): Promise<number> {
  const due = await db
    .select({ id: commsEmails.id, organisationId: commsEmails.organisationId })
    .from(commsEmails)
    .where(
      and(
        isNull(commsEmails.sentAt),
        eq(commsEmails.isDraft, false),
        lte(commsEmails.scheduledAt, sql`now()`),
      ),
    )
    .limit(200);
  for (const item of due) {
    await withTenant(db, item.organisationId, async (tx) => {
      const [email] = await tx.select().from(commsEmails).where(eq(commsEmails.id, item.id));
      if (email) await sendEmail(tx, integrations, email);
    });
  }
  return due.length;
}
