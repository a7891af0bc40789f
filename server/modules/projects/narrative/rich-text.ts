import sanitizeHtml from 'sanitize-html';
import {
  narrativeAllowedLinkProtocols,
  narrativeAllowedTags,
} from '../../../../contract/projects/narrative';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...narrativeAllowedTags],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: [...narrativeAllowedLinkProtocols],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open in a new tab without giving the opened page a handle on ours.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  // A link whose address was removed keeps its words, without the link.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * The narrative's rich text with only the allow-listed markup left: paragraphs, headings,
 * lists, bold, italic, underline, quotes and links to http, https or mailto addresses. Scripts,
 * styles, event handlers and every other attribute are removed, whatever the client sent.
 */
export function sanitiseNarrativeHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
