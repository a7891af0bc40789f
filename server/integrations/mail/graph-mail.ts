import type { Client } from '@microsoft/microsoft-graph-client';
import type { MailPort, OutgoingMail, SentMail } from './mail-port';

/** The request body of Graph `POST /users/{sender}/sendMail`. */
export function sendMailBody(mail: OutgoingMail) {
  return {
    message: {
      subject: mail.subject,
      body: { contentType: 'HTML', content: mail.html },
      toRecipients: mail.to.map((t) => ({ emailAddress: { address: t.address, name: t.name } })),
      attachments: (mail.attachments ?? []).map((a) => ({
        '@odata.type': '#microsoft.graph.fileAttachment',
        name: a.filename,
        contentType: a.contentType,
        contentBytes: a.content.toString('base64'),
      })),
    },
    saveToSentItems: false,
  };
}

/** Production adapter: a shared mailbox sends through Graph (`Mail.Send` application permission). */
export class GraphMail implements MailPort {
  readonly kind = 'graph' as const;
  constructor(
    private readonly graph: Client,
    private readonly sender: string,
  ) {}

  async send(mail: OutgoingMail): Promise<SentMail> {
    // Graph answers 202 Accepted without a message id; the reference identifies the send.
    await this.graph
      .api(`/users/${encodeURIComponent(this.sender)}/sendMail`)
      .post(sendMailBody(mail));
    return { messageId: `graph:${mail.reference ?? Date.now()}` };
  }
}
