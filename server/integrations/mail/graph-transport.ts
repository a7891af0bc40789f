import { Client } from '@microsoft/microsoft-graph-client';
import type { Message } from '@microsoft/microsoft-graph-types';
import type { MailDelivery, MailTransport, OutgoingMail } from './mail-port';

/**
 * Microsoft Graph `POST /users/{from}/sendMail` (application permission Mail.Send), the shape
 * Graph documents: `{ message: { subject, body, toRecipients }, saveToSentItems }`.
 */
export function createGraphTransport(client: Client, from: string): MailTransport {
  return {
    name: 'graph',
    from,
    async deliver(message: OutgoingMail): Promise<MailDelivery> {
      const graphMessage: Message = {
        subject: message.subject,
        body: message.html
          ? { contentType: 'html', content: message.html }
          : { contentType: 'text', content: message.text },
        toRecipients: [{ emailAddress: { address: message.to } }],
      };
      await client
        .api(`/users/${encodeURIComponent(from)}/sendMail`)
        .post({ message: graphMessage, saveToSentItems: false });
      return {};
    },
  };
}
