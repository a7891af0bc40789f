import type { EmailToShare } from '@/lib/host/office-mail';

/** How much of the email's body the note quotes: enough to recall it, short enough to paste. */
export const BODY_EXCERPT_LENGTH = 1_000;

/** The body, whitespace tidied, cut at a word boundary near `length` with an ellipsis. */
export function excerpt(body: string, length = BODY_EXCERPT_LENGTH): string {
  const tidy = body
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (tidy.length <= length) return tidy;
  const cut = tidy.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The comms note a change manager pastes into the project's communications: the email's subject
 * as its title, who sent it and when, and the start of the body.
 */
export function commsNote(
  email: EmailToShare,
  projectName: string,
  formatDate: (iso: string) => string,
  options: { wholeBody?: boolean } = {},
): string {
  const lines = [email.subject || '(no subject)', ''];
  if (email.from) lines.push(`From: ${email.from}`);
  if (email.receivedAt) lines.push(`Sent: ${formatDate(email.receivedAt)}`);
  lines.push(`Project: ${projectName}`, '');
  const body = options.wholeBody
    ? excerpt(email.body, Number.MAX_SAFE_INTEGER)
    : excerpt(email.body);
  if (body) lines.push(body, '');
  lines.push('Shared from Outlook with Changecraft.');
  return lines.join('\n');
}
