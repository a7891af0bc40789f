import nodemailer from 'nodemailer';
import type { MailDelivery, MailTransport, OutgoingMail } from './mail-port';

/** SMTP through nodemailer, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    from,
    async deliver(message: OutgoingMail, rfc822: Buffer): Promise<MailDelivery> {
      // The composed message goes as is, so what the outbox shows is byte for byte what was sent.
      const info = await transport.sendMail({
        envelope: { from, to: [message.to] },
        raw: rfc822,
      });
      return { providerMessageId: info.messageId };
    },
  };
}
