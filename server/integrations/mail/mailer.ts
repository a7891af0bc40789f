import { mailOutbox } from '../../db/schema/mail-outbox';
import type { TenantTx } from '../../db/tenant';
import { composeRfc822 } from './compose';
import type { MailTransport, OutgoingMail } from './mail-port';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Sends through the deployment's transport and records the message in the outbox. */
export interface Mailer {
  readonly transport: MailTransport['name'];
  /** Where the local transport keeps .eml files (to serve them back); null for other transports. */
  readonly mailDir: string | null;
  send(tx: TenantTx, message: OutgoingMail): Promise<OutboxRow>;
}

export function createMailer(transport: MailTransport, mailDir: string | null): Mailer {
  return {
    transport: transport.name,
    mailDir,
    async send(tx, message) {
      const rfc822 = await composeRfc822(transport.from, message);
      let delivery: Awaited<ReturnType<MailTransport['deliver']>> = {};
      let error: string | null = null;
      try {
        delivery = await transport.deliver(message, rfc822);
      } catch (err) {
        // A refused message is kept with its reason so an admin can see it and send it again.
        error = err instanceof Error ? err.message : String(err);
      }
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          organisationId: message.organisationId,
          kind: message.kind,
          toAddress: message.to,
          fromAddress: transport.from,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          transport: transport.name,
          status: error ? 'failed' : 'sent',
          error,
          emlFile: delivery.emlFile ?? null,
          providerMessageId: delivery.providerMessageId ?? null,
          sentById: message.sentById ?? null,
        })
        .returning();
      if (!row) throw new Error('The outbox did not record the message.');
      return row;
    },
  };
}
