import { DomUtils, parseDocument } from 'htmlparser2';
import { escapeHtml } from '../../../integrations/graph/teams-notifications';

/** Where open and click counters live; a link already going there is tracked already. */
const trackingPath = '/api/v1/comms-track/';

/** Only web links are counted: mailto:, tel: and the like open an app, not a page. */
const isWebLink = (href: string) => /^https?:\/\//i.test(href);

/** The `<a href>` elements of a parsed mail, in document order. */
function anchorsOf(document: ReturnType<typeof parseDocument>) {
  return DomUtils.findAll(
    (node) => node.name === 'a' && typeof node.attribs.href === 'string',
    document.children,
  );
}

/** The web links of a mail's HTML, as a browser would open them (entities decoded). */
export function linksOf(html: string): string[] {
  return anchorsOf(parseDocument(html))
    .map((anchor) => (anchor.attribs.href ?? '').trim())
    .filter(isWebLink);
}

/** Where a recipient's click on `to` goes first: the counter of their delivery row. */
export function clickUrl(publicUrl: string, token: string, to: string): string {
  return `${publicUrl}${trackingPath}${token}/click/?to=${encodeURIComponent(to)}`;
}

/** The open pixel that tells us a recipient opened the mail (when their client loads images). */
export function openPixel(publicUrl: string, token: string): string {
  return `<img src="${escapeHtml(`${publicUrl}${trackingPath}${token}/open.gif`)}" width="1" height="1" alt="" style="display:none">`;
}

/**
 * One recipient's copy of a mail: each web link passes through their click counter on its way
 * (a click is acting on the mail), and an open pixel tells when it is opened. The mail is parsed,
 * not matched with patterns, so a full document keeps its shape (the pixel goes at the end of its
 * body, never after `</html>`), and links that are not web links, or are already counted, are
 * left as they are.
 */
export function personalise(html: string, publicUrl: string, token: string): string {
  const document = parseDocument(html);
  for (const anchor of anchorsOf(document)) {
    const href = (anchor.attribs.href ?? '').trim();
    if (!isWebLink(href) || href.startsWith(`${publicUrl}${trackingPath}`)) continue;
    anchor.attribs.href = clickUrl(publicUrl, token, href);
  }
  const body = DomUtils.findOne((node) => node.name === 'body', document.children);
  const pixel = parseDocument(openPixel(publicUrl, token)).children;
  for (const node of pixel) {
    if (body) DomUtils.appendChild(body, node);
    else DomUtils.appendChild(document, node);
  }
  // Characters stay as written (only markup-significant ones are escaped) and `alt=""` keeps its
  // value, so the mail differs from the template only where it is tracked.
  return DomUtils.getOuterHTML(document.children, { encodeEntities: 'utf8', emptyAttrs: true });
}
