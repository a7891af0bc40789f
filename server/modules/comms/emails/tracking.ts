import { escapeHtml } from '../../../integrations/graph/teams-notifications';

/** A web link in mail HTML: sanitised HTML always quotes attributes with `"`. */
const webLink = /href="(https?:\/\/[^"]*)"/gi;

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The web links of a mail's HTML, as a browser would open them. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(webLink)].map((m) => unescapeAttribute(m[1] ?? ''));
}

/** Where a recipient's click on `to` goes first: the counter of their delivery row. */
export function clickUrl(publicUrl: string, token: string, to: string): string {
  return `${publicUrl}/api/v1/comms-track/${token}/click/?to=${encodeURIComponent(to)}`;
}

/** The open pixel that tells us a recipient opened the mail (when their client loads images). */
export function openPixel(publicUrl: string, token: string): string {
  return `<img src="${escapeHtml(`${publicUrl}/api/v1/comms-track/${token}/open.gif`)}" width="1" height="1" alt="" style="display:none">`;
}

/**
 * One recipient's copy of a mail: each web link passes through their click counter on its way
 * (a click is acting on the mail), and an open pixel tells when it is opened.
 */
export function personalise(html: string, publicUrl: string, token: string): string {
  const tracked = html.replace(
    webLink,
    (_whole, href: string) =>
      `href="${escapeHtml(clickUrl(publicUrl, token, unescapeAttribute(href)))}"`,
  );
  return `${tracked}${openPixel(publicUrl, token)}`;
}
