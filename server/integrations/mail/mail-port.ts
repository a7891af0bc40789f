/** An address as mail carries it. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  organisationId: number;
  to: MailAddress[];
  subject: string;
  html: string;
  /** Plain-text alternative; derived from the HTML when absent. */
  text?: string;
  attachments?: MailAttachment[];
  /** Where the message came from in the product (e.g. `engagement-email:12`), for the outbox. */
  reference?: string;
}

export interface SentMail {
  /** The provider's id of the message (Message-ID for SMTP, outbox id locally). */
  messageId: string;
}

/** Sends mail. Production: SMTP through nodemailer or Graph sendMail; local: the outbox. */
export interface MailPort {
  readonly kind: 'local' | 'smtp' | 'graph';
  send(mail: OutgoingMail): Promise<SentMail>;
}

/** The plain-text part of an HTML body: tags dropped, block ends as line breaks. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
