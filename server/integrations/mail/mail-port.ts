/** A message the product sends. */
export interface OutgoingMail {
  organisationId: number;
  /** What sends it, e.g. `people.invite`; the Outbox page groups and filters by it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  sentById?: number | null;
}

/** What a transport reports back once it has accepted a message. */
export interface MailDelivery {
  providerMessageId?: string;
  /** The local transport's .eml file, relative to its mail directory. */
  emlFile?: string;
}

/**
 * The mail port: one transport per deployment. `local` keeps every message as an .eml file,
 * `smtp` hands it to an SMTP relay (nodemailer), `graph` sends it through Microsoft Graph's
 * sendMail. Whatever the transport, the outbox table records every message.
 */
export interface MailTransport {
  readonly name: 'local' | 'smtp' | 'graph';
  readonly from: string;
  deliver(message: OutgoingMail, rfc822: Buffer): Promise<MailDelivery>;
}
