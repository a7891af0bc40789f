import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail-port';

const composer = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'unix',
});

/** The RFC 822 form of a message (what an .eml file holds and what SMTP carries). */
export async function composeRfc822(from: string, message: OutgoingMail): Promise<Buffer> {
  const info = await composer.sendMail({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    headers: { 'X-Changecraft-Kind': message.kind },
  });
  return info.message as Buffer;
}
