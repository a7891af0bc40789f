// Zod-free on purpose: the narrative's read-only view needs these, and zod stays out of it.

/** Largest narrative the server keeps, in characters of HTML. */
export const NARRATIVE_MAX_LENGTH = 200_000;

/**
 * Markup the narrative keeps; everything else is removed on the server. Links keep only
 * http, https and mailto addresses.
 */
export const narrativeAllowedTags = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'blockquote',
] as const;
export const narrativeAllowedLinkProtocols = ['http', 'https', 'mailto'] as const;

export const changeNarrativePaths = {
  /** `GET`, `POST`, `PATCH` */
  detail: (projectId: number) => `projects/${projectId}/change_narrative/`,
  /** `PATCH` the owner only. */
  editOwner: (projectId: number) => `projects/${projectId}/change_narrative/?edit_owner=true`,
};
