import { escapeHtml } from '../../../auth/local-provider/pages';
import type { OutgoingMail } from '../../../integrations/mail/mail-port';

/** The invitation e-mail: who invites, to what, the link, and until when it works. */
export function inviteMail(options: {
  organisationId: number;
  organisationName: string;
  inviterName: string;
  to: string;
  link: string;
  expiresAt: Date;
  inviteId: number;
}): OutgoingMail {
  const until = options.expiresAt.toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  const text = [
    `${options.inviterName} has invited you to join ${options.organisationName} on Changecraft.`,
    '',
    `Accept the invitation: ${options.link}`,
    '',
    `The link works until ${until}. If you did not expect this invitation, ignore this email.`,
  ].join('\n');
  const html = `<p>${escapeHtml(options.inviterName)} has invited you to join <strong>${escapeHtml(options.organisationName)}</strong> on Changecraft.</p>
<p><a href="${escapeHtml(options.link)}">Accept the invitation</a></p>
<p>The link works until ${escapeHtml(until)}. If you did not expect this invitation, ignore this email.</p>`;
  return {
    organisationId: options.organisationId,
    to: [{ name: '', address: options.to }],
    subject: `Join ${options.organisationName} on Changecraft`,
    text,
    html,
    reference: `invite:${options.inviteId}`,
  };
}
