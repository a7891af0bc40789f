import type { Transporter } from 'nodemailer';
import { loadNodemailer, nodemailerMessage } from './local-mail';
import type { MailPort, OutgoingMail, SentMail } from './mail-port';

/** Production adapter: any SMTP relay (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.org`). */
export class SmtpMail implements MailPort {
  readonly kind = 'smtp' as const;
  private transport: Transporter | undefined;
  constructor(
    private readonly smtp: string | Transporter,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail): Promise<SentMail> {
    const smtp = this.smtp;
    this.transport ??=
      typeof smtp === 'string' ? (await loadNodemailer()).createTransport(smtp) : smtp;
    const info: { messageId?: unknown } = await this.transport.sendMail(
      nodemailerMessage(this.from, mail),
    );
    return { messageId: String(info.messageId ?? '') };
  }
}
