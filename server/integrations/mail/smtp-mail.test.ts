import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMail } from './smtp-mail';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * A relay that speaks just enough SMTP (RFC 5321) for one message per connection, and refuses
 * recipients at `refused.example.org` the way a relay does, with a 550.
 */
function fakeRelay(received: Received[]): Server {
  return createServer((socket) => {
    const message: Received = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 relay.example.org ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        message.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        received.push(message);
        socket.write('250 2.0.0 Ok: queued as 4F2A\r\n');
      }
      let eol: number;
      while (!inData && (eol = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO')
          socket.write('250-relay.example.org\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          message.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 2.1.0 Ok\r\n');
        } else if (verb === 'RCPT') {
          const to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (to.endsWith('@refused.example.org')) {
            socket.write('550 5.1.1 Recipient address rejected\r\n');
          } else {
            message.to.push(to);
            socket.write('250 2.1.5 Ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 2.0.0 Bye\r\n');
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 Ok\r\n');
        else socket.write('502 5.5.2 Command not recognised\r\n');
      }
    });
  });
}

describe('SMTP mail adapter', () => {
  const received: Received[] = [];
  const relay = fakeRelay(received);
  let url = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const address = relay.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `smtp://127.0.0.1:${address.port}?connectionTimeout=5000&greetingTimeout=5000&socketTimeout=5000`;
  });
  afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

  it('hands the message to the relay: envelope, subject, HTML with its plain-text part', async () => {
    const mail = new SmtpMail(url, 'Changecraft <noreply@changecraft.example.org>');
    const sent = await mail.send({
      organisationId: 1,
      to: [{ name: 'Emma Employee', address: 'emma@example.org' }],
      subject: 'Go-live on Monday',
      html: '<p>Check your <strong>shifts</strong>.</p>',
      attachments: [
        {
          filename: 'invite.ics',
          contentType: 'text/calendar',
          content: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
        },
      ],
    });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    const [message] = received;
    expect(message?.from).toBe('noreply@changecraft.example.org');
    expect(message?.to).toEqual(['emma@example.org']);
    expect(message?.data).toContain('Subject: Go-live on Monday');
    expect(message?.data).toContain(`Message-ID: ${sent.messageId}`);
    expect(message?.data).toContain('Content-Type: text/html');
    expect(message?.data).toContain('Content-Type: text/plain');
    expect(message?.data).toMatch(/Content-Type: text\/calendar; name=invite\.ics/);
  });

  it('fails with the relay’s reason when it refuses the recipient (the delivery is then retried)', async () => {
    const mail = new SmtpMail(url, 'noreply@changecraft.example.org');
    await expect(
      mail.send({
        organisationId: 1,
        to: [{ name: 'Nobody', address: 'nobody@refused.example.org' }],
        subject: 'Hello',
        html: '<p>Hello</p>',
      }),
    ).rejects.toThrow(/Recipient address rejected/);
  });
});
