import { eq } from 'drizzle-orm';
import type { commsDeliveries } from '../../../db/schema/comms';
import {
  commsEmails,
  commsFiles,
  commsOutlookEvents,
  commsThreads,
  commsYammerPosts,
} from '../../../db/schema/comms';
import type { TenantTx } from '../../../db/tenant';
import type { Integrations } from '../../../integrations/integrations';
import { badRequest } from '../../../http-errors';
import { renderEmail } from '../emails/sending';
import { personalise } from '../emails/tracking';
import { notifyFileShared } from '../files/sharing';
import { sendInvitations } from '../outlook-events/invitations';
import { postToCommunities } from '../yammer-posts/sending';
import { announcementUrl } from '../threads/sending';
import { resolveRecipients } from '../shared/receivers';
import { deliverRows } from './deliveries';

type DeliveryRow = typeof commsDeliveries.$inferSelect;

/** Sends one failed delivery again through the same port; the row records the new outcome. */
export async function retryDelivery(
  tx: TenantTx,
  integrations: Integrations,
  delivery: DeliveryRow,
  senderEmail: string,
) {
  if (delivery.itemKind === 'OUTLOOK_EVENT') {
    // One invitation goes to every attendee at once: sending it again settles every row.
    const [event] = await tx
      .select({ id: commsOutlookEvents.id })
      .from(commsOutlookEvents)
      .where(eq(commsOutlookEvents.id, delivery.itemId));
    if (!event) throw badRequest({ non_field_errors: ['The event was deleted.'] });
    await sendInvitations(tx, integrations, event.id, senderEmail);
    return;
  }
  if (delivery.itemKind === 'YAMMER_POST') {
    const [post] = await tx
      .select()
      .from(commsYammerPosts)
      .where(eq(commsYammerPosts.id, delivery.itemId));
    if (!post) throw badRequest({ non_field_errors: ['The post was deleted.'] });
    await postToCommunities(tx, integrations, post, [delivery]);
    return;
  }
  const userId = delivery.userId ?? 0;
  const [recipient] = await resolveRecipients(tx, [], [userId]);
  if (!recipient) throw badRequest({ non_field_errors: ['This person is no longer active.'] });
  const one = [{ ...recipient, groupId: delivery.groupId, token: delivery.token }];
  const rows = new Map([[userId, { id: delivery.id }]]);
  if (delivery.itemKind === 'ANNOUNCEMENT') {
    const [thread] = await tx
      .select()
      .from(commsThreads)
      .where(eq(commsThreads.id, delivery.itemId));
    if (!thread) throw badRequest({ non_field_errors: ['The announcement was deleted.'] });
    await deliverRows(tx, one, rows, async (batch) => {
      const sent = await integrations.teams.notify({
        organisationId: thread.organisationId,
        recipients: batch.map((r) => ({ name: r.name, email: r.email, externalId: r.externalId })),
        topic: thread.title,
        webUrl: announcementUrl(integrations.publicUrl, thread),
        activityType: 'announcementPosted',
        previewText: thread.title,
      });
      return new Map(batch.map((r) => [r.userId, sent.id]));
    });
    return;
  }
  if (delivery.itemKind === 'EMAIL') {
    const [email] = await tx.select().from(commsEmails).where(eq(commsEmails.id, delivery.itemId));
    if (!email) throw badRequest({ non_field_errors: ['The email was deleted.'] });
    const html = await renderEmail(tx, email.templateId, email.bodyHtml);
    await deliverRows(tx, one, rows, async (batch) => {
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
    });
    return;
  }
  if (delivery.itemKind === 'COMMS_FILE') {
    const [file] = await tx.select().from(commsFiles).where(eq(commsFiles.id, delivery.itemId));
    if (!file) throw badRequest({ non_field_errors: ['The file was deleted.'] });
    await deliverRows(tx, one, rows, (batch) => notifyFileShared(integrations, file, batch));
    return;
  }
  throw badRequest({ non_field_errors: ['This kind of communication is not retried per person.'] });
}
