// Zod-free on purpose: the SPA's host library (src/lib/host) imports these values, and zod stays
// out of the first screen.
import { fillPath } from '../shared/path-pattern';

/** Paths relative to /api/v1/ that only the Teams app calls. */
export const teamsAppPatterns = {
  projectInteraction: 'project-teams-app-interaction/:id/',
} as const;

export const teamsAppPaths = {
  /** `GET`: record that the caller opened project {id} in Teams (Teams app insights). */
  projectInteraction: (projectId: number) =>
    fillPath(teamsAppPatterns.projectInteraction, { id: projectId }),
};
