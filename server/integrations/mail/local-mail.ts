import type { Transporter } from 'nodemailer';
import type { OutboxStore } from '../outbox-store';
import { plainTextOf, type MailPort, type OutgoingMail, type SentMail } from './mail-port';

/** nodemailer's message options for one mail: the same for SMTP and the local `.eml`. */
export function nodemailerMessage(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to.map((t) => ({ name: t.name, address: t.address })),
    subject: mail.subject,
    html: mail.html,
    text: mail.text ?? plainTextOf(mail.html),
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
  };
}

/** nodemailer, loaded with the first mail rather than with the server (its 39 modules). */
export async function loadNodemailer() {
  return (await import('nodemailer')).default;
}

// nodemailer's stream transport renders the exact MIME an SMTP server would receive.
let renderer: Promise<Transporter> | undefined;

/** The MIME message as bytes. */
export async function composeMime(from: string, mail: OutgoingMail): Promise<Buffer> {
  renderer ??= loadNodemailer().then((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const info = await (await renderer).sendMail(nodemailerMessage(from, mail));
  return Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
}

/** Local default: the mail is rendered exactly as sent and kept as an `.eml` plus an outbox row. */
export class LocalMail implements MailPort {
  readonly kind = 'local' as const;
  constructor(
    private readonly outbox: OutboxStore,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail): Promise<SentMail> {
    const mime = await composeMime(this.from, mail);
    const id = await this.outbox.record({
      organisationId: mail.organisationId,
      channel: 'EMAIL',
      subject: mail.subject,
      bodyHtml: mail.html,
      recipients: mail.to,
      details: {
        from: this.from,
        attachments: (mail.attachments ?? []).map((a) => a.filename),
        ...(mail.reference ? { reference: mail.reference } : {}),
      },
      raw: { folder: 'mail', extension: 'eml', content: mime },
    });
    return { messageId: `outbox:${id}` };
  }
}
