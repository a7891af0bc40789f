// Zod-free on purpose: the portfolio screen builds these paths without zod.
import type { OrganisationRole } from '../people/roles';
import { fillPath } from '../shared/path-pattern';

/** Who sets a group's capacity: those who balance load across the portfolio. */
export const capacityEditorRoles: readonly OrganisationRole[] = ['ADMIN', 'CHANGE_OFFICE'];

/** Per-group capacity thresholds, relative to /api/v1/. `:id` is the organisation group's id. */
export const capacityPatterns = {
  collection: 'portfolio/group-capacity/',
  item: 'portfolio/group-capacity/:id/',
} as const;

export const capacityPaths = {
  list: () => capacityPatterns.collection,
  item: (groupId: number) => fillPath(capacityPatterns.item, { id: groupId }),
};
