import nodemailer, { type Transporter } from 'nodemailer';
import { nodemailerMessage } from './local-mail';
import type { MailPort, OutgoingMail, SentMail } from './mail-port';

/** Production adapter: any SMTP relay (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.org`). */
export class SmtpMail implements MailPort {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  constructor(
    smtp: string | Transporter,
    private readonly from: string,
  ) {
    this.transport = typeof smtp === 'string' ? nodemailer.createTransport(smtp) : smtp;
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const info: { messageId?: unknown } = await this.transport.sendMail(
      nodemailerMessage(this.from, mail),
    );
    return { messageId: String(info.messageId ?? '') };
  }
}
