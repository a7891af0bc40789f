import sanitizeHtml from 'sanitize-html';
import { commsAllowedTags } from '../../../../contract/comms/threads';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...commsAllowedTags],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Announcement and email text with only the editor's markup left (paragraphs, headings, lists,
 * emphasis, quotes, links to http, https and mailto), whatever the client sent.
 */
export function sanitiseCommsHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * An email template's layout: the same markup plus the layout tags and inline styles mail
 * clients need; still no script, no event handlers, no remote frames.
 */
export function sanitiseTemplateHtml(html: string): string {
  return sanitizeHtml(html, {
    ...options,
    allowedTags: [
      ...commsAllowedTags,
      'div',
      'span',
      'table',
      'tbody',
      'tr',
      'td',
      'th',
      'img',
      'center',
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target', 'style'],
      img: ['src', 'alt', 'width', 'height', 'style'],
      '*': ['style', 'align', 'width', 'bgcolor'],
    },
    allowedSchemesByTag: { img: ['https', 'data'] },
  }).trim();
}
