// Zod-free on purpose: the narrative's read-only view needs these, and zod stays out of it.
import { fillPath } from '../shared/path-pattern';

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

/** Path pattern of the narrative calls, relative to /api/v1/ (see `fillPath`). */
export const changeNarrativePatterns = { item: 'projects/:id/change_narrative/' } as const;

export const changeNarrativePaths = {
  /** `GET`, `POST`, `PATCH` */
  detail: (projectId: number) => fillPath(changeNarrativePatterns.item, { id: projectId }),
  /** `PATCH` the owner only. */
  editOwner: (projectId: number) =>
    `${fillPath(changeNarrativePatterns.item, { id: projectId })}?edit_owner=true`,
};
